import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { postgresInstalled, startPostgres } from './postgres';

/** A PostgreSQL server for tests that need several connections or processes on one database. */
export interface PgForTests {
  /** A new empty database on it; its URL. */
  newDatabase(): Promise<string>;
  /** Runs SQL on its own short connection to `url`. */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(url: string, sql: string, params?: unknown[]): Promise<T[]>;
  stop(): Promise<void>;
}

const GIVEN = process.env.PAINEL_TEST_DATABASE_URL;
/** PAINEL_TEST_DATABASE_URL's server, else a throwaway cluster when Debian's PostgreSQL is installed. */
export const pgAvailable = Boolean(GIVEN) || postgresInstalled;

async function run<T extends pg.QueryResultRow>(url: string, sql: string, params?: unknown[]): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql, params)).rows;
  } finally {
    await c.end();
  }
}

export async function pgForTests(): Promise<PgForTests> {
  const cluster = GIVEN ? undefined : await startPostgres();
  const base = GIVEN ?? cluster!.url;
  const made: string[] = [];
  return {
    async newDatabase() {
      const name = `painel_test_${randomBytes(6).toString('hex')}`;
      await run(base, `CREATE DATABASE ${name}`);
      made.push(name);
      const url = new URL(base);
      url.pathname = `/${name}`;
      return url.toString();
    },
    query: run,
    async stop() {
      if (cluster) return cluster.destroy();
      for (const name of made) await run(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
