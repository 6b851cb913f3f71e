import type { Db } from '../db';
import type { Registry } from '../model';
import type { FileCollector } from './fileCollector';
import type { HistoryLog } from './historyLog';
import type { Trash } from './trash';
import type { UndoLog } from './undoLog';

/** How long the record of changes is kept (HISTORY_RETENTION_DAYS, TRASH_RETENTION_DAYS, UNDO_TTL_HOURS). */
export interface Retention {
  historyDays: number;
  trashDays: number;
  undoHours: number;
}

export const DEFAULT_RETENTION: Retention = { historyDays: 365, trashDays: 30, undoHours: 24 };

const DAY_MS = 86_400_000;

/**
 * The housekeeping that keeps history, trash, undo tokens and files within their periods, in batches, off the
 * request path: old history entries pruned (per resource, its descriptor's `history.retentionDays` or the
 * default), trashed records purged with their files, expired undo tokens forgotten, unreferenced files removed.
 * Instances running it together do no harm: every step deletes what is due, and a row deleted twice is not.
 */
export async function maintain(
  db: Db,
  deps: { registry: Registry; history: HistoryLog; trash: Trash; undo: UndoLog; files: FileCollector; retention: Retention },
  now = new Date(),
): Promise<{ history: number; trash: number; undo: number; files: number }> {
  // Undo first: an entry whose undo just expired is then free to go with the history's retention, in this run.
  const undo = await deps.undo.prune(db, now);
  let history = 0;
  for (const res of deps.registry.all) {
    const days = res.descriptor.history?.retentionDays ?? deps.retention.historyDays;
    history += await deps.history.prune(db, res.name, new Date(now.getTime() - days * DAY_MS));
  }
  const expired = await deps.trash.expire(db, now);
  await deps.files.schedule(db, expired.flatMap((e) => e.files), 0);
  const files = await deps.files.collect(db, now);
  return { history, trash: expired.length, undo, files };
}
