// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { client, makeApp, signedInApp, signIn } from './helpers';

// A cap of 10 stands for the real 10,000. Categories: 120 hold "Alfa", 16 "Gama", 7 "Delta"; 1,200 "Ômega" fill the
// table past the 1,000 rows under which no plan is asked; 3,000 hold "Sol", 3,000 "Lua" and 6 both. Services: 12
// hold "Beta", never analysed.
const made = signedInApp({ listLimits: { countCap: 10 } });
const statements: string[] = [];

beforeAll(async () => {
  const { db } = made.app.painel;
  // On PostgreSQL autovacuum would analyse the tables at some moment of its choosing: here the test says when.
  for (const table of ['categories', 'services']) await db.query(`ALTER TABLE ${table} SET (autovacuum_enabled = false)`);
  const rows = [...Array.from({ length: 120 }, (_, i) => `Alfa ${i}`), ...Array.from({ length: 16 }, (_, i) => `Gama ${i}`), ...Array.from({ length: 7 }, (_, i) => `Delta ${i}`)];
  for (const name of rows) {
    expect((await made.api.post('/api/categories', { name })).statusCode).toBe(201);
    // PGlite's clock counts milliseconds, and a create takes less: two in one millisecond would list in id order.
    await new Promise((r) => setTimeout(r, 2));
  }
  for (let i = 0; i < 12; i++) expect((await made.api.post('/api/server/services', { name: `Beta ${i}`, price: 10 })).statusCode).toBe(201);
  // Older than every other row, so they never reach a page sorted newest first.
  const older = (name: string, n: number) =>
    db.query(`INSERT INTO categories (id, name, created_at, updated_at) SELECT gen_random_uuid()::text, $1 || i, timestamptz '2020-01-01' + i * interval '1 minute', timestamptz '2020-01-01' FROM generate_series(1, $2::int) AS i`, [name, n]);
  await older('Ômega ', 1200);
  await older('Sol ', 3000);
  await older('Lua ', 3000);
  await older('Sol e Lua ', 6);
  await db.query('ANALYZE categories');
  // Every statement the server sends from here on, as text.
  const query = db.query.bind(db);
  db.query = ((sql: string, params?: unknown[]) => (statements.push(sql), query(sql, params))) as typeof db.query;
});

/** A list page read afresh (a page kept since the last change would send no statement), and the reads it made. */
const page = async (url: string, table = 'categories') => {
  made.app.painel.listAnswers?.changed();
  statements.length = 0;
  const res = await made.api.get(url);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  const { total, totalCapped } = body.data?.items ? body.data : body;
  const reads = statements.filter((s) => s.includes(`FROM "${table}"`) && !/^\s*EXPLAIN/i.test(s));
  const items = (body.data?.items ?? body.data) as { name: string }[];
  return { total, totalCapped, counted: reads.some((s) => /^\s*SELECT count\(\*\)/i.test(s)), reads: reads.length, names: items.map((r) => r.name) };
};

describe('a total far past the cap is told from the planner, not counted', () => {
  it('a table that has no statistics is counted ("Beta": 12 services, capped at 10 by counting)', async () => {
    expect(await page('/api/server/services?q=beta&limit=5', 'services')).toMatchObject({ total: 10, totalCapped: true, counted: true });
  });

  it('"Alfa" (120 matches, twelve times the cap) is "more than 10" without a count', async () => {
    expect(await page('/api/categories?q=alfa&limit=5')).toMatchObject({ total: 10, totalCapped: true, counted: false, names: ['Alfa 119', 'Alfa 118', 'Alfa 117', 'Alfa 116', 'Alfa 115'] });
  });

  it('so is the whole list (7,349 rows)', async () => {
    expect(await page('/api/categories?limit=5')).toMatchObject({ total: 10, totalCapped: true, counted: false });
  });

  it('"Gama" (16 matches: past the cap, but not two and a half times) is counted, still capped, and its page is the newest five', async () => {
    expect(await page('/api/categories?q=gama&limit=5')).toMatchObject({ total: 10, totalCapped: true, counted: true, names: ['Gama 15', 'Gama 14', 'Gama 13', 'Gama 12', 'Gama 11'] });
  });

  it('two words are counted: "Sol" and "Lua" each in 3,006 rows are together in 6, not the 1,200 the planner expects of independent words', async () => {
    expect(await page('/api/categories?q=sol%20lua&limit=5')).toMatchObject({ total: 6, counted: true });
  });

  it('a page past the last match is counted', async () => {
    expect(await page('/api/categories?q=alfa&limit=5&page=40')).toMatchObject({ total: 120, counted: true, names: [] });
  });
});

describe('a search expected to find few rows is read once, page and total together', () => {
  it('"Delta" (7 matches among 7,349): one read gives both', async () => {
    expect(await page('/api/categories?q=delta&limit=5')).toEqual({ total: 7, counted: false, reads: 1, names: ['Delta 6', 'Delta 5', 'Delta 4', 'Delta 3', 'Delta 2'] });
    expect(await page('/api/categories?q=delta&limit=5&page=2')).toEqual({ total: 7, counted: false, reads: 1, names: ['Delta 1', 'Delta 0'] });
    expect(await page('/api/categories?q=delta&limit=5&sort=name')).toMatchObject({ total: 7, reads: 1, names: ['Delta 0', 'Delta 1', 'Delta 2', 'Delta 3', 'Delta 4'] });
  });

  it('past its last page, the usual reads say so', async () => {
    expect(await page('/api/categories?q=delta&limit=5&page=3')).toMatchObject({ total: 7, names: [] });
  });

  it('nothing found: total 0 from the same one read', async () => {
    expect(await page('/api/categories?q=inexistente&limit=5')).toEqual({ total: 0, counted: false, reads: 1, names: [] });
  });
});

// PGlite is one session, so SET ROLE makes the whole app a role that is not a superuser (PostgreSQL's pool: no).
describe.skipIf(Boolean(process.env.PAINEL_TEST_DATABASE_URL))('run by a role that is not a superuser', () => {
  it("lists still read the statistics (pg_statistic is a superuser's only)", async () => {
    const own = await makeApp({ listLimits: { countCap: 10 } });
    try {
      const ownApi = client(own, await signIn(own));
      for (let i = 0; i < 7; i++) expect((await ownApi.post('/api/categories', { name: `Delta ${i}` })).statusCode).toBe(201);
      const { db } = own.painel;
      await db.query('ANALYZE categories');
      await db.query('CREATE ROLE painel_comum NOSUPERUSER');
      await db.query('GRANT ALL ON ALL TABLES IN SCHEMA public TO painel_comum');
      await db.query('GRANT ALL ON ALL SEQUENCES IN SCHEMA public TO painel_comum');
      await db.query('SET ROLE painel_comum');
      const res = await ownApi.get('/api/categories?q=delta&limit=5');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ total: 7, data: [{ name: 'Delta 6' }, { name: 'Delta 5' }, { name: 'Delta 4' }, { name: 'Delta 3' }, { name: 'Delta 2' }] });
    } finally {
      await own.close();
    }
  });
});
