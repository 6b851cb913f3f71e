// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import { buildApp } from '../../src/server/app';
import type { Db } from '../../src/server/db';
import { client, freshDb, makeApp, signIn, tempDir, TEST_SECRET } from './helpers';

/** The database, recording every statement the app runs through it. */
function recording(db: Db) {
  const log: { sql: string; params: unknown[] }[] = [];
  const wrapped: Db = {
    ...db,
    query: (sql, params = []) => {
      log.push({ sql, params });
      return db.query(sql, params);
    },
  };
  return { db: wrapped, log };
}

describe('every list query can be answered from an index', () => {
  let db: Db;
  let app: FastifyInstance;
  let api: ReturnType<typeof client>;
  let log: { sql: string; params: unknown[] }[];

  beforeAll(async () => {
    db = await freshDb();
    const rec = recording(db);
    log = rec.log;
    app = await makeApp({ db: rec.db });
    api = client(app, await signIn(app));
    await api.post('/api/jobs', { name: 'Motorista', description: 'Vaga', html: '<p>x</p>' });
  });
  afterAll(() => app.close());

  /** The plan of the list's page query for `url`, with the planner kept off what `forbid` names. */
  async function plan(url: string, forbid: string[], which = (sql: string) => sql.includes(' OFFSET ')): Promise<string> {
    log.length = 0;
    expect((await api.get(url)).statusCode).toBe(200);
    const page = log.find((q) => which(q.sql))!;
    return db.transaction(async (tx) => {
      for (const f of forbid) await tx.query(`SET LOCAL ${f} = off`);
      const rows = await tx.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${page.sql}`, page.params);
      return rows.map((r) => r['QUERY PLAN']).join('\n').replace(/"/g, '');
    });
  }
  const ordered = (url: string) => plan(url, ['enable_seqscan', 'enable_sort']);
  const matched = (url: string) => plan(url, ['enable_seqscan', 'enable_indexscan']);

  it('each sort key, either direction, is read in order from its index', async () => {
    expect(await ordered('/api/jobs?sort=name')).toMatch(/Index Scan using jobs_name_lx[0-9a-f]{8} on jobs/);
    expect(await ordered('/api/jobs?sort=-status')).toMatch(/Index Scan Backward using jobs_status_lx[0-9a-f]{8} on jobs/);
    expect(await ordered('/api/jobs?sort=-updatedAt')).toMatch(/Index Scan Backward using jobs_updatedAt_lx[0-9a-f]{8} on jobs/);
    expect(await ordered('/api/jobs')).toMatch(/Index Scan using jobs_created_at_idx on jobs/);
    expect(await ordered('/api/server/services?sort=price')).toMatch(/Index Scan using services_price_lx[0-9a-f]{8} on services/);
    expect(await ordered('/api/server/tenancies?sort=startDate')).toMatch(/Index Scan using tenancies_startDate_lx[0-9a-f]{8} on tenancies/);
  });

  it('each filter and each search word finds its rows through an index', async () => {
    expect(await matched('/api/jobs?status=false')).toMatch(/Bitmap Index Scan on jobs_status_lx[0-9a-f]{8}/);
    expect(await matched('/api/server/services?price.gte=100')).toMatch(/Bitmap Index Scan on services_price_lx[0-9a-f]{8}/);
    expect(await matched('/api/server/tenancies?startDate.gte=2026-01-01')).toMatch(/Bitmap Index Scan on tenancies_startDate_lx[0-9a-f]{8}/);
    expect(await matched('/api/server/posts?serviceId=abc')).toMatch(/Bitmap Index Scan on posts_serviceId_lx[0-9a-f]{8}/);
    expect(await matched('/api/jobs?q=motorista')).toMatch(/Bitmap Index Scan on jobs_search_lx[0-9a-f]{8}/);
    // Posts are searched through their service's name: the services are looked up first, by the trigram index
    // on their folded name, and the page query then takes the posts of those services through posts_serviceId.
    const titleLookup = (sql: string) => sql.includes('FROM "services"') && sql.includes('painel_title');
    expect(await plan('/api/server/posts?q=front', ['enable_seqscan', 'enable_indexscan'], titleLookup)).toMatch(/Bitmap Index Scan on services_title_lx[0-9a-f]{8}/);
  });

  it('the capped count of a range or yes/no filter reads the index alone, no row', async () => {
    await api.post('/api/jobs', { name: 'Pintor', description: 'Vaga', html: '<p>x</p>' });
    for (const price of [150, 250]) await api.post('/api/server/services', { name: `Faixa ${price}`, price });
    const count = (sql: string) => sql.includes('count(*)::int AS n');
    const alone = (url: string) => plan(url, ['enable_seqscan', 'enable_bitmapscan'], count);
    // limit=1 fills the page, so the total is counted (up to the cap).
    expect(await alone('/api/server/services?price.gte=100&price.lte=300&limit=1')).toMatch(/Index Only Scan using services_price_lx[0-9a-f]{8} on services/);
    expect(await alone('/api/jobs?status=true&limit=1')).toMatch(/Index Only Scan using jobs_status_lx[0-9a-f]{8} on jobs/);
  });
});

describe('a database made before lists had timestamps and a search column', () => {
  it('gains them at the next start: old rows take their creation time and become searchable', async () => {
    const db = await freshDb();
    const dataDir = tempDir();
    const descriptors = readSchemasDir();
    const first = await makeApp({ db: { ...db, close: async () => {} }, dataDir, descriptors });
    const api = client(first, await signIn(first));
    const made = (await api.post('/api/categories', { name: 'Gráfica São Jorge' })).json();
    await first.close();
    // As the previous version left it.
    for (const t of ['categories', 'jobs']) await db.query(`ALTER TABLE ${t} DROP COLUMN updated_at, DROP COLUMN painel_search`);

    const second = await buildApp({ db, dataDir, descriptors, secret: TEST_SECRET });
    try {
      const again = client(second, await signIn(second));
      const found = (await again.get('/api/categories?q=jorge%20grafica')).json();
      expect(found.data).toEqual([{ id: made.id, name: 'Gráfica São Jorge', createdAt: made.createdAt, updatedAt: made.createdAt, version: 1 }]);
      const indexes = await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE tablename = 'categories' ORDER BY indexname`);
      expect(indexes.map((i) => i.indexname.replace(/_lx[0-9a-f]{8}$/, '_lx…'))).toEqual([
        'categories_created_at_idx', 'categories_name_lx…', 'categories_pkey', 'categories_search_lx…', 'categories_updatedAt_lx…',
      ]);
    } finally {
      await second.close();
    }
  });

  it('a descriptor whose search fields change gets its search column made again', async () => {
    const db = await freshDb();
    const dataDir = tempDir();
    const descriptors = readSchemasDir();
    const first = await makeApp({ db: { ...db, close: async () => {} }, dataDir, descriptors });
    const api = client(first, await signIn(first));
    await api.post('/api/jobs', { name: 'Motorista', description: 'Carteira D', html: '<p>x</p>' });
    expect((await api.get('/api/jobs?q=carteira')).json().total).toBe(1);
    await first.close();

    const nameOnly = descriptors.map((d) => (d.name === 'jobs' ? { ...d, list: { ...d.list!, search: ['name'] } } : d));
    const second = await buildApp({ db, dataDir, descriptors: nameOnly, secret: TEST_SECRET });
    try {
      const again = client(second, await signIn(second));
      expect((await again.get('/api/jobs?q=carteira')).json().total).toBe(0);
      expect((await again.get('/api/jobs?q=motorista')).json().total).toBe(1);
    } finally {
      await second.close();
    }
  });
});
