import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { inTransaction, type Db, type Row } from './db';
import { LocalBus } from './localBus';
import { PgliteWire } from './pgliteWire';

/** The Db surface over a PGlite instance. */
export function pgliteDb(pg: PGlite): Db {
  const wire = new PgliteWire(pg);
  return {
    kind: 'pglite',
    local: new LocalBus(),
    query: <T extends Row>(sql: string, params: unknown[] = []) => wire.query<T>(sql, params),
    transaction: (work) => wire.transaction((query, queue) => work(inTransaction('pglite', (sql, params = []) => query(sql, params), (sql, params = []) => queue(sql, params)))),
    close: () => pg.close(),
  };
}

/** Contrib extensions every PGlite instance loads: pg_trgm indexes the list search (`LIKE '%palavra%'`). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/** Embedded Postgres: in memory when `dir` is absent (tests), on disk otherwise. */
export async function openPglite(dir?: string): Promise<Db> {
  return pgliteDb(await PGlite.create({ dataDir: dir, extensions: PGLITE_EXTENSIONS }));
}
