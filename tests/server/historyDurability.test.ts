// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { tempDir, throwawayDatabaseUrl } from './helpers';
import { spawnServer, type SpawnedServer } from './support/serverProcess';

const PASSWORD = 'senha-do-admin-1';
const WRITERS = 20;

/** Starts the real server and waits until it answers; its address. */
async function start(env: Record<string, string>): Promise<{ server: SpawnedServer; url: string }> {
  const server = await spawnServer({ ADMIN_PASSWORD: PASSWORD, ...env });
  for (;;) {
    const m = /Painel pronto em (http:\/\/\S+)\/app/.exec(server.stderr());
    if (m) return { server, url: m[1] };
    if (server.child.exitCode !== null) throw new Error(`o servidor saiu:\n${server.stderr()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@painel.local', password: PASSWORD }) });
  return ((await res.json()) as { token: string }).token;
}

/** Acknowledged writes: each record's id and every version an answer reported. */
type Acknowledged = Map<string, Set<number>>;

/** One writer: creates a category, then renames it again and again until the server dies. */
async function writer(url: string, token: string, n: number, acked: Acknowledged, stop: { dead: boolean }) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let id: string | undefined;
  for (let i = 0; !stop.dead; i++) {
    try {
      const res = id
        ? await fetch(`${url}/api/categories/${id}`, { method: 'PATCH', headers, body: JSON.stringify({ name: `Escritor ${n} passo ${i}` }) })
        : await fetch(`${url}/api/categories`, { method: 'POST', headers, body: JSON.stringify({ name: `Escritor ${n}` }) });
      if (!res.ok) continue;
      const record = (await res.json()) as { id: string; version: number };
      id = record.id;
      if (!acked.has(id)) acked.set(id, new Set());
      acked.get(id)!.add(record.version);
    } catch {
      // The server was killed: this write was not acknowledged.
      return;
    }
  }
}

async function killUnderLoad(env: Record<string, string>) {
  const first = await start(env);
  const token = await signIn(first.url);
  const acked: Acknowledged = new Map();
  const stop = { dead: false };
  const writers = Array.from({ length: WRITERS }, (_, n) => writer(first.url, token, n, acked, stop));
  await new Promise((r) => setTimeout(r, 2000));
  first.server.child.kill('SIGKILL');
  stop.dead = true;
  await first.server.exited;
  await Promise.all(writers);

  const second = await start(env);
  try {
    const again = await signIn(second.url);
    const get = async (path: string) => (await fetch(`${second.url}${path}`, { headers: { authorization: `Bearer ${again}` } })).json() as Promise<Record<string, unknown>>;
    const writes = [...acked.values()].reduce((n, v) => n + v.size, 0);
    expect(writes).toBeGreaterThan(WRITERS);
    // Every record there is (acknowledged or not): each version it went through has exactly one entry, and
    // there is none for a version it did not reach (a write rolled back by the kill left neither).
    const { data: records } = (await get('/api/categories?limit=100')) as { data: { id: string; version: number }[] };
    expect(records.length).toBeGreaterThanOrEqual(acked.size);
    const logged = new Map<string, number[]>();
    for (const { id, version } of records) {
      // Every page of its history (a record written fast enough goes past one page of 100).
      const entries: { id: number; version: number }[] = [];
      for (let before = ''; ; ) {
        const page = (await get(`/api/painel/history/categories/${id}?limit=100${before}`)) as { items: { id: number; version: number }[]; more: boolean };
        entries.push(...page.items);
        if (!page.more) break;
        before = `&before=${page.items.at(-1)!.id}`;
      }
      logged.set(id, entries.map((e) => e.version).sort((a, b) => a - b));
      expect(logged.get(id)).toEqual(Array.from({ length: version }, (_, i) => i + 1));
    }
    // Every acknowledged write is among them.
    for (const [id, versions] of acked) for (const v of versions) expect(logged.get(id)).toContain(v);
    return writes;
  } finally {
    second.server.child.kill('SIGTERM');
    await second.server.exited;
  }
}

const dbs: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const drop of dbs) await drop();
});

describe('kill -9 under 20 writers: no change without its history entry, no entry without its change', () => {
  it('embedded database (PGlite on disk)', async () => {
    const dataDir = tempDir();
    await killUnderLoad({ DATA_DIR: dataDir });
  }, 90_000);

  it.skipIf(!process.env.PAINEL_TEST_DATABASE_URL)('PostgreSQL', async () => {
    const { url, drop } = await throwawayDatabaseUrl();
    dbs.push(drop);
    await killUnderLoad({ DATA_DIR: tempDir(), DATABASE_URL: url });
  }, 90_000);
});
