import { kindOf, kinds } from '../../engine/contract';
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
 * Splits a body into values to validate and optional fields to clear.
 * Clearing: `null` in JSON, an empty string in multipart (which cannot send null), and in both a text of
 * nothing but spaces. A required field sent empty stays missing, so the schema reports "Campo obrigatório";
 * a PATCH, which requires nothing, gets it back in `emptied` (a required field may be left out, never emptied).
 */
export function prepareValues(res: Resource, rules: BodyRules, raw: Record<string, unknown>, multipart: boolean) {
  const values: Record<string, unknown> = {};
  const cleared: string[] = [];
  const emptied: string[] = [];
  for (const [field, sent] of Object.entries(raw)) {
    const known = rules.values.includes(field);
    const v = known && field !== 'id' && typeof sent === 'string' ? storedText(res, field, sent) ?? '' : sent;
    const empty = v === null || (known && v === '');
    if (known && empty) {
      if (rules.mandatory.has(field) && !rules.required.has(field)) emptied.push(field);
      else if (!rules.required.has(field) && field !== 'id') cleared.push(field);
      continue;
    }
    values[field] = multipart && known && typeof v === 'string' ? fromText(v, res.field(field)?.type) : v;
  }
  return { values, cleared, emptied };
}
