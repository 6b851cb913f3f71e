import { maskedFields, type FieldChange } from '../../engine/contract';
import type { Resource } from '../model';

/** A stored row as JSON (PostgreSQL's to_jsonb): every column, typed as JSON reads it. */
export type RowJson = Record<string, unknown>;

export type { FieldChange } from '../../engine/contract';

const absent = (v: unknown) => v === null || v === undefined;
const same = (a: unknown, b: unknown) => (absent(a) && absent(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * Fields whose values never reach the history: secrets (not even hashed), the fields the form masks (a
 * `password` widget) and the descriptor's `history.redact`.
 */
export const hiddenFields = (res: Resource) => new Set([...res.secrets, ...maskedFields(res.descriptor), ...(res.descriptor.history?.redact ?? [])]);

/**
 * The row before an update as its undo keeps it: the stored fields an undo writes back (a secret's hash too),
 * never a masked field's value (a credential in clear), which an undo leaves as it is (Repository.updateToImage),
 * nor the columns the database derives from the fields (a search column may fold a masked value in).
 */
export function undoImage(res: Resource, before: RowJson): RowJson {
  const masked = maskedFields(res.descriptor);
  return Object.fromEntries(res.columns.filter((c) => !masked.includes(c.name) && c.name in before).map((c) => [c.name, before[c.name]]));
}

/** Whether an update changed a masked field: it cannot be undone, since the value to put back is not kept. */
export const changesMasked = (res: Resource, before: RowJson | undefined, after: RowJson | undefined) =>
  maskedFields(res.descriptor).some((f) => !same(before?.[f], after?.[f]));

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
