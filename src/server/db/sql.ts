/** A quoted SQL identifier: names come from descriptors, never from requests, and keep their case ("imageUrl"). */
export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A SQL literal for a descriptor's `default` (DDL cannot take bound parameters). */
export function literal(value: unknown): string {
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`valor padrão não suportado: ${JSON.stringify(value)}`);
}

/** Lower-case and drop the accents Portuguese uses, the same way in SQL as `normalizeSearch` does in JS. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn';
/** Folds an expression that is already text and never null (no cast, no coalesce: immutable, so indexable). */
export const foldedSql = (expr: string) => `translate(lower(${expr}), '${ACCENTED}', '${PLAIN}')`;
export const normalizedSql = (expr: string) => foldedSql(`coalesce(${expr}::text, '')`);

export function normalizeSearch(q: string): string {
  return q
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/** `%`, `_` and `\` typed by a user are matched literally in LIKE. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
