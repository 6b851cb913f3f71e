// @vitest-environment node
// Every feature that must see the records' changes has one hook inside the change's transaction and one after its
// commit (RecordService.hooks), whatever road the change took; the one-statement fast path is taken only when no
// hook must see the change inside. On both databases (`npm run test:pg` runs it on PostgreSQL).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/server/db';
import { conflict } from '../../src/server/http';
import type { Change, WriteHook } from '../../src/server/records';
import { client, freshDb, makeApp, signIn, TEST_DATABASE_URL } from './helpers';

describe(`write hooks (${TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: FastifyInstance;
  let api: ReturnType<typeof client>;
  let transactions = 0;

  beforeAll(async () => {
    const db = await freshDb();
    const counted: Db = {
      ...db,
      transaction: (work) => {
        transactions++;
        return db.transaction(work);
      },
    };
    app = await makeApp({ db: counted });
    api = client(app, await signIn(app));
  });
  afterAll(() => app?.close());

  /** Adds a hook for one test. */
  const added: WriteHook[] = [];
  const add = (hook: WriteHook) => {
    app.painel.records.hooks.push(hook);
    added.push(hook);
  };
  afterEach(() => {
    const { hooks } = app.painel.records;
    for (const hook of added.splice(0)) hooks.splice(hooks.indexOf(hook), 1);
  });

  it('sees each road’s change inside its transaction (the record and its entry already written) and after its commit', async () => {
    const inside: unknown[] = [];
    const after: unknown[] = [];
    add({
      sees: ({ res }) => res.name === 'categories',
      inside: async (db, changes) => {
        for (const c of changes) {
          const [{ here, entries }] = await db.query<{ here: number; entries: number }>(
            'SELECT (SELECT count(*)::int FROM categories WHERE id = $1) AS here, (SELECT count(*)::int FROM painel_history WHERE id = $2) AS entries',
            [c.recordId, c.entryId],
          );
          inside.push([c.operation, c.version, here, entries]);
        }
      },
      after: (changes) => void after.push(...changes.map((c) => [c.operation, c.version, c.entryId])),
    });
    const { id } = (await api.post('/api/categories', { name: 'Painéis de rodovia' })).json();
    expect((await api.patch(`/api/categories/${id}`, { name: 'Painéis de aeroporto' })).statusCode).toBe(200);
    expect((await api.delete(`/api/categories/${id}`)).statusCode).toBe(204);
    const restored = await api.post(`/api/painel/trash/categories/${id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect((await api.post(`/api/painel/undo/${restored.headers['painel-undo']}`)).json()).toEqual({ undone: 1 });
    expect((await api.post(`/api/painel/trash/categories/${id}/restore`)).statusCode).toBe(200);
    expect((await api.post('/api/categories/bulk', { action: 'delete', ids: [id] })).json()).toMatchObject({ done: 1, failed: 0 });
    expect((await api.delete(`/api/painel/trash/categories/${id}`)).statusCode).toBe(204);

    expect(inside).toEqual([
      ['create', 1, 1, 1],
      ['update', 2, 1, 1],
      ['delete', 2, 0, 1],
      ['restore', 3, 1, 1],
      ['delete', 4, 0, 1],
      // Back from the trash at the version the trash kept, one past it (the undo's delete entry counted one more).
      ['restore', 4, 1, 1],
      ['delete', 4, 0, 1],
      ['purge', 5, 0, 1],
    ]);
    const entries = (await api.get(`/api/painel/history/categories/${id}`)).json().items as { id: number; version: number; operation: string }[];
    expect(after).toEqual(entries.reverse().map((e) => [e.operation, e.version, e.id]));
  });

  it('an action, a bulk action and a spreadsheet row too: each seen inside and after, with what started it', async () => {
    const inside: unknown[] = [];
    const after: unknown[] = [];
    const seen = (to: unknown[]) => (changes: Change[]) => void to.push(...changes.map((c) => [c.res.name, c.operation, c.ctx.source ?? null, Boolean(c.ctx.bulkId)]));
    add({ sees: ({ res }) => res.name === 'jobs' || res.name === 'categories', inside: (_db, changes) => seen(inside)(changes), after: seen(after) });
    const jobs = [];
    for (const name of ['Vaga A', 'Vaga B']) jobs.push((await api.post('/api/jobs', { name, description: 'Descrição', html: '<p>x</p>' })).json().id);
    expect((await api.patch(`/api/jobs/${jobs[0]}`)).statusCode).toBe(200);
    expect((await api.post('/api/jobs/bulk', { action: 'toggle-status', ids: jobs })).json()).toMatchObject({ done: 2, failed: 0 });
    const file = { filename: 'categorias.csv', type: 'text/csv', data: Buffer.from('Nome\r\nImportada pela planilha\r\n', 'utf8') };
    expect((await api.form('POST', '/api/painel/import/categories', { file })).statusCode).toBe(201);
    const expected = [
      ['jobs', 'create', null, false],
      ['jobs', 'create', null, false],
      ['jobs', 'update', 'toggle-status', false],
      ['jobs', 'update', 'toggle-status', true],
      ['jobs', 'update', 'toggle-status', true],
      ['categories', 'create', 'import', true],
    ];
    expect(inside).toEqual(expected);
    expect(after).toEqual(expected);
  });

  it('the one-statement path is taken only when no hook must see the change inside: an after-only hook does not stop it', async () => {
    transactions = 0;
    expect((await api.post('/api/categories', { name: 'Sem gancho' })).statusCode).toBe(201);
    expect(transactions).toBe(0);

    const after: string[] = [];
    add({ sees: () => true, after: (changes) => void after.push(...changes.map((c) => c.operation)) });
    const { id } = (await api.post('/api/categories', { name: 'Só depois' })).json();
    expect((await api.patch(`/api/categories/${id}`, { name: 'Só depois, editada' })).statusCode).toBe(200);
    expect(transactions).toBe(0);
    expect(after).toEqual(['create', 'update']);

    add({ sees: ({ res, operation }) => res.name === 'categories' && operation === 'update', inside: () => undefined });
    expect((await api.post('/api/categories', { name: 'Criada sem transação' })).statusCode).toBe(201);
    expect(transactions).toBe(0);
    expect((await api.patch(`/api/categories/${id}`, { name: 'Editada numa transação' })).statusCode).toBe(200);
    expect(transactions).toBe(1);
  });

  it('an inside hook that refuses: its Portuguese 409, neither the record nor its entry kept, nothing seen after', async () => {
    const after: unknown[] = [];
    add({
      sees: ({ res, operation }) => res.name === 'categories' && operation === 'create',
      inside: (_db, changes) => {
        if (changes.some((c) => c.after?.name === 'Recusada')) throw conflict('Já há uma reserva neste período.');
      },
      after: (changes) => void after.push(...changes),
    });
    const entries = async () => (await app.painel.db.query<{ n: number }>("SELECT count(*)::int AS n FROM painel_history WHERE resource = 'categories'"))[0].n;
    const before = await entries();
    const refused = await api.post('/api/categories', { name: 'Recusada' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'Já há uma reserva neste período.' });
    expect(await app.painel.db.query("SELECT id FROM categories WHERE name = 'Recusada'")).toEqual([]);
    expect(await entries()).toBe(before);
    expect(after).toEqual([]);
    expect((await api.post('/api/categories', { name: 'Aceita' })).statusCode).toBe(201);
    expect(after).toHaveLength(1);
  });
});
