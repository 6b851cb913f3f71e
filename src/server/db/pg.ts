import pg from 'pg';
import { DEFAULT_PG_SETTINGS, type PgSettings } from './pgSettings';
import { inTransaction, type Db, type Row } from './db';

const INT8 = 20;

interface PgOptions extends Partial<PgSettings> {
  /** Where a lost idle connection is reported (default: one line on stderr). */
  onConnectionError?: (error: Error) => void;
}

const reportLost = (error: Error) =>
  console.error(`Conexão com o PostgreSQL perdida (${error.message}); uma nova será aberta no próximo acesso ao banco.`);

/** A PostgreSQL server through `pg`. bigint columns come back as numbers, as PGlite returns them. */
export async function openPg(connectionString: string, options: PgOptions = {}): Promise<Db> {
  const settings = { ...DEFAULT_PG_SETTINGS, ...options };
  const pool = new pg.Pool({
    connectionString,
    max: settings.poolMax,
    // Without it, a request waits forever for a server that accepts TCP but never answers.
    connectionTimeoutMillis: settings.connectionTimeoutMs,
    statement_timeout: settings.statementTimeoutMs,
    // Names our sessions in pg_stat_activity; a silently dropped peer is noticed by TCP keepalive.
    application_name: 'painel',
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8 ? (v: string) => (Number.isSafeInteger(Number(v)) ? Number(v) : v) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection the server ends (a restart, pg_terminate_backend, an idle timeout) is emitted here.
  // Unheard, that 'error' event ends the process; heard, the pool drops the connection and opens another.
  pool.on('error', options.onConnectionError ?? reportLost);
  // Fail at start, with the driver's reason, rather than on the first request.
  try {
    await pool.query('select 1');
  } catch (e) {
    await pool.end();
    throw e;
  }
  return {
    kind: 'pg',
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      return (await pool.query(sql, params)).rows as T[];
    },
    async transaction(work) {
      const client = await pool.connect();
      let broken: unknown;
      try {
        await client.query('BEGIN');
        const result = await work(inTransaction('pg', async <T extends Row>(sql: string, params: unknown[] = []) => (await client.query(sql, params)).rows as T[]));
        await client.query('COMMIT');
        return result;
      } catch (e) {
        // A failed ROLLBACK means the connection itself is gone: it must not go back to the pool.
        await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
        throw e;
      } finally {
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    close: () => pool.end(),
  };
}
