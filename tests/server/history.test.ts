// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateDescriptor } from '../../src/engine/descriptor';
import { readSchemasDir } from '../../src/engine/descriptor/readSchemasDir';
import { seedDemo } from '../../src/server/demo';
import { client, makeApp, png, signIn } from './helpers';

let app: FastifyInstance;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  app = await makeApp();
  api = client(app, await signIn(app));
});
afterAll(() => app.close());

const historyOf = async (resource: string, id: string) => (await api.get(`/api/painel/history/${resource}/${id}`)).json() as { items: Record<string, unknown>[]; more: boolean };

describe('every change is on record: who, when, what', () => {
  it('a service created and its price changed: two entries, newest first, each field before and after, by name', async () => {
    const { id } = (await api.post('/api/server/services', { name: 'Front-light', price: 2466.26 })).json().data;
    await api.put(`/api/server/services/${id}`, { name: 'Front-light', price: 5000 });
    const { items, more } = await historyOf('services', id);
    expect(more).toBe(false);
    expect(items.map((e) => [e.version, e.operation])).toEqual([[2, 'update'], [1, 'create']]);
    expect(items[0]).toMatchObject({ resource: 'services', recordId: id, actor: { name: 'Administrador' }, changes: [{ field: 'price', before: 2466.26, after: 5000 }] });
    expect(items[0].at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(items[1].changes).toEqual([
      { field: 'name', after: 'Front-light' },
      { field: 'price', after: 2466.26 },
    ]);
  });

  it('a create: each field given, in the descriptor order, none left empty; a redacted one without its value; the snapshot of its public fields', async () => {
    // Services with their price redacted (history.redact): made here, the shipped ones redact nothing.
    const descriptors = readSchemasDir().map((d) => (d.name === 'services' ? validateDescriptor({ ...structuredClone(d), history: { redact: ['price'] } }, 'services.json') : d));
    const other = await makeApp({ descriptors });
    try {
      const theirs = client(other, await signIn(other));
      const { id } = (await theirs.post('/api/server/services', { name: 'Backlight', price: 120.5 })).json().data;
      const [entry] = (await theirs.get(`/api/painel/history/services/${id}`)).json().items;
      expect(entry).toMatchObject({ resource: 'services', recordId: id, version: 1, operation: 'create', actor: { name: 'Administrador' } });
      expect(entry.changes).toEqual([{ field: 'name', after: 'Backlight' }, { field: 'price', hidden: true }]);
      expect(entry.snapshot).toEqual({ id, name: 'Backlight' });
      expect(JSON.stringify(entry)).not.toContain('120.5');
    } finally {
      await other.close();
    }
    const { id } = (await api.post('/api/server/services', { name: 'Frontlight', description: 'Iluminado', price: 99 })).json().data;
    const [entry] = (await historyOf('services', id)).items;
    expect(entry.changes).toEqual([
      { field: 'name', after: 'Frontlight' },
      { field: 'description', after: 'Iluminado' },
      { field: 'price', after: 99 },
    ]);
    expect(entry.snapshot).toEqual({ id, name: 'Frontlight', description: 'Iluminado', price: 99 });
  });

  it('a password never appears, not even hashed: its change is noted without values', async () => {
    const user = (await api.post('/api/server/users', { name: 'Ana', email: 'ana@exemplo.com.br', password: 'senha-forte-1' })).json().data;
    await api.patch(`/api/server/users/change-password/${user.id}`, { id: user.id, password: 'outra-senha-2' });
    const { items } = await historyOf('users', user.id);
    expect(items[0]).toMatchObject({ operation: 'update', changes: [{ field: 'password', hidden: true }] });
    const text = JSON.stringify(items);
    expect(text).not.toMatch(/scrypt|senha-forte|outra-senha/);
    expect(items[1].snapshot).not.toHaveProperty('password');
  });

  it('a status toggle, an avatar and a delete are on record too; the table API (config) as well', async () => {
    const job = (await api.post('/api/jobs', { name: 'Vaga', description: 'Descrição', html: '<p>x</p>' })).json();
    await api.patch(`/api/jobs/${job.id}`);
    expect((await historyOf('jobs', job.id)).items[0]).toMatchObject({ version: 2, source: 'toggle-status', changes: [{ field: 'status', before: true, after: false }] });
    const user = (await api.post('/api/server/users', { name: 'Bia', email: 'bia@exemplo.com.br', password: 'senha-forte-1' })).json().data;
    const avatar = (await api.form('PATCH', `/api/server/users/avatar/${user.id}`, { file: png() })).json().data.avatarUrl;
    expect((await historyOf('users', user.id)).items[0]).toMatchObject({ source: 'avatar', changes: [{ field: 'avatarUrl', after: avatar }] });
    await api.delete(`/api/jobs/${job.id}`);
    const deleted = (await historyOf('jobs', job.id)).items[0];
    expect(deleted).toMatchObject({ operation: 'delete', version: 2, snapshot: { name: 'Vaga', status: false } });
    expect(deleted).not.toHaveProperty('source');
    const table = await app.inject({
      method: 'PATCH',
      url: '/rest/v1/config?id=eq.1',
      headers: { authorization: api.token, apikey: 'painel-anon-key', 'content-type': 'application/json' },
      payload: { instagram_token: 'IGQ-novo' },
    });
    expect(table.statusCode).toBe(204);
    // A masked field (the token's password widget): that it changed, never its value (tests/server/maskedFields.test.ts).
    expect((await historyOf('config', '1')).items[0]).toMatchObject({ operation: 'update', changes: [{ field: 'instagram_token', hidden: true }] });
  });

  it('a bulk action is one entry per record sharing one bulk id, never a blank revision', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await api.post('/api/jobs', { name: `Lote ${n}`, description: 'Descrição', html: '<p>x</p>' })).json().id);
    await api.patch(`/api/jobs/${ids[0]}`);
    await api.post('/api/jobs/bulk', { action: 'toggle-status', ids, value: false });
    const last = await Promise.all(ids.map(async (id) => (await historyOf('jobs', id)).items[0]));
    expect(last.map((e) => e.version)).toEqual([2, 2, 2]);
    const [, b, c] = last;
    expect(b.bulkId).toEqual(expect.any(String));
    expect(b.source).toBe('toggle-status');
    expect(c.bulkId).toBe(b.bulkId);
    // The first was already inactive: no entry for it in that bulk.
    expect(last[0].bulkId).toBeUndefined();
  });

  it('demo rows and the first administrator are written by "Sistema"', async () => {
    const other = await makeApp();
    try {
      await seedDemo(other);
      const { items } = (await other.inject({ method: 'GET', url: '/api/painel/activity?resource=services&limit=1', headers: { authorization: `Bearer ${await signIn(other)}` } })).json();
      expect(items[0]).toMatchObject({ actor: { id: null, name: 'Sistema' }, operation: 'create', source: 'seed' });
    } finally {
      await other.close();
    }
  });
});

