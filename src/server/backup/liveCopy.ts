import { cp, rm } from 'node:fs/promises';
import { openPglite, type Db } from '../db';

/**
 * A running embedded database, read without stopping it: PGlite has one connection, so a snapshot held for the
 * whole dump would hold every request. Instead its files are copied while no statement runs (a CHECKPOINT
 * first, so the files hold every commit), and the copy is opened on a thread of its own and dumped at leisure.
 * The service waits only for the copy (about a second a GB; a small database in milliseconds).
 */
export async function copyLiveDatabase(db: Db, dbDir: string, workDir: string): Promise<{ db: Db; takenAt: string; close: () => Promise<void> }> {
  await rm(workDir, { recursive: true, force: true });
  // The instant the copy stands for: taken while nothing else runs, so every commit before it is in the copy.
  const takenAt = await db.transaction(async (tx) => {
    const [{ at }] = await tx.query<{ at: Date | string }>('SELECT clock_timestamp() AS at');
    await tx.query('CHECKPOINT');
    await cp(dbDir, workDir, { recursive: true });
    return new Date(at).toISOString();
  });
  const copy = await openPglite(workDir, { thread: true });
  return {
    db: copy,
    takenAt,
    close: async () => {
      await copy.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
