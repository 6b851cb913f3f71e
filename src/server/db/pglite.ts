import { PGlite } from '@electric-sql/pglite';
import { inTransaction, type Db, type Row } from './db';

/** The Db surface over a PGlite instance. */
export function pgliteDb(pg: PGlite): Db {
  return {
    kind: 'pglite',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await pg.query<T>(sql, params)).rows;
    },
    transaction: (work) =>
      pg.transaction((tx) => work(inTransaction('pglite', async <T extends Row>(sql: string, params: unknown[] = []) => (await tx.query<T>(sql, params)).rows))),
    close: () => pg.close(),
  };
}

/** Embedded Postgres: in memory when `dir` is absent (tests), on disk otherwise. */
export async function openPglite(dir?: string): Promise<Db> {
  return pgliteDb(await PGlite.create(dir));
}
