// @vitest-environment node
// List pages answered from what was read since the last change: a refetch that changes nothing gets 304 without a
// query; any change, by any route and (PostgreSQL) on any instance, makes the next read a real one.
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../src/server/history';
import { ListAnswers } from '../../src/server/records';
import { openDatabase } from '../../src/server/db';
import { bearer, client, makeApp, signedInApp, signIn, tempDir } from './helpers';

const TEST_DATABASE_URL = process.env.PAINEL_TEST_DATABASE_URL;
const made = signedInApp();
let reader: ReturnType<typeof client>;

const get = (who: ReturnType<typeof client>, url: string, tag?: string) =>
  made.app.inject({ method: 'GET', url, headers: { authorization: who.token, ...(tag ? { 'if-none-match': tag } : {}) } });

beforeAll(async () => {
  const { id } = (await made.api.post('/api/server/users', { name: 'Lia Leitora', email: 'lia@exemplo.com.br', password: 'senha-forte-123' })).json().data;
  expect((await made.api.patch(`/api/server/users/role/${id}`, { role: 'leitura' })).statusCode).toBe(200);
  reader = client(made.app, await signIn(made.app, 'lia@exemplo.com.br', 'senha-forte-123'));
  for (const name of ['Rodovias', 'Centro', 'Praias']) await made.api.post('/api/categories', { name });
});

describe('list pages carry a weak ETag', () => {
  it('the same page asked again with its tag: 304, no body; the tag moves with any change', async () => {
    const first = await get(made.api, '/api/categories');
    expect(first.statusCode).toBe(200);
    const tag = first.headers.etag as string;
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');

    const again = await get(made.api, '/api/categories', tag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(tag);
    // Without the tag: the same answer, byte for byte, with the same tag.
    const plain = await get(made.api, '/api/categories');
    expect(plain.body).toBe(first.body);
    expect(plain.headers.etag).toBe(tag);

    const created = await made.api.post('/api/categories', { name: 'Aeroportos' });
    expect(created.statusCode).toBe(201);
    const after = await get(made.api, '/api/categories', tag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(tag);
    expect(after.body).toContain('Aeroportos');
  });

  it('a change through another route (the table API, an action, a delete, an undo) is seen at once', async () => {
    const list = await get(made.api, '/api/categories');
    const tag = list.headers.etag as string;
    const id = list.json().data.find((c: { name: string }) => c.name === 'Centro').id;
    const removed = await made.api.delete(`/api/categories/${id}`);
    expect(removed.statusCode).toBeLessThan(300);
    const without = await get(made.api, '/api/categories', tag);
    expect(without.statusCode).toBe(200);
    expect(without.body).not.toContain('Centro');

    const undo = await made.api.post(`/api/painel/undo/${removed.headers['painel-undo']}`);
    expect(undo.statusCode).toBe(200);
    const back = await get(made.api, '/api/categories', without.headers.etag as string);
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Centro');

    // The Instagram token (PostgREST): another resource, still a change.
    const before = (await get(made.api, '/api/categories')).headers.etag as string;
    const config = await made.app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: { apikey: 'painel-anon-key', ...bearer(made.api.token.slice(7)), 'content-type': 'application/json' }, payload: { instagram_token: 'outro' } });
    expect(config.statusCode).toBeLessThan(300);
    expect((await get(made.api, '/api/categories', before)).statusCode).toBe(200);
  });

  it('another page, search or role never gets a copy meant for someone else', async () => {
    const page = await get(made.api, '/api/categories?q=Rodovias');
    const tag = page.headers.etag as string;
    expect((await get(made.api, '/api/categories?q=Praias', tag)).statusCode).toBe(200);
    expect((await get(made.api, '/api/categories?q=Praias')).body).not.toContain('Rodovias');

    // The administrator's list of users shows e-mails; "Leitura" does not see them, kept copy or not.
    const users = await get(made.api, '/api/server/users');
    expect(users.body).toContain('lia@exemplo.com.br');
    const seenByReader = await get(reader, '/api/server/users', users.headers.etag as string);
    expect(seenByReader.statusCode).toBe(200);
    expect(seenByReader.body).not.toContain('@');
    expect(seenByReader.headers.etag).not.toBe(users.headers.etag);
  });

});

describe.skipIf(Boolean(TEST_DATABASE_URL))('on PGlite', () => {
  it('on the database npm start opens (PGlite in its folder): the same, 304 for an unchanged page', async () => {
    const dataDir = tempDir();
    const own = await makeApp({ db: await openDatabase({ dataDir }), dataDir });
    try {
      const token = await signIn(own);
      const first = await own.inject({ method: 'GET', url: '/api/categories', headers: bearer(token) });
      const again = await own.inject({ method: 'GET', url: '/api/categories', headers: { ...bearer(token), 'if-none-match': first.headers.etag as string } });
      expect(again.statusCode).toBe(304);
    } finally {
      await own.close();
    }
  });

  it('a tag from before a restart is never taken for a tag of now', async () => {
    const tag = (await get(made.api, '/api/categories')).headers.etag as string;
    const other = await makeApp();
    try {
      const res = await other.inject({ method: 'GET', url: '/api/categories', headers: { ...bearer(await signIn(other)), 'if-none-match': tag } });
      expect(res.statusCode).toBe(200);
      expect(res.headers.etag).not.toBe(tag);
    } finally {
      await other.close();
    }
  });
});

