import type { FieldChange } from '../../engine/contract';
import type { Resource } from '../model';

/** A stored row as JSON (PostgreSQL's to_jsonb): every column, typed as JSON reads it. */
export type RowJson = Record<string, unknown>;

export type { FieldChange } from '../../engine/contract';

const absent = (v: unknown) => v === null || v === undefined;
const same = (a: unknown, b: unknown) => (absent(a) && absent(b)) || JSON.stringify(a) === JSON.stringify(b);

/** Fields whose values never reach the history: secrets (not even hashed) and the descriptor's `history.redact`. */
export const hiddenFields = (res: Resource) => new Set([...res.secrets, ...(res.descriptor.history?.redact ?? [])]);

/** Each stored field that differs between two versions of a row (either may be absent: created, deleted). */
export function changesBetween(res: Resource, before: RowJson | undefined, after: RowJson | undefined): FieldChange[] {
  const hidden = hiddenFields(res);
  const out: FieldChange[] = [];
  for (const { name } of res.columns) {
    const b = before?.[name];
    const a = after?.[name];
    if (same(b, a)) continue;
    if (hidden.has(name)) out.push({ field: name, hidden: true });
    else out.push({ field: name, ...(absent(b) ? {} : { before: b }), ...(absent(a) ? {} : { after: a }) });
  }
  return out;
}

/** A version of the record as history keeps it: its public fields, never a secret or a redacted field. */
export function snapshotOf(res: Resource, row: RowJson | undefined): Record<string, unknown> | null {
  if (!row) return null;
  const hidden = hiddenFields(res);
  const out: Record<string, unknown> = {};
  for (const f of res.publicColumns) if (!hidden.has(f) && !absent(row[f])) out[f] = row[f];
  return out;
}
