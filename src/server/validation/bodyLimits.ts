import type { FieldSchema } from '../../engine/contract';

/**
 * How many bytes a body may take, from the fields it may carry, so a request far larger than any valid one is
 * refused (413) before it is read whole, parsed or validated. Sized for the worst legitimate case, never the
 * usual one: in JSON every character may come escaped (`\uXXXX`, 6 bytes; one outside the BMP as a surrogate
 * pair, 12 per code point, and ajv counts code points); in multipart a value is raw UTF-8 (at most 4 bytes).
 */
const JSON_BYTES_PER_CHAR = 12;
const UTF8_BYTES_PER_CHAR = 4;
/** Braces, quotes, a key's escapes, a client's indentation: room per field and for the whole body. */
const PER_FIELD = 64;
const ROOM = 1024;
/** A number, a boolean or `null` written out (`-1.2345678901234567e+308`). */
const SCALAR_BYTES = 32;

const textBytes = (s: FieldSchema | undefined, perChar: number) =>
  s && typeof s.maxLength === 'number' && (s.type === 'string' || s.type === undefined) ? s.maxLength * perChar : SCALAR_BYTES;

/** The largest JSON body that can still be valid for these fields (their maxLength already bounded). */
export function jsonBodyLimit(fields: Record<string, FieldSchema | undefined>): number {
  return Object.entries(fields).reduce((sum, [name, s]) => sum + PER_FIELD + name.length * 6 + textBytes(s, JSON_BYTES_PER_CHAR), ROOM);
}

/** The largest multipart text part that can still be valid for these fields. */
export function multipartFieldLimit(fields: Record<string, FieldSchema | undefined>): number {
  return Math.max(SCALAR_BYTES, ...Object.values(fields).map((s) => textBytes(s, UTF8_BYTES_PER_CHAR)));
}

/** A route that takes no body still gets the odd client's empty `{}`. */
export const NO_BODY_LIMIT = ROOM;
