import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { unprivilegedUser } from './unprivileged';

/** Debian's PostgreSQL 15 (`apt-get install postgresql`); PAINEL_PG_BIN points elsewhere. */
export const PG_BIN = process.env.PAINEL_PG_BIN ?? '/usr/lib/postgresql/15/bin';
export const postgresInstalled = existsSync(join(PG_BIN, 'initdb')) && existsSync(join(PG_BIN, 'postgres'));
export const POSTGRES_MISSING = `PostgreSQL binaries not found in ${PG_BIN} (apt-get install postgresql, or set PAINEL_PG_BIN)`;

/** A throwaway PostgreSQL cluster on 127.0.0.1, trust authentication, superuser `postgres`. */
export interface PostgresServer {
  port: number;
  /** postgres://postgres@127.0.0.1:port/postgres */
  url: string;
  /** Runs SQL on its own short connection (to look at or end the app's connections). */
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Fast shutdown: every session is terminated, as in a real restart. */
  stop(): Promise<void>;
  /** Starts again on the same port and data. */
  start(): Promise<void>;
  /** Stops and removes the data directory. */
  destroy(): Promise<void>;
}

const READY = 'database system is ready to accept connections';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Resolves once the server logs that it accepts connections; rejects with its log if it exits first. */
function waitReady(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(READY)) {
        child.stderr?.off('data', onData);
        child.off('exit', onExit);
        resolve();
      }
    };
    const onExit = (code: number | null) => reject(new Error(`postgres exited (${code}) before it was ready:\n${log}`));
    child.stderr?.on('data', onData);
    child.once('exit', onExit);
  });
}

export async function startPostgres(): Promise<PostgresServer> {
  if (!postgresInstalled) throw new Error(POSTGRES_MISSING);
  const user = unprivilegedUser();
  const dir = mkdtempSync(join(tmpdir(), 'painel-pg-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const data = join(dir, 'data');
  const asUser = user ? { uid: user.uid, gid: user.gid } : {};
  execFileSync(join(PG_BIN, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], { ...asUser, stdio: 'pipe' });

  let port = await freePort();
  let child: ChildProcess | undefined;
  const launch = async () => {
    // TCP on loopback only, no Unix socket (no shared directory to own); durability off: the data is thrown away.
    const args = ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories=', '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
    child = spawn(join(PG_BIN, 'postgres'), args, { ...asUser, stdio: ['ignore', 'ignore', 'pipe'] });
    await waitReady(child);
    // Keep draining its log so the pipe never fills.
    child.stderr?.resume();
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGINT');
    await exited;
  };

  // The free port can be taken between the probe and the bind: one more try on a new one.
  try {
    await launch();
  } catch {
    await stop();
    port = await freePort();
    await launch();
  }

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    port,
    url,
    async query(sql, params) {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        return (await c.query(sql, params)).rows;
      } finally {
        await c.end();
      }
    },
    stop,
    start: launch,
    async destroy() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
