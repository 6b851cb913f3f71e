import pg from 'pg';
import type { Db, Row } from './db';

const INT8 = 20;

/** A PostgreSQL server through `pg`. bigint columns come back as numbers, as PGlite returns them. */
export async function openPg(connectionString: string): Promise<Db> {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 ? (v: string) => (Number.isSafeInteger(Number(v)) ? Number(v) : v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // Fail at start, with the driver's reason, rather than on the first request.
  await pool.query('select 1');
  return {
    kind: 'pg',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    close: () => pool.end(),
  };
}
