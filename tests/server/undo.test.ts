// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { maintain } from '../../src/server/history/maintenance';
import { afterRetention, client, makeApp, png, signIn, TEST_SECRET, tempDir, giveRole } from './helpers';

let app: FastifyInstance;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  app = await makeApp();
  api = client(app, await signIn(app));
});
afterAll(() => app.close());

const undo = (token: string, who = api) => who.post(`/api/painel/undo/${token}`);
const tokenOf = (res: { headers: Record<string, unknown> }) => res.headers['painel-undo'] as string;

describe('undo is real: every change commits at once, its answer carries a token, the undo applies the inverse', () => {
  it('a create, undone: the record is gone (and the token works once: 410 after)', async () => {
    const res = await api.post('/api/categories', { name: 'Desfeita' });
    expect(res.statusCode).toBe(201);
    const token = tokenOf(res);
    expect(token).toMatch(/^[0-9a-f-]{36}$/);
    expect((await undo(token)).json()).toEqual({ undone: 1 });
    expect((await api.get(`/api/categories/${res.json().id}`)).statusCode).toBe(404);
    const again = await undo(token);
    expect(again.statusCode).toBe(410);
    expect(again.json()).toEqual({ message: 'Esta ação já foi desfeita.' });
  });

  it('an update, undone: the fields as they were (the password too), a new version on record as an undo', async () => {
    const user = (await api.post('/api/server/users', { name: 'Eva', email: 'eva@exemplo.com.br', password: 'senha-antiga-1' })).json().data;
    await giveRole(api, user.id);
    const changed = await api.patch(`/api/server/users/change-password/${user.id}`, { id: user.id, password: 'senha-nova-22' });
    expect((await undo(tokenOf(changed))).statusCode).toBe(200);
    const signIn = (password: string) => app.inject({ method: 'POST', url: '/api/authentication', payload: { email: 'eva@exemplo.com.br', password } });
    expect((await signIn('senha-antiga-1')).statusCode).toBe(200);
    expect((await signIn('senha-nova-22')).statusCode).toBe(401);
    const { items } = (await api.get(`/api/painel/history/users/${user.id}`)).json();
    expect(items[0]).toMatchObject({ version: 4, source: 'undo', changes: [{ field: 'password', hidden: true }] });
  });

  it('a delete, undone: back from the trash, same id and file', async () => {
    const banner = (await api.form('POST', '/api/banners', { title: 'Volta', file: png() })).json();
    const deleted = await api.delete(`/api/banners/${banner.id}`);
    expect((await undo(tokenOf(deleted))).statusCode).toBe(200);
    expect((await api.get(`/api/banners/${banner.id}`)).json()).toMatchObject({ title: 'Volta', imageUrl: banner.imageUrl });
    expect((await app.inject({ method: 'GET', url: banner.imageUrl })).statusCode).toBe(200);
  });

  it('a bulk delete, undone as a whole with its one token', async () => {
    const ids: string[] = [];
    for (const n of [1, 2, 3]) ids.push((await api.post('/api/categories', { name: `Lote desfeito ${n}` })).json().id);
    const bulk = await api.post('/api/categories/bulk', { action: 'delete', ids });
    expect(bulk.json()).toMatchObject({ done: 3 });
    expect((await undo(tokenOf(bulk))).json()).toEqual({ undone: 3 });
    for (const id of ids) expect((await api.get(`/api/categories/${id}`)).statusCode).toBe(200);
  });

  it('a bulk undo claimed twice at once: one undoes all of it, the other is told it is done', async () => {
    const ids: string[] = [];
    for (const n of [1, 2]) ids.push((await api.post('/api/categories', { name: `Corrida de desfazer ${n}` })).json().id);
    const token = tokenOf(await api.post('/api/categories/bulk', { action: 'delete', ids }));
    const answers = await Promise.all([undo(token), undo(token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410]);
    expect(answers.find((a) => a.statusCode === 200)!.json()).toEqual({ undone: 2 });
    for (const id of ids) expect((await api.get(`/api/categories/${id}`)).statusCode).toBe(200);
  });

  it('refused with 409 when the record changed since; nothing undone', async () => {
    const c = await api.post('/api/categories', { name: 'Primeira' });
    const changed = await api.patch(`/api/categories/${c.json().id}`, { name: 'Segunda' });
    await api.patch(`/api/categories/${c.json().id}`, { name: 'Terceira' });
    const res = await undo(tokenOf(changed));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível desfazer: Administrador alterou este registro depois. Nada foi desfeito.' });
    expect((await api.get(`/api/categories/${c.json().id}`)).json().name).toBe('Terceira');
  });

  it('only its author undoes it; an unknown token is a 404; a change that changed nothing offers no token', async () => {
    const other = (await api.post('/api/server/users', { name: 'Fábio', email: 'fabio@exemplo.com.br', password: 'senha-do-fabio' })).json().data;
    await giveRole(api, other.id);
    const fabio = client(app, await signIn(app, 'fabio@exemplo.com.br', 'senha-do-fabio'));
    const mine = await api.post('/api/categories', { name: 'Minha' });
    const res = await undo(tokenOf(mine), fabio);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Só quem fez a alteração pode desfazê-la.' });
    expect((await undo('00000000-0000-0000-0000-000000000000')).statusCode).toBe(404);
    const same = await api.patch(`/api/categories/${mine.json().id}`, { name: 'Minha' });
    expect(same.headers['painel-undo']).toBeUndefined();
    expect(other.id).toEqual(expect.any(String));
  });

  it('works on another instance sharing the database, after the tab that made it is gone', async () => {
    const created = await api.post('/api/categories', { name: 'Em outra instância' });
    // Not closed: closing it would close the database it shares with the first.
    const second = await buildApp({ db: app.painel.db, dataDir: tempDir(), secret: TEST_SECRET, maintenanceEveryMs: 0 });
    const res = await second.inject({ method: 'POST', url: `/api/painel/undo/${tokenOf(created)}`, headers: { authorization: api.token } });
    expect(res.statusCode).toBe(200);
    expect((await api.get(`/api/categories/${created.json().id}`)).statusCode).toBe(404);
  });
});

describe('undo has a period: past it the token is refused, and a day later how to undo it is no longer kept', () => {
  it('a password change: undo refused with 410 once its 24 hours passed; the housekeeping then drops the old hash', async () => {
    const user = (await api.post('/api/server/users', { name: 'Olga', email: 'olga@exemplo.com.br', password: 'senha-da-olga-1' })).json().data;
    const db = app.painel.db;
    const hashOf = async () => (await db.query<{ password: string }>('SELECT password FROM users WHERE id = $1', [user.id]))[0].password;
    const oldHash = await hashOf();
    const token = tokenOf(await api.patch(`/api/server/users/change-password/${user.id}`, { id: user.id, password: 'senha-da-olga-2' }));
    const kept = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM painel_history WHERE undo_previous::text LIKE '%' || $1 || '%'`, [oldHash]))[0].n;
    expect(await kept()).toBe(1);
    // The change as if made 25 hours ago (the default period is 24).
    await db.query(`UPDATE painel_history SET at = at - interval '25 hours' WHERE undo_token = $1`, [token]);
    const late = await undo(token);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toEqual({ message: 'O prazo para desfazer esta ação terminou.' });
    expect(await hashOf()).not.toBe(oldHash);
    // A day after the period the housekeeping forgets it: the old hash is nowhere; a fresh change keeps its undo.
    const fresh = tokenOf(await api.post('/api/categories', { name: 'Ainda desfazível' }));
    await afterRetention(app, 1);
    expect(await kept()).toBe(0);
    expect((await undo(token)).statusCode).toBe(404);
    expect((await undo(fresh)).json()).toEqual({ undone: 1 });
  });
});

describe('a history kept for less time than the undo period still honours the undo', () => {
  it('the housekeeping keeps an entry whose change can still be undone, and prunes it once the undo is gone', async () => {
    const short = await makeApp({ retention: { historyDays: 1, trashDays: 30, undoHours: 72 } });
    try {
      const admin = client(short, await signIn(short));
      const made = await admin.post('/api/categories', { name: 'Guardada para desfazer' });
      const token = tokenOf(made);
      const { db, registry, keeping, retention } = short.painel;
      const entries = async () => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM painel_history WHERE record_id = $1`, [made.json().id]))[0].n;
      // Two days on: past the history's one day, within the undo's three.
      const inTwoDays = new Date(Date.now() + 2 * 86_400_000);
      await maintain(db, { registry, ...keeping, retention }, inTwoDays);
      expect(await entries()).toBe(1);
      expect((await admin.post(`/api/painel/undo/${token}`)).json()).toEqual({ undone: 1 });
      // Five days on (the undo period and its extra day over): one run clears the undo, then the entries go.
      await maintain(db, { registry, ...keeping, retention }, new Date(Date.now() + 5 * 86_400_000));
      expect(await entries()).toBe(0);
    } finally {
      await short.close();
    }
  });
});

