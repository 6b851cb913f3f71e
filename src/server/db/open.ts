import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PgSettings } from './pgSettings';
import type { Db } from './db';
import { lockDataDir } from './dirLock';
import { makePrivate } from './privateFiles';

/** PostgreSQL when a URL is given, else embedded PGlite on disk under `dataDir/db`, locked to this process. */
export async function openDatabase({ databaseUrl, dataDir, pg }: { databaseUrl?: string; dataDir: string; pg?: PgSettings }): Promise<Db> {
  if (databaseUrl) {
    const { openPg } = await import('./pg');
    return openPg(databaseUrl, pg);
  }
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir);
  try {
    const { openPglite } = await import('./pglite');
    const db = await openPglite(dir, { thread: true });
    makePrivate(dir);
    return {
      ...db,
      close: async () => {
        try {
          await db.close();
        } finally {
          release();
        }
      },
    };
  } catch (e) {
    release();
    throw e;
  }
}