describe('"Restaurar esta versão": through the same rules as an edit, as a new version', () => {
  it('version 1 restored: the record as it was, version 3, on record as a restore from the history', async () => {
    const { id } = (await api.post('/api/server/services', { name: 'Restaurável', description: 'Original', price: 10 })).json().data;
    await api.put(`/api/server/services/${id}`, { name: 'Restaurável 2', price: 20 });
    const res = await api.post(`/api/painel/history/services/${id}/1/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Restaurável', description: 'Original', price: 10, version: 3 });
    const { items } = await historyOf('services', id);
    expect(items[0]).toMatchObject({ version: 3, operation: 'update', source: 'history' });
    expect(items.map((e) => e.version)).toEqual([3, 2, 1]);
  });

  it('a version identical to the record now changes nothing: no new version, no entry, no undo; the answer says so', async () => {
    const { id } = (await api.post('/api/server/services', { name: 'Igual', price: 10 })).json().data;
    await api.put(`/api/server/services/${id}`, { name: 'Diferente', price: 10 });
    await api.put(`/api/server/services/${id}`, { name: 'Igual', price: 10 });
    const res = await api.post(`/api/painel/history/services/${id}/1/restore`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['painel-unchanged']).toBe('true');
    // A client on another origin (npm run dev) reads both headers.
    expect(res.headers['access-control-expose-headers']).toContain('Painel-Undo, Painel-Unchanged');
    expect(res.headers['painel-undo']).toBeUndefined();
    expect(res.json()).toMatchObject({ id, name: 'Igual', version: 3 });
    expect((await historyOf('services', id)).items.map((e) => e.version)).toEqual([3, 2, 1]);
    // A restore that changes the record says nothing of the kind.
    const changed = await api.post(`/api/painel/history/services/${id}/2/restore`);
    expect(changed.headers['painel-unchanged']).toBeUndefined();
    expect(changed.headers['painel-undo']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a version whose reference is gone is refused with the reason; an unknown version is a 404', async () => {
    const s1 = (await api.post('/api/server/services', { name: 'Serviço um', price: 1 })).json().data.id;
    const s2 = (await api.post('/api/server/services', { name: 'Serviço dois', price: 1 })).json().data.id;
    const user = (await api.post('/api/server/users', { name: 'Caio', email: 'caio@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    const tenancy = (await api.post('/api/server/tenancies', { serviceId: s1, userId: user, startDate: '2026-01-01', endDate: '2026-01-31' })).json().data.id;
    await api.put(`/api/server/tenancies/${tenancy}`, { serviceId: s2, userId: user, startDate: '2026-01-01', endDate: '2026-01-31' });
    await api.delete(`/api/server/services/${s1}`);
    const refused = await api.post(`/api/painel/history/tenancies/${tenancy}/1/restore`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'serviceId', message: 'Serviço não encontrado.' }]);
    expect((await api.post(`/api/painel/history/tenancies/${tenancy}/9/restore`)).json()).toEqual({ message: 'Esta versão não está no histórico.' });
  });

  it('needs a session; an unknown resource is a 404 in Portuguese', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/painel/history/services/x' })).statusCode).toBe(401);
    expect((await api.get('/api/painel/history/nada/x')).json()).toEqual({ message: 'Recurso desconhecido.' });
  });
});
