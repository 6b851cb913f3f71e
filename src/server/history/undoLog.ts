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

/**
 * Undo is real, not a delayed request: every change commits at once, and its inverse is kept on its history
 * entry under the request's token, in the same transaction as the change (HistoryLog.add). The token works
 * once (its use is a row of its own, so entries are never rewritten on the write path), for its author,
 * within `ttlMs` of the change, on any instance (the tables are shared), even after the tab that made it is closed.
 */
export class UndoLog {
  constructor(readonly ttlMs: number) {}

  /** Whether a token has anything to undo (a request that changed nothing gets no token). */
  async exists(db: Db, token: string): Promise<boolean> {
    return (await db.query(`SELECT 1 FROM ${HISTORY_TABLE} WHERE undo_token = $1 LIMIT 1`, [token])).length > 0;
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
