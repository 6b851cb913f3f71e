import { HISTORY_TABLE, UNDO_TABLE, type Db } from '../db';
import { HttpError } from '../http';
import type { RowJson } from './changes';

/** What undoing one change does: the inverse of how it changed the record. */
export type UndoKind = 'create' | 'update' | 'delete' | 'restore';

export interface UndoStep {
  resource: string;
  recordId: string;
  kind: UndoKind;
  /** The version the change left: the undo is refused (409) once the record moved on. */
  versionAfter: number;
  /** The row before an update, exactly (a secret's hash too); on the entry for undo only, never answered. */
  previous?: RowJson;
}

export const UNDO_GONE = 'Esta ação já foi desfeita.';
export const UNDO_EXPIRED = 'O prazo para desfazer esta ação terminou.';
export const UNDO_UNKNOWN = 'Não há o que desfazer com este código.';
export const UNDO_NOT_YOURS = 'Só quem fez a alteração pode desfazê-la.';
export const UNDO_BULK_UNKNOWN = 'Não há o que desfazer nesta ação em lote.';

/** A bulk request or an import as "Atividade" tells it: how many records it touched, and whether its reader may undo it. */
export interface BulkUndoState {
  records: number;
  /** Its undo unused, within the period, and the reader its author (the role is asked apart: Permissions.mayUndo). */
  undoable: boolean;
  /** What undoing it does, per resource (the reader's role must still allow each). */
  steps: { resource: string; kind: UndoKind }[];
}

/**
 * Undo is real, not a delayed request: every change commits at once, and its inverse is kept on its history
 * entry under the request's token, by the change's own statement (HistoryLog.entrySql). The token works
 * once (its use is a row of its own, so a committed entry is never rewritten by a write), for its author,
 * within `ttlMs` of the change, on any instance (the tables are shared), even after the tab that made it is closed.
 */
export class UndoLog {
  constructor(readonly ttlMs: number) {}

  /** Whether a token has anything to undo (a request that changed nothing gets no token). */
  async exists(db: Db, token: string): Promise<boolean> {
    return (await db.query(`SELECT 1 FROM ${HISTORY_TABLE} WHERE undo_token = $1 LIMIT 1`, [token])).length > 0;
  }

  /** The token a bulk request's or an import's changes were kept under (one request, one token); undefined: none. */
  async tokenOfBulk(db: Db, bulkId: string): Promise<string | undefined> {
    const [row] = await db.query<{ token: string }>(`SELECT undo_token AS token FROM ${HISTORY_TABLE} WHERE bulk_id = $1 AND undo_token IS NOT NULL LIMIT 1`, [bulkId]);
    return row?.token;
  }

  /**
   * For each bulk id: its records and whether `actorId` may still undo it, as `claim` would judge its newest
   * change (the token unused, not expired, theirs). One query for a page of the activity, by the bulk index.
   */
  async bulks(db: Db, bulkIds: string[], actorId: string | null): Promise<Map<string, BulkUndoState>> {
    if (!bulkIds.length) return new Map();
    const rows = await db.query<{ bulk_id: string; records: number; steps: string[] | null; undoable: boolean }>(
      `SELECT b.bulk_id, b.records, b.steps,
              coalesce(t.undo_token IS NOT NULL AND t.actor_id = $2 AND t.at + make_interval(secs => $3) > clock_timestamp()
                AND NOT EXISTS (SELECT 1 FROM ${UNDO_TABLE} u WHERE u.token = t.undo_token), false) AS undoable
       FROM (SELECT bulk_id, count(DISTINCT (resource, record_id))::int AS records, max(id) AS last,
                    array_agg(DISTINCT resource || ' ' || undo_kind) FILTER (WHERE undo_kind IS NOT NULL) AS steps
             FROM ${HISTORY_TABLE} WHERE bulk_id = ANY($1::text[]) GROUP BY bulk_id) b
       JOIN ${HISTORY_TABLE} t ON t.id = b.last`,
      [bulkIds, actorId, this.ttlMs / 1000],
    );
    return new Map(
      rows.map((r) => [
        r.bulk_id,
        {
          records: Number(r.records),
          undoable: r.undoable,
          steps: (r.steps ?? []).map((s) => {
            const [resource, kind] = s.split(' ');
            return { resource, kind: kind as UndoKind };
          }),
        },
      ]),
    );
  }

  /**
   * Inside the undo's transaction: marks the token used (once, whoever races) and answers its steps, last
   * change first. Refuses a token that is unknown (404), used or expired (410), or someone else's (403).
   */
  async claim(db: Db, token: string, actorId: string | null): Promise<UndoStep[]> {
    const steps = await db.query<{ actor_id: string | null; used: boolean; expired: boolean; resource: string; record_id: string; kind: UndoKind; version: number | string; previous: RowJson | null }>(
      `SELECT actor_id, EXISTS (SELECT 1 FROM ${UNDO_TABLE} WHERE token = $1) AS used, at + make_interval(secs => $2) <= clock_timestamp() AS expired,
              resource, record_id, undo_kind AS kind, version, undo_previous AS previous
       FROM ${HISTORY_TABLE} WHERE undo_token = $1 ORDER BY id DESC`,
      [token, this.ttlMs / 1000],
    );
    const [first] = steps;
    if (!first) throw new HttpError(404, UNDO_UNKNOWN);
    if (first.used) throw new HttpError(410, UNDO_GONE);
    if (first.expired) throw new HttpError(410, UNDO_EXPIRED);
    if (first.actor_id !== actorId) throw new HttpError(403, UNDO_NOT_YOURS);
    // A second claim racing this one waits on the key until this transaction ends, then finds it taken
    // (or, if this one was refused and rolled back, takes it).
    const won = await db.query(`INSERT INTO ${UNDO_TABLE} (token) VALUES ($1) ON CONFLICT (token) DO NOTHING RETURNING token`, [token]);
    if (won.length === 0) throw new HttpError(410, UNDO_GONE);
    return steps.map((s) => ({ resource: s.resource, recordId: s.record_id, kind: s.kind, versionAfter: Number(s.version), ...(s.previous ? { previous: s.previous } : {}) }));
  }

  /**
   * Forgets, a batch at a time, how to undo the changes whose token expired a day before `now` (the rows as
   * they were go with it, a password's hash too), and the uses of those tokens: how many changes went.
   */
  async prune(db: Db, now: Date, batch = 1000): Promise<number> {
    const cutoff = new Date(now.getTime() - this.ttlMs - 86_400_000).toISOString();
    let total = 0;
    for (;;) {
      const gone = await db.query(
        `UPDATE ${HISTORY_TABLE} SET undo_token = NULL, undo_kind = NULL, undo_previous = NULL
         WHERE id IN (SELECT id FROM ${HISTORY_TABLE} WHERE undo_token IS NOT NULL AND at < $1::timestamptz LIMIT $2) RETURNING id`,
        [cutoff, batch],
      );
      total += gone.length;
      if (gone.length < batch) break;
    }
    await db.query(`DELETE FROM ${UNDO_TABLE} WHERE used_at < $1::timestamptz`, [cutoff]);
    return total;
  }
}
