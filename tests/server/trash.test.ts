// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maintain } from '../../src/server/history';
import { client, makeApp, png, signIn, giveRole } from './helpers';

let app: FastifyInstance;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  app = await makeApp();
  api = client(app, await signIn(app));
});
afterAll(() => app.close());

const served = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;
const housekeeping = (now: Date) => maintain(app.painel.db, { registry: app.painel.registry, ...app.painel.keeping, retention: app.painel.retention }, now);
const DAY = 86_400_000;

describe('a deleted record goes to the trash, and comes back whole', () => {
  it('an outdoor with its image: listed in the trash (its resource and across all), restored with the same id, fields and file', async () => {
    const created = (await api.form('POST', '/api/outdoors', { name: 'Outdoor Lixeira', location: 'Av. Brasil, 10', latitude: '-23', longitude: '-46', file: png() })).json();
    expect((await api.delete(`/api/outdoors/${created.id}`)).statusCode).toBe(204);
    expect((await api.get(`/api/outdoors/${created.id}`)).statusCode).toBe(404);
    // Kept for the restore, but not reachable while in the trash.
    expect(await served(created.imageUrl)).toBe(404);
    expect(await app.painel.records.stores(created.imageUrl)).toBe(true);

    const own = (await api.get('/api/painel/trash/outdoors')).json();
    expect(own.items).toEqual([
      {
        id: expect.any(Number),
        resource: 'outdoors',
        recordId: created.id,
        title: 'Outdoor Lixeira',
        deletedAt: expect.any(String),
        deletedBy: { id: expect.any(String), name: 'Administrador' },
        expiresAt: expect.any(String),
      },
    ]);
    expect(Date.parse(own.items[0].expiresAt) - Date.parse(own.items[0].deletedAt)).toBe(30 * DAY);
    expect((await api.get('/api/painel/trash')).json().items.map((i: { recordId: string }) => i.recordId)).toContain(created.id);

    const restored = await api.post(`/api/painel/trash/outdoors/${created.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: created.id, name: 'Outdoor Lixeira', location: 'Av. Brasil, 10', imageUrl: created.imageUrl, createdAt: created.createdAt, version: 2 });
    expect(await served(created.imageUrl)).toBe(200);
    expect((await api.get('/api/painel/trash/outdoors')).json().items).toEqual([]);
    expect((await api.get(`/api/painel/history/outdoors/${created.id}`)).json().items.map((e: { operation: string }) => e.operation)).toEqual(['restore', 'delete', 'create']);
  });

  it('a restored account signs in with its password again', async () => {
    const user = (await api.post('/api/server/users', { name: 'Dora', email: 'dora@exemplo.com.br', password: 'senha-da-dora' })).json().data;
    await giveRole(api, user.id);
    await api.delete(`/api/server/users/${user.id}`);
    await api.post(`/api/painel/trash/users/${user.id}/restore`);
    expect((await app.inject({ method: 'POST', url: '/api/authentication', payload: { email: 'dora@exemplo.com.br', password: 'senha-da-dora' } })).statusCode).toBe(200);
  });

  it('"Excluir definitivamente": gone from the trash, its file removed, on record as a purge', async () => {
    const banner = (await api.form('POST', '/api/banners', { title: 'Banner efêmero', file: png() })).json();
    await api.delete(`/api/banners/${banner.id}`);
    expect((await api.delete(`/api/painel/trash/banners/${banner.id}`)).statusCode).toBe(204);
    expect(await served(banner.imageUrl)).toBe(404);
    expect((await api.post(`/api/painel/trash/banners/${banner.id}/restore`)).json()).toEqual({ message: 'Este registro não está na lixeira.' });
    expect((await api.get(`/api/painel/history/banners/${banner.id}`)).json().items[0]).toMatchObject({ operation: 'purge' });
  });

  it('restoring a record whose reference is gone: 409 with the reason, still in the trash', async () => {
    const service = (await api.post('/api/server/services', { name: 'Serviço que some', price: 1 })).json().data.id;
    const post = (await api.form('POST', '/api/server/posts', { serviceId: service, file: png() })).json().data.id;
    await api.delete(`/api/server/posts/${post}`);
    await api.delete(`/api/server/services/${service}`);
    const res = await api.post(`/api/painel/trash/posts/${post}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.');
    expect((await api.get('/api/painel/trash/posts')).json().items.map((i: { recordId: string }) => i.recordId)).toEqual([post]);
  });

  it('a record still in use is not deleted (409), as before', async () => {
    const service = (await api.post('/api/server/services', { name: 'Em uso', price: 1 })).json().data.id;
    await api.form('POST', '/api/server/posts', { serviceId: service, file: png() });
    expect((await api.delete(`/api/server/services/${service}`)).statusCode).toBe(409);
  });

  it('after TRASH_RETENTION_DAYS the trashed record and its files are purged', async () => {
    const banner = (await api.form('POST', '/api/banners', { title: 'Banner antigo', file: png() })).json();
    await api.delete(`/api/banners/${banner.id}`);
    await housekeeping(new Date(Date.now() + 29 * DAY));
    expect(await app.painel.records.stores(banner.imageUrl)).toBe(true);
    await housekeeping(new Date(Date.now() + 31 * DAY));
    expect((await api.get('/api/painel/trash/banners')).json().items.map((i: { recordId: string }) => i.recordId)).not.toContain(banner.id);
    expect(await app.painel.records.stores(banner.imageUrl)).toBe(false);
  });

  it('a replaced file stays while an undo could bring it back, and is collected after', async () => {
    const banner = (await api.form('POST', '/api/banners', { title: 'Banner trocado', file: png() })).json();
    const replaced = (await api.form('PUT', `/api/banners/${banner.id}`, { title: 'Banner trocado', file: png('nova.png') })).json();
    expect(replaced.imageUrl).not.toBe(banner.imageUrl);
    await housekeeping(new Date());
    expect(await served(banner.imageUrl)).toBe(200);
    await housekeeping(new Date(Date.now() + 25 * 3600_000));
    expect(await served(banner.imageUrl)).toBe(404);
    expect(await served(replaced.imageUrl)).toBe(200);
  });
});
