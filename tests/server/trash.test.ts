// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { maintain } from '../../src/server/history';
import { client, png, signedInApp, signIn, giveRole } from './helpers';

const made = signedInApp();

const served = async (url: string) => (await made.app.inject({ method: 'GET', url })).statusCode;
const housekeeping = (now: Date) => maintain(made.app.painel.db, { registry: made.app.painel.registry, ...made.app.painel.keeping, retention: made.app.painel.retention }, now);
const DAY = 86_400_000;

describe('a deleted record goes to the trash, and comes back whole', () => {
  it('an outdoor with its image: listed in the trash (its resource and across all), restored with the same id, fields and file', async () => {
    const created = (await made.api.form('POST', '/api/outdoors', { name: 'Outdoor Lixeira', location: 'Av. Brasil, 10', latitude: '-23', longitude: '-46', file: png() })).json();
    expect((await made.api.delete(`/api/outdoors/${created.id}`)).statusCode).toBe(204);
    expect((await made.api.get(`/api/outdoors/${created.id}`)).statusCode).toBe(404);
    // Kept for the restore, but not reachable while in the trash.
    expect(await served(created.imageUrl)).toBe(404);
    expect(await made.app.painel.records.stores(created.imageUrl)).toBe(true);

    const own = (await made.api.get('/api/painel/trash/outdoors')).json();
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
    expect((await made.api.get('/api/painel/trash')).json().items.map((i: { recordId: string }) => i.recordId)).toContain(created.id);

    const restored = await made.api.post(`/api/painel/trash/outdoors/${created.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: created.id, name: 'Outdoor Lixeira', location: 'Av. Brasil, 10', imageUrl: created.imageUrl, createdAt: created.createdAt, version: 2 });
    expect(await served(created.imageUrl)).toBe(200);
    expect((await made.api.get('/api/painel/trash/outdoors')).json().items).toEqual([]);
    expect((await made.api.get(`/api/painel/history/outdoors/${created.id}`)).json().items.map((e: { operation: string }) => e.operation)).toEqual(['restore', 'delete', 'create']);
  });

  it('a rental, which has no title field, is listed by its service, client and period; its undone restore too', async () => {
    const service = (await made.api.post('/api/server/services', { name: 'Empena lateral', price: 10 })).json().data.id;
    const tenant = (await made.api.post('/api/painel/clients', { name: 'Caio Prado' })).json().id;
    const rental = (await made.api.post('/api/server/tenancies', { serviceId: service, clientId: tenant, startDate: '2026-05-01', endDate: '2026-05-31' })).json().data.id;
    expect((await made.api.delete(`/api/server/tenancies/${rental}`)).statusCode).toBe(200);
    const titles = async () => (await made.api.get('/api/painel/trash/tenancies')).json().items.map((i: { title: string }) => i.title);
    expect(await titles()).toEqual(['Empena lateral · Caio Prado · 01/05/2026 a 31/05/2026']);
    const restored = await made.api.post(`/api/painel/trash/tenancies/${rental}/restore`);
    expect((await made.api.post(`/api/painel/undo/${restored.headers['painel-undo']}`)).statusCode).toBe(200);
    expect(await titles()).toEqual(['Empena lateral · Caio Prado · 01/05/2026 a 31/05/2026']);
  });

  it('a restored account signs in with its password again', async () => {
    const user = (await made.api.post('/api/server/users', { name: 'Dora', email: 'dora@exemplo.com.br', password: 'senha-da-dora' })).json().data;
    await giveRole(made.api, user.id);
    await made.api.delete(`/api/server/users/${user.id}`);
    await made.api.post(`/api/painel/trash/users/${user.id}/restore`);
    expect((await made.app.inject({ method: 'POST', url: '/api/authentication', payload: { email: 'dora@exemplo.com.br', password: 'senha-da-dora' } })).statusCode).toBe(200);
  });

  it('"Excluir definitivamente": gone from the trash, its file removed, on record as a purge', async () => {
    const banner = (await made.api.form('POST', '/api/banners', { title: 'Banner efêmero', file: png() })).json();
    await made.api.delete(`/api/banners/${banner.id}`);
    expect((await made.api.delete(`/api/painel/trash/banners/${banner.id}`)).statusCode).toBe(204);
    expect(await served(banner.imageUrl)).toBe(404);
    expect((await made.api.post(`/api/painel/trash/banners/${banner.id}/restore`)).json()).toEqual({ message: 'Este registro não está na lixeira.' });
    expect((await made.api.get(`/api/painel/history/banners/${banner.id}`)).json().items[0]).toMatchObject({ operation: 'purge' });
  });

  it('restoring a record whose reference is gone: 409 with the reason, still in the trash', async () => {
    const service = (await made.api.post('/api/server/services', { name: 'Serviço que some', price: 1 })).json().data.id;
    const post = (await made.api.form('POST', '/api/server/posts', { serviceId: service, file: png() })).json().data.id;
    await made.api.delete(`/api/server/posts/${post}`);
    await made.api.delete(`/api/server/services/${service}`);
    const res = await made.api.post(`/api/painel/trash/posts/${post}/restore`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.');
    expect((await made.api.get('/api/painel/trash/posts')).json().items.map((i: { recordId: string }) => i.recordId)).toEqual([post]);
  });

  it('a record still in use is not deleted (409), as before', async () => {
    const service = (await made.api.post('/api/server/services', { name: 'Em uso', price: 1 })).json().data.id;
    await made.api.form('POST', '/api/server/posts', { serviceId: service, file: png() });
    expect((await made.api.delete(`/api/server/services/${service}`)).statusCode).toBe(409);
  });

  it('after TRASH_RETENTION_DAYS the trashed record and its files are purged', async () => {
    const banner = (await made.api.form('POST', '/api/banners', { title: 'Banner antigo', file: png() })).json();
    await made.api.delete(`/api/banners/${banner.id}`);
    await housekeeping(new Date(Date.now() + 29 * DAY));
    expect(await made.app.painel.records.stores(banner.imageUrl)).toBe(true);
    await housekeeping(new Date(Date.now() + 31 * DAY));
    expect((await made.api.get('/api/painel/trash/banners')).json().items.map((i: { recordId: string }) => i.recordId)).not.toContain(banner.id);
    expect(await made.app.painel.records.stores(banner.imageUrl)).toBe(false);
  });

  it('a replaced file stays while an undo could bring it back, and is collected after', async () => {
    const banner = (await made.api.form('POST', '/api/banners', { title: 'Banner trocado', file: png() })).json();
    const replaced = (await made.api.form('PUT', `/api/banners/${banner.id}`, { title: 'Banner trocado', file: png('nova.png') })).json();
    expect(replaced.imageUrl).not.toBe(banner.imageUrl);
    await housekeeping(new Date());
    expect(await served(banner.imageUrl)).toBe(200);
    await housekeeping(new Date(Date.now() + 25 * 3600_000));
    expect(await served(banner.imageUrl)).toBe(404);
    expect(await served(replaced.imageUrl)).toBe(200);
  });
});

describe('"Restaurar selecionados": several records back in one request, one undo for all', () => {
  const restoreMany = (items: unknown, who = made.api) => who.post('/api/painel/trash/restore', items);
  const trashedIds = async (resource: string) => (await made.api.get(`/api/painel/trash/${resource}`)).json().items.map((i: { recordId: string }) => i.recordId);

  it('three categories come back together, under one bulk id; their "Desfazer" puts all three back in the trash', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await made.api.post('/api/categories', { name: `Restaurada junto ${n}` })).json().id);
    for (const id of ids) await made.api.delete(`/api/categories/${id}`);
    const res = await restoreMany({ items: ids.map((id) => ({ resource: 'categories', id })) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: ids.map((id) => ({ resource: 'categories', id, ok: true })),
      done: 3,
      failed: 0,
    });
    for (const id of ids) expect((await made.api.get(`/api/categories/${id}`)).json()).toMatchObject({ id, version: 2 });
    const entries = await Promise.all(ids.map(async (id) => (await made.api.get(`/api/painel/history/categories/${id}`)).json().items[0]));
    expect(entries.map((e) => e.operation)).toEqual(['restore', 'restore', 'restore']);
    expect(new Set(entries.map((e) => e.bulkId)).size).toBe(1);
    expect(entries[0].bulkId).toEqual(expect.any(String));

    const token = res.headers['painel-undo'] as string;
    expect((await made.api.post(`/api/painel/undo/${token}`)).json()).toEqual({ undone: 3 });
    for (const id of ids) expect((await made.api.get(`/api/categories/${id}`)).statusCode).toBe(404);
    expect(await trashedIds('categories')).toEqual(expect.arrayContaining(ids));
  });

  it('one that cannot come back is said with its own reason; the others come back', async () => {
    const service = (await made.api.post('/api/server/services', { name: 'Serviço que some de novo', price: 1 })).json().data.id;
    const orphan = (await made.api.form('POST', '/api/server/posts', { serviceId: service, file: png() })).json().data.id;
    const fine = (await made.api.post('/api/categories', { name: 'Volta sozinha' })).json().id;
    await made.api.delete(`/api/server/posts/${orphan}`);
    await made.api.delete(`/api/server/services/${service}`);
    await made.api.delete(`/api/categories/${fine}`);
    const res = await restoreMany({
      items: [
        { resource: 'server/posts', id: orphan },
        { resource: 'posts', id: orphan },
        { resource: 'categories', id: fine },
        { resource: 'categories', id: 'nao-esta-na-lixeira' },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { resource: 'server/posts', id: orphan, ok: false, status: 404, message: 'Recurso desconhecido.' },
        { resource: 'posts', id: orphan, ok: false, status: 409, message: 'Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.' },
        { resource: 'categories', id: fine, ok: true },
        { resource: 'categories', id: 'nao-esta-na-lixeira', ok: false, status: 404, message: 'Este registro não está na lixeira.' },
      ],
      done: 1,
      failed: 3,
    });
    expect(res.headers['painel-undo']).toMatch(/^[0-9a-f-]{36}$/);
    expect(await trashedIds('posts')).toContain(orphan);
    expect((await made.api.get(`/api/categories/${fine}`)).statusCode).toBe(200);
  });

  it('nothing restored: no undo offered', async () => {
    const res = await restoreMany({ items: [{ resource: 'categories', id: 'nunca-existiu' }] });
    expect(res.json()).toMatchObject({ done: 0, failed: 1 });
    expect(res.headers['painel-undo']).toBeUndefined();
  });

  it('a role without the trash is refused record by record, and nothing comes back', async () => {
    const reader = (await made.api.post('/api/server/users', { name: 'Léo Leitor', email: 'leo@exemplo.com.br', password: 'senha-do-leo' })).json().data.id;
    await giveRole(made.api, reader, 'leitura');
    const leo = client(made.app, await signIn(made.app, 'leo@exemplo.com.br', 'senha-do-leo'));
    const id = (await made.api.post('/api/categories', { name: 'Fica na lixeira' })).json().id;
    await made.api.delete(`/api/categories/${id}`);
    const res = await restoreMany({ items: [{ resource: 'categories', id }] }, leo);
    expect(res.json()).toEqual({ results: [{ resource: 'categories', id, ok: false, status: 403, message: expect.stringMatching(/^Você não tem permissão/) }], done: 0, failed: 1 });
    expect(await trashedIds('categories')).toContain(id);
  });

  it('a body that is not a selection is a Portuguese 400 and restores nothing', async () => {
    const id = (await made.api.post('/api/categories', { name: 'Continua excluída' })).json().id;
    await made.api.delete(`/api/categories/${id}`);
    const shape = 'Envie um objeto JSON com items: [{"resource": …, "id": …}].';
    for (const [body, message] of [
      [{}, shape],
      [{ items: [] }, 'Selecione pelo menos um registro.'],
      [{ items: [{ resource: 'categories' }] }, 'Cada item de items deve ter resource e id (textos).'],
      [{ items: [{ resource: 'categories', id }], extra: 1 }, `${shape} Nenhum outro campo é aceito.`],
      [{ items: Array.from({ length: 1001 }, (_, i) => ({ resource: 'categories', id: `x${i}` })) }, 'Selecione até 1.000 registros por vez.'],
    ] as const) {
      const res = await restoreMany(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await trashedIds('categories')).toContain(id);
  });
});
