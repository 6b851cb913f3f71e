import { cp, rm } from 'node:fs/promises';
import { openPglite, type Db } from '../db';

/**
 * A running embedded database, read without stopping it: PGlite has one connection, so a snapshot held for the
 * whole dump would hold every request. Instead its files are copied while no statement runs (a CHECKPOINT
 * first, so the files hold every commit), and the copy is opened on a thread of its own and dumped at leisure.
 * The service waits only for the copy (about a second a GB; a small database in milliseconds).
 */
export async function copyLiveDatabase(db: Db, dbDir: string, workDir: string): Promise<{ db: Db; close: () => Promise<void> }> {
  await rm(workDir, { recursive: true, force: true });
  await db.transaction(async (tx) => {
    await tx.query('CHECKPOINT');
    await cp(dbDir, workDir, { recursive: true });
  });
  const copy = await openPglite(workDir, { thread: true });
  return {
    db: copy,
    close: async () => {
      await copy.close();
      await rm(workDir, { recursive: true, force: true });
    },
  };
}
