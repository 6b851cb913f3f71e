import { cpSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type { PgSettings } from './pgSettings';
import type { Db } from './db';
import { lockDataDir } from './dirLock';
import { makePrivate } from './privateFiles';
import type { StartSettings } from './pglite';

/**
 * PostgreSQL when a URL is given, else embedded PGlite on disk under `dataDir/db`, locked to this process.
 * `template`: a closed cluster copied into an empty `db` folder, once the lock is held, instead of initdb — or
 * what writes one there (a restore's cluster files).
 */
export async function openDatabase({
  databaseUrl,
  dataDir,
  pg,
  template,
  settings,
}: {
  databaseUrl?: string;
  dataDir: string;
  pg?: PgSettings;
  template?: string | ((dir: string) => Promise<void>);
  settings?: StartSettings;
}): Promise<Db> {
  if (databaseUrl) {
    const { openPg } = await import('./pg');
    return openPg(databaseUrl, pg);
  }
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const release = lockDataDir(dataDir);
  try {
    if (template && !readdirSync(dir).length) {
      if (typeof template === 'string') cpSync(template, dir, { recursive: true });
      else await template(dir);
    }
    // After a template's copy too: a template is a copy of a live cluster, its lock file with it.
    forgetClusterLock(dir);
    const { openPglite } = await import('./pglite');
    const db = await openPglite(dir, { thread: true, onLost: databaseLost, settings });
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

/**
 * PostgreSQL's own lock file, left by a process killed while the cluster was open. Whole, PGlite's postgres
 * takes it over (its pid is always -42); but postgres creates the file and then writes it, so a process killed
 * between the two (seen when `npm run backup` is killed as it starts) leaves it empty, and postgres refuses an
 * empty lock file: the folder would never open again. Called once this process holds painel.pid, when no other
 * process can be using the cluster, so the file is always stale here.
 */
function forgetClusterLock(dir: string) {
  rmSync(join(dir, 'postmaster.pid'), { force: true });
}

/**
 * PGlite's thread stopped without being asked (its WebAssembly aborted): nothing more can be read or written,
 * and an embedded database does not come back by itself. The process ends, so whatever supervises it starts it
 * again; what was committed is on disk (an answer is sent only after its COMMIT ran).
 */
function databaseLost(e: Error) {
  console.error(`${e.message} O servidor vai encerrar para ser iniciado de novo.`);
  process.exit(1);
}
