// @vitest-environment node
// A create or an edit (the record and its history entry) is one statement, and so a transaction of its own: sent
// alone it is one round trip on PostgreSQL, where BEGIN and COMMIT around it made three, and one call into PGlite
// with less to run. On both databases (`npm run test:pg` runs it on PostgreSQL).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db';
import { client, freshDb, makeApp, signIn, TEST_DATABASE_URL } from './helpers';

describe(`a create (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof client>;
  const seen = { transactions: 0, inserts: [] as string[], updates: [] as string[] };

  beforeAll(async () => {
    const db = await freshDb();
    // The database as the server sees it, counting what a request sends.
    const counted: Db = {
      ...db,
      query: (sql, params) => {
        if (/^\s*WITH[\s\S]*INSERT INTO/i.test(sql)) seen.inserts.push(sql);
        if (/^\s*(WITH[\s\S]*)?UPDATE /i.test(sql)) seen.updates.push(sql);
        return db.query(sql, params);
      },
      transaction: (work) => {
        seen.transactions++;
        return db.transaction(work);
      },
    };
    app = await makeApp({ db: counted });
    api = client(app, await signIn(app));
  });
  afterAll(() => app?.close());

  it('opens no transaction: the record and its history entry go in one statement, both kept', async () => {
    seen.transactions = 0;
    seen.inserts.length = 0;
    const res = await api.post('/api/categories', { name: 'Painéis de rodovia' });
    expect(res.statusCode).toBe(201);
    const { id } = res.json();
    expect(seen.transactions).toBe(0);
    expect(seen.inserts).toHaveLength(1);
    expect(seen.inserts[0]).toMatch(/INSERT INTO "?categories"?/);
    const history = (await api.get(`/api/painel/history/categories/${id}`)).json().items as { operation: string; actor: { name: string } }[];
    expect(history).toMatchObject([{ operation: 'create', actor: { name: 'Administrador' } }]);
  });

  it('an edit and a status toggle too: one statement each, the record and its entry, no transaction', async () => {
    const { id } = (await api.post('/api/categories', { name: 'Painéis de rodoviária' })).json();
    seen.transactions = 0;
    seen.inserts.length = 0;
    seen.updates.length = 0;
    const edited = await api.patch(`/api/categories/${id}`, { name: 'Painéis de aeroporto' });
    expect(edited.statusCode).toBe(200);
    expect(seen.transactions).toBe(0);
    expect(seen.updates).toHaveLength(1);
    expect(seen.updates[0]).toMatch(/UPDATE "?categories"?[\s\S]*INSERT INTO painel_history/);
    const job = (await api.post('/api/jobs', { name: 'Vaga', description: 'Descrição', html: '<p>x</p>' })).json();
    seen.transactions = 0;
    seen.updates.length = 0;
    expect((await api.patch(`/api/jobs/${job.id}`)).statusCode).toBe(200);
    expect(seen.transactions).toBe(0);
    expect(seen.updates).toHaveLength(1);
    const history = (await api.get(`/api/painel/history/categories/${id}`)).json().items as { version: number; operation: string; changes: unknown[] }[];
    expect(history.map((e) => [e.version, e.operation])).toEqual([
      [2, 'update'],
      [1, 'create'],
    ]);
    expect(history[0].changes).toEqual([{ field: 'name', before: 'Painéis de rodoviária', after: 'Painéis de aeroporto' }]);
    expect((await api.get(`/api/painel/history/jobs/${job.id}`)).json().items[0]).toMatchObject({ version: 2, source: 'toggle-status', changes: [{ field: 'status', before: true, after: false }] });
  });

  it('an entry the database refuses takes the record with it: neither is kept', async () => {
    const db = app.painel.db;
    await db.query(`CREATE FUNCTION refuse_entry() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.snapshot::text LIKE '%Recusada%' THEN RAISE EXCEPTION 'entrada recusada'; END IF; RETURN NEW; END $$`);
    await db.query('CREATE TRIGGER refuse_entry BEFORE INSERT ON painel_history FOR EACH ROW EXECUTE FUNCTION refuse_entry()');
    try {
      const entries = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM painel_history'))[0].n;
      const before = await entries();
      seen.transactions = 0;
      const res = await api.post('/api/categories', { name: 'Recusada' });
      expect(res.statusCode).toBe(500);
      // Said in Portuguese, without the database's own words.
      expect(res.body).toContain('Erro interno do servidor.');
      expect(res.body).not.toContain('entrada recusada');
      // Refused as one statement, with no transaction around it to undo the record.
      expect(seen.transactions).toBe(0);
      expect(await db.query("SELECT id FROM categories WHERE name = 'Recusada'")).toEqual([]);
      expect(await entries()).toBe(before);
      // The next create goes through as usual.
      expect((await api.post('/api/categories', { name: 'Aceita' })).statusCode).toBe(201);
    } finally {
      await db.query('DROP TRIGGER refuse_entry ON painel_history');
      await db.query('DROP FUNCTION refuse_entry()');
    }
  });
});
