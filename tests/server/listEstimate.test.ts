// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, makeApp, signIn } from './helpers';

// A cap of 10 stands for the real 10,000: 120 categories hold "Alfa", 16 "Gama", 7 "Delta".
let app: FastifyInstance;
let api: ReturnType<typeof client>;
const statements: string[] = [];

beforeAll(async () => {
  app = await makeApp({ listLimits: { countCap: 10 } });
  api = client(app, await signIn(app));
  // On PostgreSQL autovacuum would analyse the table at some moment of its choosing: here the test says when.
  await app.painel.db.query('ALTER TABLE categories SET (autovacuum_enabled = false)');
  const rows = [...Array.from({ length: 120 }, (_, i) => `Alfa ${i}`), ...Array.from({ length: 16 }, (_, i) => `Gama ${i}`), ...Array.from({ length: 7 }, (_, i) => `Delta ${i}`)];
  for (const name of rows) expect((await api.post('/api/categories', { name })).statusCode).toBe(201);
  // Every statement the server sends from here on, as text.
  const { db } = app.painel;
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: unknown[]) => (statements.push(sql), query(sql, params))) as typeof db.query;
});
afterAll(() => app.close());

const page = async (url: string) => {
  // Read afresh: a page kept since the last change would send no statement at all.
  app.painel.listAnswers?.changed();
  statements.length = 0;
  const res = await api.get(url);
  expect(res.statusCode, res.body).toBe(200);
  const { total, totalCapped } = res.json();
  const reads = statements.filter((s) => /\bFROM "categories"/.test(s) && !/^\s*EXPLAIN/i.test(s));
  return { total, totalCapped, counted: reads.some((s) => /^\s*SELECT count\(\*\)/i.test(s)), reads: reads.length, names: res.json().data.map((r: { name: string }) => r.name) };
};

describe('a total far past the cap is told from the planner, not counted', () => {
  it('before the table has statistics every total is counted ("Alfa": capped at 10, by counting)', async () => {
    expect(await page('/api/categories?q=alfa&limit=5')).toMatchObject({ total: 10, totalCapped: true, counted: true });
  });

  it('once analysed, "Alfa" (120 matches, twelve times the cap) is "more than 10" without a count', async () => {
    await app.painel.db.query('ANALYZE categories');
    expect(await page('/api/categories?q=alfa&limit=5')).toMatchObject({ total: 10, totalCapped: true, counted: false });
  });

  it('so is the whole list (143 rows)', async () => {
    expect(await page('/api/categories?limit=5')).toMatchObject({ total: 10, totalCapped: true, counted: false });
  });

  it('"Gama" (16 matches: past the cap, but not two and a half times) is counted, still capped, and its page is the newest five', async () => {
    expect(await page('/api/categories?q=gama&limit=5')).toMatchObject({ total: 10, totalCapped: true, counted: true, names: ['Gama 15', 'Gama 14', 'Gama 13', 'Gama 12', 'Gama 11'] });
  });

  it('"Delta" (7 matches, a page of 5): page and exact total from one read of its matches', async () => {
    expect(await page('/api/categories?q=delta&limit=5')).toEqual({ total: 7, counted: false, reads: 1, names: ['Delta 6', 'Delta 5', 'Delta 4', 'Delta 3', 'Delta 2'] });
    expect(await page('/api/categories?q=delta&limit=5&page=2')).toEqual({ total: 7, counted: false, reads: 1, names: ['Delta 1', 'Delta 0'] });
    expect(await page('/api/categories?q=delta&limit=5&page=3')).toMatchObject({ total: 7, names: [] });
    expect(await page('/api/categories?q=delta&limit=5&sort=name')).toMatchObject({ total: 7, reads: 1, names: ['Delta 0', 'Delta 1', 'Delta 2', 'Delta 3', 'Delta 4'] });
  });

  it('nothing found: total 0 from the same one read', async () => {
    expect(await page('/api/categories?q=inexistente&limit=5')).toEqual({ total: 0, counted: false, reads: 1, names: [] });
  });
});
