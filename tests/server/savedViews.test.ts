// @vitest-environment node
// "Visualizações": GET/POST /api/painel/views/{resource}, PATCH/DELETE …/{id}, PUT …/default. Kept on the
// server per person; shared ones seen by everyone who may list; sharing governed by roles.json ("share").
import { describe, expect, it } from 'vitest';
import { client, giveRole, signedInApp, signIn } from './helpers';

const made = signedInApp();
const recife = { q: 'recife', sort: 'name', limit: 25, filters: {}, columns: ['name', 'location'] };

async function person(email: string, role: string) {
  const id = (await made.api.post('/api/server/users', { name: email.split('@')[0], email, password: 'senha-forte-1' })).json().data.id;
  await giveRole(made.api, id, role);
  return client(made.app, await signIn(made.app, email, 'senha-forte-1'));
}

describe('saving and opening', () => {
  it('a view keeps search, filters, order, page size and columns; it survives a sign-out and follows the person', async () => {
    const saved = await made.api.post('/api/painel/views/outdoors', { name: 'Recife por nome', state: recife });
    expect(saved.statusCode).toBe(201);
    expect(saved.json()).toMatchObject({ name: 'Recife por nome', shared: false, mine: true, isDefault: false, state: { q: 'recife', sort: 'name', limit: 25, columns: ['name', 'location'] } });
    expect(saved.json().state).not.toHaveProperty('filters');
    expect(saved.json().state).not.toHaveProperty('layout');
    const onMap = await made.api.post('/api/painel/views/outdoors', { name: 'Recife no mapa', state: { ...recife, layout: 'mapa' } });
    expect([onMap.statusCode, onMap.json().state.layout]).toEqual([201, 'mapa']);
    // Another session of the same person (another browser) sees it.
    const elsewhere = client(made.app, await signIn(made.app));
    expect((await elsewhere.get('/api/painel/views/outdoors')).json().items.map((v: { name: string }) => v.name)).toContain('Recife por nome');
  });

  it('one is the default for a list; another replaces it; none again', async () => {
    const a = (await made.api.post('/api/painel/views/jobs', { name: 'Ativas', state: { filters: { status: 'true' } }, isDefault: true })).json();
    expect(a.isDefault).toBe(true);
    const b = (await made.api.post('/api/painel/views/jobs', { name: 'Inativas', state: { filters: { status: 'false' } } })).json();
    expect((await made.api.put('/api/painel/views/jobs/default', { id: b.id })).statusCode).toBe(204);
    const defaults = (await made.api.get('/api/painel/views/jobs')).json().items.map((v: { name: string; isDefault: boolean }) => [v.name, v.isDefault]);
    expect(defaults).toEqual([['Ativas', false], ['Inativas', true]]);
    await made.api.put('/api/painel/views/jobs/default', { id: null });
    expect((await made.api.get('/api/painel/views/jobs')).json().items.every((v: { isDefault: boolean }) => !v.isDefault)).toBe(true);
  });

  it('GET /api/painel/default-views: the person\'s default of every list at once (what a list opens with, known before it opens)', async () => {
    const reader = await person('leitora.padroes@exemplo.com.br', 'leitura');
    const outdoors = (await reader.post('/api/painel/views/outdoors', { name: 'Recife', state: { q: 'recife' }, isDefault: true })).json();
    const banners = (await reader.post('/api/painel/views/banners', { name: 'Títulos', state: { sort: 'title' } })).json();
    expect((await reader.put('/api/painel/views/banners/default', { id: banners.id })).statusCode).toBe(204);
    await reader.post('/api/painel/views/categories', { name: 'Sem ser padrão', state: { q: 'x' } });
    const answer = await reader.get('/api/painel/default-views');
    expect(answer.statusCode).toBe(200);
    expect(answer.json().items.map((v: { resource: string; id: string; name: string; isDefault: boolean }) => [v.resource, v.id, v.name, v.isDefault])).toEqual([
      ['banners', banners.id, 'Títulos', true],
      ['outdoors', outdoors.id, 'Recife', true],
    ]);
    // Another person's defaults are theirs.
    expect((await made.api.get('/api/painel/default-views')).json().items.map((v: { name: string }) => v.name)).not.toContain('Recife');
    expect((await made.app.inject({ method: 'GET', url: '/api/painel/default-views' })).statusCode).toBe(401);
  });

  it('renamed and changed by its owner; deleted, it is gone (and no longer anyone\'s default)', async () => {
    const v = (await made.api.post('/api/painel/views/services', { name: 'Caros', state: { sort: '-price' }, isDefault: true })).json();
    const renamed = await made.api.patch(`/api/painel/views/services/${v.id}`, { name: 'Mais caros', state: { sort: '-price', limit: 50 } });
    expect(renamed.json()).toMatchObject({ name: 'Mais caros', state: { sort: '-price', limit: 50 }, isDefault: true });
    expect((await made.api.delete(`/api/painel/views/services/${v.id}`)).statusCode).toBe(204);
    expect((await made.api.get('/api/painel/views/services')).json().items).toEqual([]);
  });
});

