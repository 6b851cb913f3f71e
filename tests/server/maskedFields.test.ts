// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDescriptor } from '../../src/engine/descriptor';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import type { Db } from '../../src/server/db';
import { client, freshDb, makeApp, signedInApp, signIn } from './helpers';

// A field the form masks (its `ui:widget` is `password`: the Instagram token) is a credential in clear: the
// history says it changed, never its value, as it does for a secret or a `history.redact` field.
const made = signedInApp();

const tableHeaders = (token: string, extra: Record<string, string> = {}) => ({ authorization: token, apikey: 'painel-anon-key', ...extra });
const setToken = (who: FastifyInstance, token: string, value: string) =>
  who.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: tableHeaders(token, { 'content-type': 'application/json' }), payload: { instagram_token: value } });

describe('the Instagram token in the history', () => {
  // The file's app, signed in as the administrator (made before these tests run).
  let app: FastifyInstance;
  let api: ReturnType<typeof client>;
  beforeAll(() => {
    ({ app, api } = made);
  });

  it('changed: the record history and the activity say so, with no value anywhere in the answer', async () => {
    const set = await setToken(app, api.token, 'IGQWsegredo-1');
    expect(set.statusCode).toBe(204);
    const history = await api.get('/api/painel/history/config/1');
    expect(history.json().items[0]).toMatchObject({ resource: 'config', recordId: '1', operation: 'update', changes: [{ field: 'instagram_token', hidden: true }] });
    expect(history.json().items[0].snapshot).toEqual({ id: '1' });
    expect(history.body).not.toContain('IGQWsegredo');
    const activity = await api.get('/api/painel/activity?resource=config');
    expect(activity.json().items[0].changes).toEqual([{ field: 'instagram_token', hidden: true }]);
    expect(activity.body).not.toContain('IGQWsegredo');
    const csv = await api.get('/api/painel/activity/export?resource=config');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Token do Instagram');
    expect(csv.body).not.toContain('IGQWsegredo');
    // Nor kept where no answer reads: the entry's undo data.
    const stored = await app.painel.db.query(`SELECT changes::text || coalesce(snapshot::text, '') || coalesce(undo_previous::text, '') AS kept FROM painel_history WHERE resource = 'config'`);
    expect(stored.map((r) => r.kept).join()).not.toContain('IGQWsegredo');
  });

  it("the spec's config read still answers the token", async () => {
    await setToken(app, api.token, 'IGQWsegredo-2');
    const read = await app.inject({
      method: 'GET',
      url: '/rest/v1/config?select=instagram_token&id=eq.1',
      headers: tableHeaders(api.token, { accept: 'application/vnd.pgrst.object+json' }),
    });
    expect(read.json()).toEqual({ instagram_token: 'IGQWsegredo-2' });
  });

  it('a change of the token offers no undo: the history keeps no value to put back', async () => {
    const set = await setToken(app, api.token, 'IGQWsegredo-3');
    expect(set.statusCode).toBe(204);
    expect(set.headers['painel-undo']).toBeUndefined();
  });
});

describe('any masked field, whatever the resource (read from the descriptor)', () => {
  // Services whose description is masked (a password widget): a resource with a masked field and others.
  let other: FastifyInstance;
  let theirs: ReturnType<typeof client>;
  beforeAll(async () => {
    const descriptors = readSchemasDir().map((d) =>
      d.name === 'services' ? validateDescriptor({ ...structuredClone(d), uiSchema: { description: { 'ui:widget': 'password' } } }, 'services.json') : d,
    );
    other = await makeApp({ descriptors });
    theirs = client(other, await signIn(other));
  });
  afterAll(() => other.close());

  it('a create and an edit keep no value of it; an edit of another field is undone with the masked one as it is', async () => {
    const { id } = (await theirs.post('/api/server/services', { name: 'Backlight', description: 'chave-secreta-1', price: 10 })).json().data;
    const edit = await theirs.put(`/api/server/services/${id}`, { name: 'Backlight', description: 'chave-secreta-1', price: 12 });
    const token = edit.headers['painel-undo'] as string;
    expect(token).toEqual(expect.any(String));
    const history = await theirs.get(`/api/painel/history/services/${id}`);
    expect(history.json().items.map((e: { changes: unknown }) => e.changes)).toEqual([
      [{ field: 'price', before: 10, after: 12 }],
      [{ field: 'name', after: 'Backlight' }, { field: 'description', hidden: true }, { field: 'price', after: 10 }],
    ]);
    const stored = await other.painel.db.query(`SELECT changes::text || coalesce(snapshot::text, '') || coalesce(undo_previous::text, '') AS kept FROM painel_history WHERE resource = 'services'`);
    expect(stored.map((r) => r.kept).join()).not.toContain('chave-secreta');

    expect((await theirs.post(`/api/painel/undo/${token}`)).json()).toEqual({ undone: 1 });
    expect((await theirs.get(`/api/server/services/${id}`)).json().data).toMatchObject({ price: 10, description: 'chave-secreta-1' });

    const masked = await theirs.put(`/api/server/services/${id}`, { name: 'Backlight', description: 'chave-secreta-2', price: 10 });
    expect(masked.statusCode).toBe(200);
    expect(masked.headers['painel-undo']).toBeUndefined();
  });
});