describe('an undo the database refuses is a 409 with the reason, the data intact and the token unused', () => {
  const newService = async (name: string) => (await api.post('/api/server/services', { name, price: 100 })).json().data.id as string;
  const newUser = async (name: string, email: string) => (await api.post('/api/server/users', { name, email, password: 'senha-forte-123' })).json().data.id as string;
  const inTrash = async (resource: string) => (await api.get(`/api/painel/trash/${resource}`)).json().items.map((i: { recordId: string }) => i.recordId);

  it('undoing the create of a service a post now points at', async () => {
    const created = await api.post('/api/server/services', { name: 'Serviço criado e já usado', price: 100 });
    const serviceId = created.json().data.id;
    const post = (await api.form('POST', '/api/server/posts', { serviceId, file: png() })).json().data.id;
    const res = await undo(tokenOf(created));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível desfazer: há posts ligados a este serviço. Nada foi desfeito.' });
    expect((await api.get(`/api/server/services/${serviceId}`)).json().data).toMatchObject({ name: 'Serviço criado e já usado', version: 1 });
    // The token was not used: once the post is gone, the same undo goes through.
    await api.delete(`/api/server/posts/${post}`);
    expect((await undo(tokenOf(created))).json()).toEqual({ undone: 1 });
    expect((await api.get(`/api/server/services/${serviceId}`)).statusCode).toBe(404);
  });

  it('undoing an e-mail change whose old e-mail another person now has', async () => {
    const id = await newUser('Rita', 'rita@exemplo.com.br');
    const changed = await api.put(`/api/server/users/${id}`, { name: 'Rita', email: 'rita.nova@exemplo.com.br' });
    expect(changed.statusCode).toBe(200);
    const other = await newUser('Outra Rita', 'rita@exemplo.com.br');
    const res = await undo(tokenOf(changed));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível desfazer: Já existe um usuário com este e-mail. Nada foi desfeito.' });
    expect((await api.get(`/api/server/users/${id}`)).json().data).toMatchObject({ email: 'rita.nova@exemplo.com.br', version: 2 });
    await api.delete(`/api/server/users/${other}`);
    expect((await undo(tokenOf(changed))).json()).toEqual({ undone: 1 });
    expect((await api.get(`/api/server/users/${id}`)).json().data.email).toBe('rita@exemplo.com.br');
  });

  it('undoing a tenancy\'s change of service when the old service was deleted since', async () => {
    const first = await newService('Serviço antigo da locação');
    const second = await newService('Serviço novo da locação');
    const userId = await newUser('Lia Locatária', 'lia@exemplo.com.br');
    const tenancy = (await api.post('/api/server/tenancies', { serviceId: first, userId, startDate: '2027-01-01', endDate: '2027-01-31' })).json().data.id;
    const changed = await api.put(`/api/server/tenancies/${tenancy}`, { serviceId: second, userId, startDate: '2027-01-01', endDate: '2027-01-31' });
    expect(changed.statusCode).toBe(200);
    expect((await api.delete(`/api/server/services/${first}`)).statusCode).toBe(200);
    const res = await undo(tokenOf(changed));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível desfazer: Serviço não encontrado (Serviço) — foi excluído depois. Nada foi desfeito.' });
    expect((await api.get(`/api/server/tenancies/${tenancy}`)).json().data).toMatchObject({ serviceId: second, version: 2 });
    await api.post(`/api/painel/trash/services/${first}/restore`);
    expect((await undo(tokenOf(changed))).json()).toEqual({ undone: 1 });
    expect((await api.get(`/api/server/tenancies/${tenancy}`)).json().data.serviceId).toBe(first);
  });

  it('undoing the restore from the trash of a service a post now points at', async () => {
    const serviceId = await newService('Serviço restaurado e já usado');
    await api.delete(`/api/server/services/${serviceId}`);
    const restored = await api.post(`/api/painel/trash/services/${serviceId}/restore`);
    expect(restored.statusCode).toBe(200);
    const post = (await api.form('POST', '/api/server/posts', { serviceId, file: png() })).json().data.id;
    const res = await undo(tokenOf(restored));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'Não é possível desfazer: há posts ligados a este serviço. Nada foi desfeito.' });
    expect((await api.get(`/api/server/services/${serviceId}`)).json().data).toMatchObject({ name: 'Serviço restaurado e já usado', version: 2 });
    expect(await inTrash('services')).not.toContain(serviceId);
    await api.delete(`/api/server/posts/${post}`);
    expect((await undo(tokenOf(restored))).json()).toEqual({ undone: 1 });
    expect(await inTrash('services')).toContain(serviceId);
  });
});
