import { fieldInfo, kindOf, kinds, type FieldError, type Parsed } from '../../engine/contract';
import type { Resource } from '../model';
import type { BodyRules } from './bodyRules';

/** A multipart value is always text: turn it into the field's JSON type so the schema checks the real value. */
function fromText(value: string, type: string | undefined): unknown {
  if (type === 'number' || type === 'integer') {
    // Accept the typographic minus and a Brazilian decimal comma ("−23,55").
    const t = value.trim().replace(/\u2212/g, '-').replace(/^(-?\d+),(\d+)$/, '$1.$2');
    return /^-?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(t) ? Number(t) : value;
  }
  if (type === 'boolean') {
    const t = value.trim().toLowerCase();
    if (['true', '1', 'on', 'sim'].includes(t)) return true;
    if (['false', '0', 'off', 'nao', 'não'].includes(t)) return false;
  }
  return value;
}

/**
 * A text as stored: trimmed on both edges unless the descriptor keeps it verbatim (HTML) or it is a secret;
 * nothing but spaces is no value in any field (undefined).
 */
function storedText(res: Resource, field: string, v: string): string | undefined {
  if (!v.trim()) return undefined;
  const d = res.descriptor;
  return kinds[kindOf(d, field)].verbatim || d.verbatim?.includes(field) ? v : v.trim();
}

/**
 * A text of a kind with one written form (a CPF, a CNPJ, a phone) read as a form reads it: whatever way a client
 * typed it (digits only, lower case, +55), stored in that form, or refused with the kind's reason. Undefined for
 * any other kind.
 */
function writtenForm(res: Resource, field: string, text: string): Parsed | undefined {
  const info = fieldInfo(res.descriptor, field);
  return kinds[info.kind].written ? kinds[info.kind].parse(text, info) : undefined;
}

/**
 * Splits a body into values to validate and optional fields to clear.
 * Clearing: `null` in JSON, an empty string in multipart (which cannot send null), and in both a text of
 * nothing but spaces. A required field sent empty stays missing, so the schema reports "Campo obrigatório";
 * a PATCH, which requires nothing, gets it back in `emptied` (a required field may be left out, never emptied).
 * A text its kind refuses (a CPF whose check digits do not match) is in `refused`, with the kind's reason.
 */
export function prepareValues(res: Resource, rules: BodyRules, raw: Record<string, unknown>, multipart: boolean) {
  const values: Record<string, unknown> = {};
  const cleared: string[] = [];
  const emptied: string[] = [];
  const refused: FieldError[] = [];
  for (const [field, sent] of Object.entries(raw)) {
    const known = rules.values.includes(field);
    const v = known && field !== 'id' && typeof sent === 'string' ? storedText(res, field, sent) ?? '' : sent;
    const empty = v === null || (known && v === '');
    if (known && empty) {
      if (rules.mandatory.has(field) && !rules.required.has(field)) emptied.push(field);
      else if (!rules.required.has(field) && field !== 'id') cleared.push(field);
      continue;
    }
    const written = known && typeof v === 'string' ? writtenForm(res, field, v) : undefined;
    if (written && 'message' in written) refused.push({ field, message: written.message });
    if (written && 'value' in written) {
      values[field] = written.value;
      continue;
    }
    values[field] = multipart && known && typeof v === 'string' ? fromText(v, res.field(field)?.type) : v;
  }
  return { values, cleared, emptied, refused };
}
