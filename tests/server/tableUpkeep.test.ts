// @vitest-environment node
// PGlite has no autovacuum: Painel's upkeep vacuums and analyses what grew or changed, so plans and counts stay
// as quick as on a database someone looked after. PostgreSQL keeps its own autovacuum (no upkeep there).
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { TableUpkeep } from '../../src/server/db';
import { client, makeApp, signIn } from './helpers';

const onPostgres = Boolean(process.env.PAINEL_TEST_DATABASE_URL);
let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const stats = async (a: FastifyInstance, table: string) =>
  (await a.painel.db.query<{ reltuples: number; relallvisible: number }>(`SELECT reltuples::float8 AS reltuples, relallvisible FROM pg_class WHERE relname = $1`, [table]))[0];

/** 5,000 categories in one statement, written by hand (no change feed): due by growth alone. */
const grow5000 = (a: FastifyInstance) =>
  a.painel.db.query(`INSERT INTO categories (id, name, created_at, updated_at) SELECT 'c' || g, 'Categoria ' || g, now(), now() FROM generate_series(1, 5000) AS g`);

/** An upkeep of its own on `a`'s database that hears a request every 20 ms while `work` runs. */
async function underRequests(a: FastifyInstance, waits: { quietMs: number; maxWaitMs: number }, work: (upkeep: TableUpkeep) => Promise<void>) {
  const upkeep = new TableUpkeep(a.painel.db, undefined, waits);
  upkeep.heard();
  const busy = setInterval(() => upkeep.heard(), 20);
  try {
    await work(upkeep);
  } finally {
    clearInterval(busy);
  }
}

describe.skipIf(onPostgres)('upkeep on PGlite', () => {
  it('a table that grew by hand (5,000 rows in one statement) is vacuumed and analysed once, then left alone', async () => {
    app = await makeApp({ upkeepEveryMs: 0 });
    await grow5000(app);
    expect(await app.painel.upkeep!.run()).toContain('categories');
    // Statistics now count the rows, and the visibility map is set (that is VACUUM, not ANALYZE alone).
    const after = await stats(app, 'categories');
    expect(after.reltuples).toBeGreaterThanOrEqual(5000);
    expect(after.relallvisible).toBeGreaterThan(0);
    // Nothing changed since: nothing is due.
    expect(await app.painel.upkeep!.run()).not.toContain('categories');
  });

  it('changes that leave a table its size are counted from the writes themselves: 60 edits make it due', async () => {
    app = await makeApp({ upkeepEveryMs: 0 });
    const api = client(app, await signIn(app));
    const { id } = (await api.post('/api/categories', { name: 'Editada' })).json();
    await app.painel.upkeep!.run();
    expect(await app.painel.upkeep!.run()).toEqual([]);
    for (let i = 0; i < 49; i++) expect((await api.patch(`/api/categories/${id}`, { name: `Editada ${i}` })).statusCode).toBe(200);
    // 49 changes to a table of a few rows: below PostgreSQL's own threshold (50 + 10 %).
    expect(await app.painel.upkeep!.run()).not.toContain('categories');
    for (let i = 49; i < 60; i++) expect((await api.patch(`/api/categories/${id}`, { name: `Editada ${i}` })).statusCode).toBe(200);
    const done = await app.painel.upkeep!.run();
    expect(done).toContain('categories');
    // Every change wrote its history row too.
    expect(done).toContain('painel_history');
  });

  // PGlite is one thread: an ANALYZE of a grown table holds it for a few hundred ms, and every request waits.
  it('a due table waits while requests keep coming, and is done once they stop', async () => {
    app = await makeApp({ upkeepEveryMs: 0 });
    const api = client(app, await signIn(app));
    await grow5000(app);
    // A request begins every 50 ms for a second (not waiting for the one before): nothing vacuumed meanwhile.
    const answers = [api.get('/api/categories?page=1&limit=1')];
    let finished = false;
    const running = app.painel.upkeep!.run().then((tables) => ((finished = true), tables));
    const busy = setInterval(() => answers.push(api.get('/api/categories?page=1&limit=1')), 50);
    await new Promise((r) => setTimeout(r, 1000));
    clearInterval(busy);
    expect(finished).toBe(false);
    for (const answer of answers) expect((await answer).statusCode).toBe(200);
    expect((await stats(app, 'categories')).relallvisible).toBe(0);
    expect(await running).toContain('categories');
    const after = await stats(app, 'categories');
    expect(after.reltuples).toBeGreaterThanOrEqual(5000);
    expect(after.relallvisible).toBeGreaterThan(0);
  });

  it('requests that never stop hold it back only so long: past its longest wait it runs anyway', async () => {
    app = await makeApp({ upkeepEveryMs: 0 });
    await grow5000(app);
    await underRequests(app, { quietMs: 200, maxWaitMs: 600 }, async (upkeep) => {
      const started = Date.now();
      expect(await upkeep.run()).toContain('categories');
      expect(Date.now() - started).toBeGreaterThanOrEqual(600);
      expect((await stats(app!, 'categories')).reltuples).toBeGreaterThanOrEqual(5000);
    });
  });

  it('closing the server does not wait for a quiet moment that is not coming', async () => {
    app = await makeApp({ upkeepEveryMs: 0 });
    await grow5000(app);
    await underRequests(app, { quietMs: 200, maxWaitMs: 60_000 }, async (upkeep) => {
      const running = upkeep.run();
      await new Promise((r) => setTimeout(r, 100));
      const started = Date.now();
      await upkeep.idle();
      expect(Date.now() - started).toBeLessThan(1000);
      expect(await running).toEqual([]);
    });
  });
});

// On both databases: what the history's statistics are kept for.
it("the history's JSON columns are analysed by nobody (no query reads them by value); its filters are", async () => {
  app = await makeApp({ upkeepEveryMs: 0 });
  const api = client(app, await signIn(app));
  for (let i = 0; i < 5; i++) await api.post('/api/categories', { name: `Analisada ${i}` });
  await app.painel.db.query('ANALYZE painel_history');
  const analysed = await app.painel.db.query<{ attname: string }>(`SELECT attname FROM pg_stats WHERE tablename = 'painel_history' ORDER BY attname`);
  const names = analysed.map((r) => r.attname);
  expect(names).toEqual(expect.arrayContaining(['resource', 'record_id', 'actor_id', 'operation', 'at']));
  expect(names).not.toContain('changes');
  expect(names).not.toContain('snapshot');
  expect(names).not.toContain('undo_previous');
});

it.runIf(onPostgres)('on PostgreSQL: no upkeep of its own in Painel (autovacuum does it)', async () => {
  app = await makeApp();
  expect(app.painel.upkeep).toBeUndefined();
});