describe('a request of several changes, one of them to a masked field (a spreadsheet)', () => {
  let other: FastifyInstance;
  let theirs: ReturnType<typeof client>;
  beforeAll(async () => {
    const descriptors = readSchemasDir().map((d) =>
      d.name === 'services' ? validateDescriptor({ ...structuredClone(d), uiSchema: { description: { 'ui:widget': 'password' } } }, 'services.json') : d,
    );
    other = await makeApp({ descriptors });
    theirs = client(other, await signIn(other));
  });
  afterAll(() => other.close());

  const sheet = (text: string) => ({ filename: 'servicos.csv', type: 'text/csv', data: Buffer.from(`\uFEFF${text}`, 'utf8') });

  it('offers no undo for any of its changes, and keeps none: an undo would take back only part of it', async () => {
    const a = (await theirs.post('/api/server/services', { name: 'Backlight', description: 'chave-1', price: 10 })).json().data.id;
    const b = (await theirs.post('/api/server/services', { name: 'Frontlight', description: 'chave-2', price: 20 })).json().data.id;
    const both = await theirs.form('POST', '/api/painel/import/services', { file: sheet(`ID;Descrição;Preço (R$)\r\n${a};chave-1;11\r\n${b};chave-3;20\r\n`) });
    expect(both.statusCode).toBe(201);
    expect(both.headers['painel-undo']).toBeUndefined();
    const kept = await other.painel.db.query<{ record_id: string; undo_token: string | null }>(
      `SELECT record_id, undo_token FROM painel_history WHERE resource = 'services' AND source = 'import' ORDER BY id`,
    );
    expect(kept).toEqual([
      { record_id: a, undo_token: null },
      { record_id: b, undo_token: null },
    ]);
    // Without the masked field, the same kind of request is undone whole.
    const prices = await theirs.form('POST', '/api/painel/import/services', { file: sheet(`ID;Preço (R$)\r\n${a};12\r\n${b};21\r\n`) });
    expect(prices.headers['painel-undo']).toEqual(expect.any(String));
    expect((await theirs.post(`/api/painel/undo/${prices.headers['painel-undo']}`)).json()).toEqual({ undone: 2 });
  });
});

describe('entries stored before the rule are redacted at the next start', () => {
  it('values in changes, snapshot and undo data go; the undo of such a change goes with them; a second start changes nothing', async () => {
    const db = await freshDb();
    // The same database under two starts: the first app's close must not close it.
    const kept: Db = { ...db, close: async () => {} };
    try {
      const first = await makeApp({ db: kept });
      const admin = (await first.painel.db.query<{ id: string }>(`SELECT id FROM users LIMIT 1`))[0].id;
      const insert = (token: string | null, changes: unknown[], snapshot: unknown, previous: unknown) =>
        first.painel.db.query(
          `INSERT INTO painel_history (resource, record_id, version, actor_id, actor_name, operation, changes, snapshot, undo_token, undo_kind, undo_previous)
           VALUES ('config', '1', 2, $1, 'Administrador', 'update', $2::jsonb, $3::jsonb, $4, $5, $6::jsonb)`,
          [admin, JSON.stringify(changes), JSON.stringify(snapshot), token, token && 'update', previous && JSON.stringify(previous)],
        );
      const token = '6a1f0c2e-0000-4000-8000-000000000001';
      await insert(
        token,
        [{ field: 'instagram_token', before: 'IGQWvelho', after: 'IGQWantigo' }],
        { id: '1', instagram_token: 'IGQWantigo' },
        { id: '1', instagram_token: 'IGQWvelho', painel_version: 1 },
      );
      await first.close();

      const second = await makeApp({ db: kept });
      const rows = await second.painel.db.query(`SELECT changes, snapshot, undo_token, undo_previous FROM painel_history WHERE resource = 'config' ORDER BY id DESC LIMIT 1`);
      expect(rows).toEqual([{ changes: [{ field: 'instagram_token', hidden: true }], snapshot: { id: '1' }, undo_token: null, undo_previous: null }]);
      const history = await client(second, await signIn(second)).get('/api/painel/history/config/1');
      expect(history.body).not.toContain('IGQW');
      const before = await second.painel.db.query(`SELECT id, changes, snapshot FROM painel_history ORDER BY id`);
      await second.close();

      const third = await makeApp({ db: kept });
      expect(await third.painel.db.query(`SELECT id, changes, snapshot FROM painel_history ORDER BY id`)).toEqual(before);
      await third.close();
    } finally {
      await db.close();
    }
  });
});