describe.skipIf(!TEST_DATABASE_URL)('on PostgreSQL, another instance’s change is seen by the very next read here', () => {
  /** A second instance on the same database, for the length of `work`. */
  const onInstanceB = async (work: (b: FastifyInstance) => Promise<void>) => {
    const b = await makeApp({ db: { ...made.app.painel.db, close: async () => {} } });
    try {
      await work(b);
    } finally {
      await b.close();
    }
  };

  it('B keeps a page; A creates, renames, deletes: B’s next read (with its old tag too) shows each at once', async () => {
    await onInstanceB(async (b) => {
      const onB = client(b, await signIn(b));
      const readB = (tag?: string) => b.inject({ method: 'GET', url: '/api/categories?limit=100', headers: { authorization: onB.token, ...(tag ? { 'if-none-match': tag } : {}) } });
      const kept = await readB();
      const tag = kept.headers.etag as string;
      expect(tag).toMatch(/^W\/".+"$/);
      expect((await readB(tag)).statusCode).toBe(304);

      // No wait between A's answer and B's read: B hears the change before it answers.
      const created = await made.api.post('/api/categories', { name: 'Ferrovias' });
      expect(created.statusCode).toBe(201);
      const afterCreate = await readB(tag);
      expect(afterCreate.statusCode).toBe(200);
      expect(afterCreate.body).toContain('Ferrovias');

      expect((await made.api.patch(`/api/categories/${created.json().id}`, { name: 'Ferrovias e portos' })).statusCode).toBe(200);
      const afterRename = await readB();
      expect(afterRename.body).toContain('Ferrovias e portos');

      expect((await made.api.delete(`/api/categories/${created.json().id}`)).statusCode).toBeLessThan(300);
      const afterDelete = await readB(afterRename.headers.etag as string);
      expect(afterDelete.statusCode).toBe(200);
      expect(afterDelete.body).not.toContain('Ferrovias');
    });
  });

  it('a role narrowed on A applies on B at its next request, though B held the session a moment ago', async () => {
    await onInstanceB(async (b) => {
      const { id } = (await made.api.post('/api/server/users', { name: 'Edu Editor', email: 'edu@exemplo.com.br', password: 'senha-do-edu-1' })).json().data;
      expect((await made.api.patch(`/api/server/users/role/${id}`, { role: 'editor' })).statusCode).toBe(200);
      const edu = client(b, await signIn(b, 'edu@exemplo.com.br', 'senha-do-edu-1'));
      expect((await edu.get('/api/session')).statusCode).toBe(200);
      expect((await edu.get('/api/session')).statusCode).toBe(200);
      expect((await made.api.patch(`/api/server/users/role/${id}`, { role: 'leitura' })).statusCode).toBe(200);
      const refused = await edu.post('/api/categories', { name: 'Não devia entrar' });
      expect(refused.statusCode).toBe(403);
    });
  });

  it('a session ended on A is refused by B at its next request, though B held it a moment ago', async () => {
    await onInstanceB(async (b) => {
      const token = await signIn(made.app);
      const session = () => b.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
      expect((await session()).statusCode).toBe(200);
      expect((await session()).statusCode).toBe(200);
      const out = await made.app.inject({ method: 'POST', url: '/api/painel/sign-out', headers: bearer(token) });
      expect(out.statusCode).toBe(204);
      const refused = await session();
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Sessão inválida ou expirada. Entre novamente.' });
    });
  });
});

describe('ListAnswers: one read per page between two changes', () => {
  const setup = () => {
    const feed = new ChangeFeed();
    const answers = new ListAnswers();
    feed.on(() => answers.changed());
    let reads = 0;
    const waiting: (() => void)[] = [];
    const read = () => {
      const n = ++reads;
      return new Promise<string>((done) => waiting.push(() => done(`leitura ${n}`)));
    };
    const change = () => feed.emit([{ id: 1, resource: 'categories', recordId: 'x', operation: 'update', version: 2, actor: { id: null, name: 'Sistema' } }]);
    return { answers, read, reads: () => reads, release: () => waiting.splice(0).forEach((r) => r()), change };
  };
  const view = {};

  it('asked together: read once, both get it; asked again: kept', async () => {
    const t = setup();
    const a = t.answers.answer(view, '/l?page=1', t.read);
    const b = t.answers.answer(view, '/l?page=1', t.read);
    t.release();
    expect(await a).toEqual(await b);
    expect((await t.answers.answer(view, '/l?page=1', t.read)).body).toBe('leitura 1');
    expect(t.reads()).toBe(1);
  });

  it('a change while it is read: whoever asks after the change reads anew, under another tag', async () => {
    const t = setup();
    const before = t.answers.answer(view, '/l?page=1', t.read);
    t.change();
    const after = t.answers.answer(view, '/l?page=1', t.read);
    t.release();
    expect(t.reads()).toBe(2);
    expect((await after).etag).not.toBe((await before).etag);
  });

  it('past its text budget (8 Mi characters since the last change), an answer is given but not kept', async () => {
    const t = setup();
    const big = 'x'.repeat(8 * 1024 * 1024 + 1);
    let reads = 0;
    const read = async () => (reads++, big);
    await t.answers.answer(view, '/grande', read);
    expect((await t.answers.answer(view, '/grande', read)).body).toBe(big);
    expect(reads).toBe(2);
    // After a change the budget is whole again.
    t.change();
    const small = async () => (reads++, 'pequena');
    await t.answers.answer(view, '/pequena', small);
    await t.answers.answer(view, '/pequena', small);
    expect(reads).toBe(3);
  });

  it('a read that fails is not kept', async () => {
    const t = setup();
    await expect(t.answers.answer(view, '/l', () => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    const again = t.answers.answer(view, '/l', t.read);
    t.release();
    expect((await again).body).toBe('leitura 1');
  });
});
