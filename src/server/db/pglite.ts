import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inTransaction, type Db, type Row } from './db';
import { LocalBus } from './localBus';
import { PgliteCalls, type Calls, type StartSettings } from './pgliteCalls';
import { startPgliteThread } from './pgliteThread';
import { PgliteWire } from './pgliteWire';

/** The Db surface over PGlite, whose calls go to `calls` (a PGlite instance here, or on its own thread). */
export function pgliteDb(pg: PGlite | Calls): Db {
  const calls = pg instanceof PGlite ? new PgliteCalls(pg) : pg;
  const wire = new PgliteWire(calls);
  return {
    kind: 'pglite',
    local: new LocalBus(),
    query: <T extends Row>(sql: string, params: unknown[] = []) => wire.query<T>(sql, params),
    transaction: (work) =>
      wire.transaction((query, queue, copy) =>
        work(
          inTransaction(
            'pglite',
            (sql, params = []) => query(sql, params),
            (sql, params = []) => queue(sql, params),
            {
              // PGlite's COPY reads and writes the device /dev/blob, whose contents travel with the call.
              copyIn: async (target, data, { freeze = false } = {}) =>
                void (await copy(`COPY ${target} FROM '/dev/blob'${freeze ? ' WITH (FREEZE)' : ''}`, new Blob([data as Uint8Array<ArrayBuffer>]))),
              copyOut: async (source) => Buffer.from((await (await copy(`COPY ${source} TO '/dev/blob'`)).blob?.arrayBuffer()) ?? new ArrayBuffer(0)),
            },
          ),
        ),
      ),
    close: () => wire.close(),
  };
}

/**
 * Contrib extensions every PGlite instance loads: pg_trgm indexes the list search (`LIKE '%palavra%'`);
 * btree_gist lets a descriptor's no-overlap rule be an exclusion constraint (overlapRules.ts).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gist };

/**
 * Embedded Postgres: in memory when `dir` is absent (tests), on disk otherwise. `thread`: PGlite runs on a
 * thread of its own (pgliteThread.ts) — the server's, on disk; `onLost` hears if that thread ever stops unasked.
 */
export async function openPglite(dir?: string, { thread = false, onLost, settings }: { thread?: boolean; onLost?: (e: Error) => void; settings?: StartSettings } = {}): Promise<Db> {
  if (thread && dir) return pgliteDb(await startPgliteThread(dir, { onLost, settings }));
  return pgliteDb(await PGlite.create(pgliteOptions(dir, settings)));
}

export type { StartSettings };

/** PGlite's options for a folder, with `settings` added to its own start parameters. */
export function pgliteOptions(dataDir: string | undefined, settings: StartSettings = {}) {
  const extra = Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]);
  return { dataDir, extensions: PGLITE_EXTENSIONS, ...(extra.length ? { startParams: [...PGlite.defaultStartParams, ...extra] } : {}) };
}
