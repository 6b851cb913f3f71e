// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPg } from '../../src/server/db/pg';
import { ADMIN, tempDir } from './helpers';
import { POSTGRES_MISSING, postgresInstalled, startPostgres, type PostgresServer } from './support/postgres';

if (!postgresInstalled) console.warn(`pgConnection.test.ts skipped: ${POSTGRES_MISSING}`);

/** The server as a child process, with its stderr kept to wait on. */
interface ServerProcess {
  child: ChildProcess;
  url: string;
  stderr: () => string;
}

function serve(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/support/serveFromEnv.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /LISTENING (\S+)/.exec(out);
      if (m) resolve({ child, url: m[1], stderr: () => err });
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${out}\n${err}`)));
  });
}

/** Resolves when the server writes `text` to stderr; rejects if the process exits first (the defect). */
function waitForLog(server: ServerProcess, text: string, from: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!server.stderr().slice(from).includes(text)) return;
      server.child.stderr!.off('data', check);
      server.child.off('exit', died);
      resolve();
    };
    const died = (code: number | null) => reject(new Error(`the server process died (exit ${code}):\n${server.stderr()}`));
    server.child.stderr!.on('data', check);
    server.child.once('exit', died);
    check();
  });
}

async function until(ok: () => Promise<boolean>) {
  for (let i = 0; i < 200 && !(await ok()); i++) await new Promise((r) => setTimeout(r, 10));
}

const LOST = 'Conexão com o PostgreSQL perdida';
// The server process is the only other client of this cluster.
const APP_SESSIONS = "backend_type = 'client backend' AND pid <> pg_backend_pid()";

describe.skipIf(!postgresInstalled)('with DATABASE_URL, on a real PostgreSQL 15', () => {
  let pgServer: PostgresServer;
  let server: ServerProcess;
  let token: string;
  const probes = () =>
    pgServer.query(`SELECT pid FROM pg_stat_activity WHERE state = 'active' AND query LIKE '%painel-retry-probe%' AND pid <> pg_backend_pid()`);
  const get = (path: string) => fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });

  beforeAll(async () => {
    pgServer = await startPostgres();
    server = await serve({
      DATABASE_URL: pgServer.url,
      DATA_DIR: tempDir(),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PG_POOL_MAX: '3',
      LOG_LEVEL: 'error',
    });
    const signIn = await fetch(`${server.url}/api/authentication`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(signIn.status).toBe(200);
    token = ((await signIn.json()) as { token: string }).token;
  }, 60_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      const exited = new Promise((r) => server.child.once('exit', r));
      server.child.kill('SIGTERM');
      await exited;
    }
    await pgServer?.destroy();
  });

  it('PostgreSQL ends the idle connections (pg_terminate_backend): the process logs it, lives, and the next request succeeds', async () => {
    expect((await get('/api/categories')).status).toBe(200);
    const from = server.stderr().length;
    const ended = await pgServer.query<{ ok: boolean }>(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE ${APP_SESSIONS} AND state = 'idle'`,
    );
    expect(ended.length).toBeGreaterThan(0);
    await waitForLog(server, LOST, from);
    expect(server.child.exitCode).toBeNull();
    const res = await get('/api/categories');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: [], total: 0, page: 1, limit: 10 });
  });

  it('PostgreSQL restarts: a request while it is down is a JSON error, and once it is back the app serves again', async () => {
    expect((await get('/api/categories')).status).toBe(200);
    const from = server.stderr().length;
    await pgServer.stop();
    await waitForLog(server, LOST, from);
    const down = await get('/api/categories');
    expect(down.status).toBe(500);
    expect(await down.json()).toEqual({ message: 'Erro interno do servidor.' });
    await pgServer.start();
    const res = await get('/api/categories');
    expect(res.status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });

  it('PG_POOL_MAX bounds the connections: 3 here, however many requests at once', async () => {
    await Promise.all(Array.from({ length: 8 }, () => get('/api/categories').then((r) => expect(r.status).toBe(200))));
    const [{ n }] = await pgServer.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE ${APP_SESSIONS}`);
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(3);
  });

  it('a statement whose connection PostgreSQL ends under it (57P01: it did not run to the end) runs again on a fresh connection', async () => {
    const db = await openPg(pgServer.url, { poolMax: 2, onConnectionError: () => undefined });
    try {
      const read = db.query<{ one: number }>("SELECT 1 AS one, pg_sleep(0.4) AS slept, 'painel-retry-probe' AS probe");
      await until(async () => (await probes()).length === 1);
      const ended = await pgServer.query<{ ok: boolean }>(
        `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE query LIKE '%painel-retry-probe%' AND pid <> pg_backend_pid()`,
      );
      expect(ended).toEqual([{ ok: true }]);
      expect(await read).toEqual([{ one: 1, slept: '', probe: 'painel-retry-probe' }]);
    } finally {
      await db.close();
    }
  });

  it('the statement timeout cancels a query that runs longer (57014)', async () => {
    const db = await openPg(pgServer.url, { statementTimeoutMs: 100 });
    try {
      await expect(db.query('SELECT pg_sleep(5)')).rejects.toMatchObject({ code: '57014' });
      expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe('connection timeout', () => {
  let silent: Server;
  let port: number;
  const sockets = new Set<Socket>();
  beforeAll(async () => {
    // Accepts TCP and never says a word, like a server behind a dead link.
    silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    port = (silent.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((r) => silent.close(r));
  });

  it('a server that never answers fails the start after PG_CONNECTION_TIMEOUT_MS instead of hanging', async () => {
    const started = performance.now();
    await expect(openPg(`postgres://painel@127.0.0.1:${port}/painel`, { connectionTimeoutMs: 300 })).rejects.toThrow(/timeout/i);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
