import { HISTORY_TABLE, UNDO_TABLE, VERSION_COLUMN } from '../db';
import type { Resource } from '../model';
import { hiddenFields } from './changes';
import type { HistoryOperation } from './historyLog';
import type { UndoKind } from './undoLog';
import type { Actor } from './writeContext';

/**
 * The columns a written row carries for its history: the record's id and version, and the whole stored row
 * before and after the change as JSON (to_jsonb; either may be NULL: nothing before a create).
 */
export const WRITTEN_BEFORE = 'painel_before';
export const WRITTEN_AFTER = 'painel_after';
/** The CTE that inserts the entries; its rows are `(id, record_id)`. */
export const ENTRY_CTE = 'painel_entry';

/** What an entry says besides the row's values: which change, by whom, as part of what, and its undo. */
export interface EntryStamp {
  res: Resource;
  operation: HistoryOperation;
  actor: Actor;
  source?: string;
  bulkId?: string;
  /** The request's undo token (valid `ttlSeconds`) and how to undo this change. */
  undo?: { token: string; ttlSeconds: number; kind: UndoKind };
}

/**
 * CTE definitions that write, for each row of the CTE `from`, its history entry and (for an undoable request)
 * its undo step, so a write's own statement keeps its record: one statement per change instead of two is most
 * of what keeping history costs. The changes and the snapshot are computed here, in SQL, from the two JSON
 * images: each column that differs (a JSON null is absent), a secret or redacted one as `{field, hidden}` only;
 * the snapshot holds the public, unredacted fields of the row after it (before it, for a deletion).
 */
export function entryCtes(e: EntryStamp, from: string, params: unknown[]): string[] {
  const p = (value: unknown, type: string) => `$${params.push(value)}::${type}`;
  const before = `${from}.${WRITTEN_BEFORE}`;
  const after = `${from}.${WRITTEN_AFTER}`;
  const hidden = hiddenFields(e.res);
  const gone = e.operation === 'delete' || e.operation === 'purge';
  const changes = gone
    ? `'[]'::jsonb`
    : `(SELECT coalesce(jsonb_agg(CASE WHEN c.hidden THEN jsonb_build_object('field', c.name, 'hidden', true)
          ELSE jsonb_build_object('field', c.name)
            || CASE WHEN v.b IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('before', v.b) END
            || CASE WHEN v.a IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('after', v.a) END END ORDER BY c.n), '[]'::jsonb)
        FROM unnest(${p(e.res.columns.map((c) => c.name), 'text[]')}, ${p(e.res.columns.map((c) => hidden.has(c.name)), 'boolean[]')}) WITH ORDINALITY AS c(name, hidden, n)
        CROSS JOIN LATERAL (SELECT nullif(${before} -> c.name, 'null'::jsonb) AS b, nullif(${after} -> c.name, 'null'::jsonb) AS a) v
        WHERE v.b IS DISTINCT FROM v.a)`;
  const image = gone ? before : after;
  const snapshot = `CASE WHEN ${image} IS NULL THEN NULL ELSE
      (SELECT coalesce(jsonb_object_agg(k, ${image} -> k), '{}'::jsonb) FROM unnest(${p(
        e.res.publicColumns.filter((f) => !hidden.has(f)),
        'text[]',
      )}) AS k WHERE nullif(${image} -> k, 'null'::jsonb) IS NOT NULL) END`;
  const actorId = p(e.actor.id, 'text');
  const ctes = [
    `${ENTRY_CTE} AS (INSERT INTO ${HISTORY_TABLE} (resource, record_id, version, actor_id, actor_name, operation, source, bulk_id, changes, snapshot)
       SELECT ${p(e.res.name, 'text')}, ${from}.id::text, ${from}.${VERSION_COLUMN}, ${actorId}, ${p(e.actor.name, 'text')}, ${p(e.operation, 'text')},
              ${p(e.source ?? null, 'text')}, ${p(e.bulkId ?? null, 'text')}, ${changes}, ${snapshot}
       FROM ${from} RETURNING id, record_id)`,
  ];
  if (e.undo) {
    // An update is undone to the row as it was, exactly (a secret's hash too): kept here, never in the history.
    ctes.push(
      `painel_undo_step AS (INSERT INTO ${UNDO_TABLE} (token, actor_id, expires_at, resource, record_id, kind, version_after, previous)
         SELECT ${p(e.undo.token, 'text')}, ${actorId}, clock_timestamp() + make_interval(secs => ${p(e.undo.ttlSeconds, 'double precision')}), ${p(e.res.name, 'text')},
                ${from}.id::text, ${p(e.undo.kind, 'text')}, ${from}.${VERSION_COLUMN}, ${e.undo.kind === 'update' ? before : 'NULL::jsonb'}
         FROM ${from})`,
    );
  }
  return ctes;
}
