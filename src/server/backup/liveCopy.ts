import { cp, rm } from 'node:fs/promises';
import type { Db } from '../db';

/**
 * A running embedded database, read without stopping it: PGlite has one connection, so a snapshot held for the
 * whole dump would hold every request. Instead its files are copied while no statement runs (a CHECKPOINT
 * first, so the files hold every commit), and the copy is dumped at leisure by a process of its own (backupProcess.ts).
 * The service waits only for the copy (about a second a GB; a small database in milliseconds).
 */
export async function copyLiveDatabase(db: Db, dbDir: string, workDir: string): Promise<{ dir: string; takenAt: string; remove: () => Promise<void> }> {
  await rm(workDir, { recursive: true, force: true });
  // The instant the copy stands for: taken while nothing else runs, so every commit before it is in the copy.
  const takenAt = await db.transaction(async (tx) => {
    const [{ at }] = await tx.query<{ at: Date | string }>('SELECT clock_timestamp() AS at');
    await tx.query('CHECKPOINT');
    await cp(dbDir, workDir, { recursive: true });
    return new Date(at).toISOString();
  });
  return { dir: workDir, takenAt, remove: () => rm(workDir, { recursive: true, force: true }) };
}