describe('shared with everyone, by who may share', () => {
  it('an editor shares; a reader sees it, may make it her default, but not change it; a reader may not share', async () => {
    const editor = await person('editora.views@exemplo.com.br', 'editor');
    const reader = await person('leitora.views@exemplo.com.br', 'leitura');
    const shared = (await editor.post('/api/painel/views/categories', { name: 'Da equipe', shared: true, state: { sort: 'name' } })).json();
    expect(shared).toMatchObject({ shared: true, mine: true });
    const mine = (await editor.post('/api/painel/views/categories', { name: 'Só minha', state: { q: 'x' } })).json();

    const seen = (await reader.get('/api/painel/views/categories')).json().items;
    expect(seen.map((v: { name: string; mine: boolean; owner: { name: string } }) => [v.name, v.mine, v.owner.name])).toEqual([['Da equipe', false, 'editora.views']]);
    expect((await reader.put('/api/painel/views/categories/default', { id: shared.id })).statusCode).toBe(204);
    expect((await reader.put('/api/painel/views/categories/default', { id: mine.id })).statusCode).toBe(404);
    const change = await reader.patch(`/api/painel/views/categories/${shared.id}`, { name: 'Minha agora' });
    expect([change.statusCode, change.json().message]).toEqual([403, 'Só editora.views pode alterar ou excluir esta visualização.']);
    expect((await reader.delete(`/api/painel/views/categories/${shared.id}`)).statusCode).toBe(403);
    const refused = await reader.post('/api/painel/views/categories', { name: 'Para todos', shared: true, state: {} });
    expect(refused.statusCode).toBe(403);
    expect((await reader.post('/api/painel/views/categories', { name: 'Para mim', state: {} })).statusCode).toBe(201);

    // Shared views are the team's: another who may share deletes one its owner left; a reader may not.
    const left = (await editor.post('/api/painel/views/categories', { name: 'Deixada', shared: true, state: {} })).json();
    const admin = made.api;
    expect((await reader.delete(`/api/painel/views/categories/${left.id}`)).statusCode).toBe(403);
    expect((await admin.delete(`/api/painel/views/categories/${left.id}`)).statusCode).toBe(204);
    expect((await admin.delete(`/api/painel/views/categories/${mine.id}`)).statusCode).toBe(404);

    // No longer shared: gone from the reader's list, and from her default.
    await editor.patch(`/api/painel/views/categories/${shared.id}`, { shared: false });
    expect((await reader.get('/api/painel/views/categories')).json().items.map((v: { name: string }) => v.name)).toEqual(['Para mim']);
  });
});

describe('refusals, in Portuguese, changing nothing', () => {
  it('what a view may not hold', async () => {
    const bad = async (body: unknown) => {
      const res = await made.api.post('/api/painel/views/outdoors', body);
      return [res.statusCode, res.json().message];
    };
    expect(await bad({ name: '  ', state: {} })).toEqual([400, 'Dê um nome à visualização.']);
    expect(await bad({ name: 'x'.repeat(81), state: {} })).toEqual([400, 'O nome pode ter até 80 caracteres.']);
    expect(await bad({ name: 'Ordem', state: { sort: 'senha' } })).toEqual([400, 'Ordem: Outdoors não se ordenam por "senha".']);
    expect(await bad({ name: 'Filtro', state: { filters: { nope: '1' } } })).toEqual([400, 'Filtros: Outdoors não têm o filtro "nope".']);
    expect(await bad({ name: 'Colunas', state: { columns: ['password'] } })).toEqual([400, 'Colunas: uma ou mais das colunas da lista de outdoors, sem repetir.']);
    expect(await bad({ name: 'Disposição', state: { layout: 'grade' } })).toEqual([400, 'Disposição: "mapa", ou nada para a tabela.']);
    const jobsOnMap = await made.api.post('/api/painel/views/jobs', { name: 'Vagas no mapa', state: { layout: 'mapa' } });
    expect([jobsOnMap.statusCode, jobsOnMap.json().message]).toEqual([400, 'Disposição: Vagas não têm mapa.']);
    expect(await bad({ name: 'Página', state: { limit: 1000 } })).toEqual([400, 'Tamanho da página: um número de 1 a 100.']);
    expect(await bad({ name: 'Mais', state: { html: '<b>' } })).toEqual([400, '"state" não guarda "html".']);
    await made.api.post('/api/painel/views/outdoors', { name: 'Repetida', state: {} });
    expect(await bad({ name: 'Repetida', state: {} })).toEqual([409, 'Você já tem uma visualização com este nome nesta lista.']);
    expect((await made.api.get('/api/painel/views/nada')).statusCode).toBe(404);
    expect((await made.api.patch('/api/painel/views/outdoors/nao-existe', { name: 'X' })).statusCode).toBe(404);
  });

  it('no session: 401', async () => {
    expect((await made.app.inject({ method: 'GET', url: '/api/painel/views/outdoors' })).statusCode).toBe(401);
  });
});
