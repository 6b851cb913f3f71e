import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { DEFAULT_PG_SETTINGS, type PgSettings } from './pgSettings';
import { inTransaction, type Db, type Listening, type ListenHandlers, type QueryOptions, type Row } from './db';
import { PgQueued } from './pgQueued';

const INT8 = 20;

interface PgOptions extends Partial<PgSettings> {
  /** Where a lost idle connection is reported (default: one line on stderr). */
  onConnectionError?: (error: Error) => void;
}

/**
 * PostgreSQL ended the session under the statement (admin_shutdown, crash_shutdown, cannot_connect_now): the
 * statement did not run to the end — nothing of it committed — so running it once more, on a fresh connection, is safe.
 * Under load a request can take an idle connection whose backend is being ended before the pool hears of it.
 */
const SESSION_ENDED = new Set(['57P01', '57P02', '57P03']);
const sessionEnded = (e: unknown) => SESSION_ENDED.has((e as { code?: string } | null)?.code ?? '');

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
    async query<T extends Row>(sql: string, params: unknown[] = [], options?: QueryOptions) {
      const statement = statementOf(sql, params, settings.prepare && options?.repeated);
      try {
        return (await pool.query(statement)).rows as T[];
      } catch (e) {
        if (!sessionEnded(e)) throw e;
        return (await pool.query(statement)).rows as T[];
      }
    },
    async transaction(work) {
      const client = await beganOn(pool);
      let broken: unknown;
      const queued = new PgQueued((text) => client.query(text) as unknown as Promise<pg.QueryResult | pg.QueryResult[]>);
      try {
        const result = await work(
          inTransaction(
            'pg',
            async <T extends Row>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
              await queued.flush();
              return (await client.query(statementOf(sql, params, settings.prepare && options?.repeated))).rows as T[];
            },
            (sql, params = []) => queued.add(sql, params),
            {
              copyIn: async (target, data, { freeze = false } = {}) => {
                await queued.flush();
                await pipeline(Readable.from([data]), client.query(copyFrom(`COPY ${target} FROM STDIN${freeze ? ' WITH (FREEZE)' : ''}`)));
              },
              copyOut: async (source) => {
                await queued.flush();
                const chunks: Buffer[] = [];
                for await (const chunk of client.query(copyTo(`COPY ${source} TO STDOUT`))) chunks.push(chunk as Buffer);
                return Buffer.concat(chunks);
              },
            },
          ),
        );
        const ended = await queued.flush('COMMIT');
        // A statement failed and `work` went on regardless: PostgreSQL rolled it all back.
        if (ended?.command === 'ROLLBACK') throw new Error('a transação foi desfeita: um comando dela falhou');
        return result;
      } catch (e) {
        queued.abandon(e);
        // A failed ROLLBACK means the connection itself is gone: it must not go back to the pool.
        await client.query('ROLLBACK').catch((rollbackError: unknown) => (broken = rollbackError));
        throw e;
      } finally {
        client.release(broken instanceof Error ? broken : undefined);
      }
    },
    close: () => pool.end(),
    // Behind PgBouncer in transaction mode a LISTEN does not stay on one server connection: the listener then
    // needs a direct (or session-mode) address, DATABASE_LISTEN_URL.
    listen: (channel, handlers) => listenOn(settings.listenUrl ?? connectionString, channel, handlers, options.onConnectionError ?? reportLost),
  };
}

/**
 * A statement as `pg` sends it. A repeated one is named after its text: each connection parses and plans it once
 * and then only binds its values (the planning of a write with its history entry cost more than running it).
 */
function statementOf(text: string, values: unknown[], repeated = false): pg.QueryConfig {
  return repeated ? { name: `painel_${createHash('sha1').update(text).digest('base64url')}`, text, values } : { text, values };
}

/** A pooled connection inside BEGIN; one whose session PostgreSQL is ending is dropped for a fresh one (nothing ran on it). */
async function beganOn(pool: pg.Pool): Promise<pg.PoolClient> {
  for (let attempt = 0; ; attempt++) {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      return client;
    } catch (e) {
      client.release(e as Error);
      if (attempt > 0 || !sessionEnded(e)) throw e;
    }
  }
}

/** One dedicated connection that LISTENs, reopened after 1 s, 2 s, 4 s… (at most 30 s) whenever it is lost. */
async function listenOn(url: string, channel: string, handlers: ListenHandlers, report: (e: Error) => void): Promise<Listening> {
  let client: pg.Client | undefined;
  let stopped = false;
  let delay = 1000;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (again: boolean): Promise<void> => {
    const c = new pg.Client({ connectionString: url, application_name: 'painel-listen', keepAlive: true });
    c.on('notification', (n) => n.channel === channel && handlers.notify(n.payload ?? ''));
    c.on('error', (e) => {
      report(e);
      lost(c);
    });
    c.on('end', () => lost(c));
    await c.connect();
    // What this connection commits is a NOTIFY of its own (Listening.notify): nothing that must reach the disk.
    await c.query('SET synchronous_commit = off');
    await c.query(`LISTEN ${channel}`);
    client = c;
    delay = 1000;
    if (again) handlers.reconnected?.();
  };
  const lost = (c: pg.Client) => {
    if (stopped || client !== c) return;
    client = undefined;
    handlers.lost?.();
    void c.end().catch(() => undefined);
    const retry = () => {
      if (stopped) return;
      connect(true).catch((e: unknown) => {
        report(e as Error);
        delay = Math.min(delay * 2, 30_000);
        timer = setTimeout(retry, delay);
      });
    };
    timer = setTimeout(retry, delay);
  };
  await connect(false);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
    async notify(payload) {
      if (!client) throw new Error('a conexão que escuta está fechada');
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
  };
}
