import { UNDO_TABLE, type Db } from '../db';
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
  /** The row before an update, exactly (a secret's hash too); kept here, never in the history. */
  previous?: RowJson;
}

export const UNDO_GONE = 'Esta ação já foi desfeita.';
export const UNDO_EXPIRED = 'O prazo para desfazer esta ação terminou.';
export const UNDO_UNKNOWN = 'Não há o que desfazer com este código.';
export const UNDO_NOT_YOURS = 'Só quem fez a alteração pode desfazê-la.';

/**
 * Undo is real, not a delayed request: every change commits at once, and its inverse is kept here under the
 * request's token, in the same transaction as the change (written with its history entry: HistoryLog.add). The token works once, for its author, within `ttlMs`,
 * on any instance (the table is shared), even after the tab that made the change is closed.
 */
export class UndoLog {
  constructor(readonly ttlMs: number) {}

  /** Whether a token has anything to undo (a request that changed nothing gets no token). */
  async exists(db: Db, token: string): Promise<boolean> {
    return (await db.query(`SELECT 1 FROM ${UNDO_TABLE} WHERE token = $1`, [token])).length > 0;
  }

  /**
   * Inside the undo's transaction: marks the token used (once, whoever races) and answers its steps, last
   * change first. Refuses a token that is unknown (404), used or expired (410), or someone else's (403).
   */
  async claim(db: Db, token: string, actorId: string | null): Promise<UndoStep[]> {
    // Every step is locked: a second claim waits here, then reads them used.
    const steps = await db.query<{ actor_id: string | null; used: boolean; expired: boolean; resource: string; record_id: string; kind: UndoKind; version_after: number | string; previous: RowJson | null }>(
      `SELECT actor_id, used_at IS NOT NULL AS used, expires_at <= clock_timestamp() AS expired, resource, record_id, kind, version_after, previous
       FROM ${UNDO_TABLE} WHERE token = $1 ORDER BY id DESC FOR UPDATE`,
      [token],
    );
    const [first] = steps;
    if (!first) throw new HttpError(404, UNDO_UNKNOWN);
    if (first.used) throw new HttpError(410, UNDO_GONE);
    if (first.expired) throw new HttpError(410, UNDO_EXPIRED);
    if (first.actor_id !== actorId) throw new HttpError(403, UNDO_NOT_YOURS);
    await db.query(`UPDATE ${UNDO_TABLE} SET used_at = clock_timestamp() WHERE token = $1`, [token]);
    return steps.map((s) => ({ resource: s.resource, recordId: s.record_id, kind: s.kind, versionAfter: Number(s.version_after), ...(s.previous ? { previous: s.previous } : {}) }));
  }

  /** Forgets tokens expired for a day: how many. */
  async prune(db: Db): Promise<number> {
    const [row] = await db.query<{ n: number | string }>(
      `WITH gone AS (DELETE FROM ${UNDO_TABLE} WHERE expires_at < clock_timestamp() - interval '1 day' RETURNING token) SELECT count(DISTINCT token) AS n FROM gone`,
    );
    return Number(row.n);
  }
}
