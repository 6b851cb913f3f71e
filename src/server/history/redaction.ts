import { maskedFields } from '../../engine/contract';
import { HISTORY_TABLE, SEARCH_COLUMN, TITLE_COLUMN, type Db } from '../db';
import type { Registry } from '../model';
import { hiddenFields } from './changes';

/** A change in `changes` that still holds the value of one of `$2`'s fields. */
const holdsValue = (changes: string) => `EXISTS (SELECT 1 FROM jsonb_array_elements(${changes}) AS c WHERE c->>'field' = ANY($2::text[]) AND c->'hidden' IS NULL)`;

/**
 * Entries written before a field was hidden from the history (a field the form masks, a `history.redact`
 * added later) are rewritten as they would be written now, at every start: each such change says only that it
 * changed, the snapshot drops the field, and the undo data a masked one (see undoImageSql; the undo of a change to it goes, whole
 * requests at a time, as a new one is never offered). Idempotent (a rewritten entry no longer matches), a batch
 * at a time, outside the migration's transaction; instances starting together do no harm. How many entries changed.
 */
export async function redactStoredEntries(db: Db, registry: Registry, batch = 1000): Promise<number> {
  let total = 0;
  for (const res of registry.all) {
    const masked = maskedFields(res.descriptor);
    // A secret was hidden from the first entry on: only a resource with fields hidden since may have values to remove.
    if (!masked.length && !res.descriptor.history?.redact?.length) continue;
    const hidden = [...hiddenFields(res)];
    if (masked.length) {
      // First, while the values still tell which entries changed a masked field: their requests' undo.
      await db.query(
        `UPDATE ${HISTORY_TABLE} SET undo_token = NULL, undo_kind = NULL, undo_previous = NULL
         WHERE undo_token IN (SELECT undo_token FROM ${HISTORY_TABLE} WHERE resource = $1 AND undo_kind = 'update' AND ${holdsValue('changes')})`,
        [res.name, masked],
      );
    }
    for (;;) {
      const done = await db.query(
        `UPDATE ${HISTORY_TABLE} AS h SET
           changes = (SELECT coalesce(jsonb_agg(CASE WHEN x.c->>'field' = ANY($2::text[]) THEN jsonb_build_object('field', x.c->'field', 'hidden', true) ELSE x.c END ORDER BY x.n), '[]'::jsonb)
                      FROM jsonb_array_elements(h.changes) WITH ORDINALITY AS x(c, n)),
           snapshot = h.snapshot - $2::text[],
           undo_previous = h.undo_previous - $3::text[]
         WHERE h.id IN (SELECT id FROM ${HISTORY_TABLE} WHERE resource = $1
           AND (${holdsValue('changes')} OR snapshot ?| $2::text[] OR undo_previous ?| $3::text[]) ORDER BY id LIMIT $4)
         RETURNING h.id`,
        // The columns the database derives from the fields went with them: they may fold a masked value in.
        [res.name, hidden, masked.length ? [...masked, SEARCH_COLUMN, TITLE_COLUMN] : [], batch],
      );
      total += done.length;
      if (done.length < batch) break;
    }
  }
  return total;
}
