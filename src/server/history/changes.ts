import { maskedFields } from '../../engine/contract';
import type { Resource } from '../model';

/** A stored row as JSON (PostgreSQL's to_jsonb): every column, typed as JSON reads it. */
export type RowJson = Record<string, unknown>;

export type { FieldChange } from '../../engine/contract';

/**
 * A written row's JSON images as SQL expressions (to_jsonb of the row before and after the write, read from the
 * write's own statement): either may be absent — a record created or restored has no `before`, a deleted one no
 * `after`. The history words an entry from them in SQL, by the database, in the statement that makes the change:
 * the one wording of every entry, whatever the road (HistoryLog.entrySql).
 */
export interface Images {
  before?: string;
  after?: string;
}

/** Binds a value as the statement's next parameter, answering its placeholder. */
export type Bind = (value: unknown) => string;

/**
 * Fields whose values never reach the history: secrets (not even hashed), the fields the form masks (a
 * `password` widget) and the descriptor's `history.redact`.
 */
export const hiddenFields = (res: Resource) => new Set([...res.secrets, ...maskedFields(res.descriptor), ...(res.descriptor.history?.redact ?? [])]);

/** A field's value in an image, JSON `null` when absent: an empty field and a missing one are the same. */
const valueIn = (image: string | undefined, field: string) => `coalesce(${image ?? 'NULL::jsonb'} -> ${field}, 'null'::jsonb)`;

/** `{key: value}` when the value is not empty, else `{}`: a change carries `before` and `after` only when there is one. */
const present = (key: string, value: string) => `CASE WHEN ${value} = 'null'::jsonb THEN '{}'::jsonb ELSE jsonb_build_object('${key}', ${value}) END`;

/**
 * Each stored field that differs between the images, in the columns' order: `{field, before?, after?}`, a hidden
 * one as `{field, hidden: true}`, its values nowhere (a jsonb array). Neither value is given when it is empty.
 */
export function changesSql(res: Resource, images: Images, $: Bind): string {
  const hidden = hiddenFields(res);
  const before = valueIn(images.before, 'c.name');
  const after = valueIn(images.after, 'c.name');
  return `(SELECT coalesce(jsonb_agg(CASE WHEN c.hidden THEN jsonb_build_object('field', c.name, 'hidden', true)
      ELSE jsonb_build_object('field', c.name) || ${present('before', before)} || ${present('after', after)} END ORDER BY c.n), '[]'::jsonb)
    FROM unnest(${$(res.columns.map((c) => c.name))}::text[], ${$(res.columns.map((c) => hidden.has(c.name)))}::boolean[]) WITH ORDINALITY AS c(name, hidden, n)
    WHERE ${before} IS DISTINCT FROM ${after})`;
}

/** A version of the record as history keeps it: its public fields with a value, never a hidden one (a jsonb object). */
export function snapshotSql(res: Resource, image: string, $: Bind): string {
  const hidden = hiddenFields(res);
  return `(SELECT coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb) FROM jsonb_each(${image}) AS f
    WHERE f.key = ANY(${$(res.publicColumns.filter((c) => !hidden.has(c)))}::text[]) AND f.value <> 'null'::jsonb)`;
}

/**
 * The row before an update as its undo keeps it: the stored fields an undo writes back (a secret's hash too),
 * never a masked field's value (a credential in clear), which an undo leaves as it is (Repository.updateToImage),
 * nor the columns the database derives from the fields (a search column may fold a masked value in).
 */
export function undoImageSql(res: Resource, before: string, $: Bind): string {
  const masked = maskedFields(res.descriptor);
  return `(SELECT jsonb_object_agg(f.key, f.value) FROM jsonb_each(${before}) AS f
    WHERE f.key = ANY(${$(res.columns.map((c) => c.name).filter((c) => !masked.includes(c)))}::text[]))`;
}

/**
 * Whether an update changed a masked field (a boolean; undefined: the resource has none): it cannot be undone,
 * since the value to put back is not kept.
 */
export function maskedChangedSql(res: Resource, images: Images, $: Bind): string | undefined {
  const masked = maskedFields(res.descriptor);
  if (!masked.length) return undefined;
  return `EXISTS (SELECT 1 FROM unnest(${$(masked)}::text[]) AS m(name) WHERE ${valueIn(images.before, 'm.name')} IS DISTINCT FROM ${valueIn(images.after, 'm.name')})`;
}
