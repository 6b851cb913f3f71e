// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, makeApp, signIn, stamped } from './helpers';

let app: FastifyInstance;
let api: ReturnType<typeof client>;

beforeAll(async () => {
  app = await makeApp();
  api = client(app, await signIn(app));
});
afterAll(() => app.close());

const uuid = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe('categories: POST, GET one, PATCH, DELETE', () => {
  it('creates (201, bare record), reads, renames and deletes (204, no body)', async () => {
    const created = await api.post('/api/categories', { name: 'Front-light' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(stamped({ id: uuid, name: 'Front-light' }));
    const id = created.json().id;

    const read = await api.get(`/api/categories/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(stamped({ id, name: 'Front-light' }));

    const renamed = await api.patch(`/api/categories/${id}`, { name: 'Front-light iluminado' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual(stamped({ id, name: 'Front-light iluminado' }));
    expect((await api.get(`/api/categories/${id}`)).json()).toEqual(stamped({ id, name: 'Front-light iluminado' }));

    const deleted = await api.delete(`/api/categories/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await api.get(`/api/categories/${id}`)).statusCode).toBe(404);
  });

  it('answers 404 with the resource named in Portuguese for an unknown id', async () => {
    for (const res of [await api.get('/api/categories/nao-existe'), await api.patch('/api/categories/nao-existe', { name: 'Nome' }), await api.delete('/api/categories/nao-existe')]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Categoria não encontrada.' });
    }
  });

  it('PATCH changes only what it carries', async () => {
    const { id } = (await api.post('/api/categories', { name: 'Empena' })).json();
    const res = await api.patch(`/api/categories/${id}`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(stamped({ id, name: 'Empena' }));
  });
});

describe('jobs: POST, GET one, PUT, PATCH toggles status, DELETE', () => {
  const job = { name: 'Executivo(a) de contas', description: 'Vendas de mídia exterior em São Paulo.', html: '<p>CLT, híbrido.</p>' };

  it('creates an active vacancy, replaces it with PUT, flips its status with a bodiless PATCH', async () => {
    const created = await api.post('/api/jobs', job);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual(stamped({ id: uuid, ...job, status: true }));
    const { id } = created.json();

    const replaced = await api.put(`/api/jobs/${id}`, { name: 'Executivo(a) de contas sênior', description: 'Carteira própria.', html: '<h2>Vaga</h2>' });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toEqual(stamped({ id, name: 'Executivo(a) de contas sênior', description: 'Carteira própria.', html: '<h2>Vaga</h2>', status: true }));

    const off = await app.inject({ method: 'PATCH', url: `/api/jobs/${id}`, headers: { authorization: api.token } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ id, status: false });
    // Some clients send the JSON content type with an empty body: still no body.
    const on = await app.inject({ method: 'PATCH', url: `/api/jobs/${id}`, headers: { authorization: api.token, 'content-type': 'application/json' }, payload: '' });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({ id, status: true });

    expect((await api.get(`/api/jobs/${id}`)).json()).toEqual(stamped({ id, name: 'Executivo(a) de contas sênior', description: 'Carteira própria.', html: '<h2>Vaga</h2>', status: true }));
    expect((await api.delete(`/api/jobs/${id}`)).statusCode).toBe(204);
  });

  it('PUT needs every required field', async () => {
    const { id } = (await api.post('/api/jobs', job)).json();
    const res = await api.put(`/api/jobs/${id}`, { name: 'Só o nome' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'description', message: 'Campo obrigatório.' },
      { field: 'html', message: 'Campo obrigatório.' },
    ]);
  });

  it('the status toggle takes no body and 404s on an unknown id', async () => {
    const { id } = (await api.post('/api/jobs', job)).json();
    const withBody = await api.patch(`/api/jobs/${id}`, { status: false });
    expect(withBody.statusCode).toBe(400);
    expect(withBody.json()).toEqual({ message: 'Esta operação não recebe dados.' });
    const unknown = await app.inject({ method: 'PATCH', url: '/api/jobs/nao-existe', headers: { authorization: api.token } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Vaga não encontrada.' });
  });

  it('a status smuggled into a create or an update is refused', async () => {
    const create = await api.post('/api/jobs', { ...job, status: false });
    expect(create.statusCode).toBe(400);
    expect(create.json().errors).toEqual([{ field: 'status', message: 'Campo não permitido.' }]);
    const { id } = (await api.post('/api/jobs', job)).json();
    const update = await api.put(`/api/jobs/${id}`, { ...job, status: false });
    expect(update.statusCode).toBe(400);
    expect((await api.get(`/api/jobs/${id}`)).json().status).toBe(true);
  });
});

describe('lists: {data, total, page, limit}, newest first, paging and search', () => {
  let fresh: FastifyInstance;
  let list: ReturnType<typeof client>;
  const names = [
    'São Paulo — Av. Paulista', 'Rio de Janeiro — Copacabana', 'Belo Horizonte — Savassi', 'Curitiba — Batel', 'Porto Alegre — Moinhos',
    'Salvador — Barra', 'Recife — Boa Viagem', 'Fortaleza — Iracema', 'Brasília — Asa Sul', 'Goiânia — Setor Bueno',
    'Florianópolis — Centro', 'São José dos Campos — Aquarius',
  ];

  beforeAll(async () => {
    fresh = await makeApp();
    list = client(fresh, await signIn(fresh));
    for (const name of names) expect((await list.post('/api/categories', { name })).statusCode).toBe(201);
  });
  afterAll(() => fresh.close());

  const namesOf = (body: { data: { name: string }[] }) => body.data.map((r) => r.name);

  it('defaults to page 1, limit 10, newest first', async () => {
    const res = await list.get('/api/categories');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['data', 'limit', 'page', 'total']);
    expect(body).toMatchObject({ total: 12, page: 1, limit: 10 });
    expect(namesOf(body)).toEqual([...names].reverse().slice(0, 10));
  });

  it('pages: page 2 of 5 and the last, short page', async () => {
    const page2 = (await list.get('/api/categories?page=2&limit=5')).json();
    expect({ ...page2, data: namesOf(page2) }).toEqual({
      data: ['Recife — Boa Viagem', 'Salvador — Barra', 'Porto Alegre — Moinhos', 'Curitiba — Batel', 'Belo Horizonte — Savassi'],
      total: 12,
      page: 2,
      limit: 5,
    });
    const page3 = (await list.get('/api/categories?page=3&limit=5')).json();
    expect(namesOf(page3)).toEqual(['Rio de Janeiro — Copacabana', 'São Paulo — Av. Paulista']);
    expect((await list.get('/api/categories?page=9&limit=5')).json()).toEqual({ data: [], total: 12, page: 9, limit: 5 });
  });

  it('caps limit at 100', async () => {
    expect((await list.get('/api/categories?limit=1000')).json()).toMatchObject({ total: 12, page: 1, limit: 100 });
  });

  it('searches ignoring case and accents, and counts only the matches', async () => {
    expect((await list.get('/api/categories?q=sao')).json()).toMatchObject({ total: 2, data: [{ name: 'São José dos Campos — Aquarius' }, { name: 'São Paulo — Av. Paulista' }] });
    expect(namesOf((await list.get('/api/categories?q=S%C3%83O%20PAULO')).json())).toEqual(['São Paulo — Av. Paulista']);
    expect(namesOf((await list.get('/api/categories?q=goiania')).json())).toEqual(['Goiânia — Setor Bueno']);
    expect(namesOf((await list.get(`/api/categories?q=${encodeURIComponent('florianópolis')}`)).json())).toEqual(['Florianópolis — Centro']);
    expect((await list.get('/api/categories?q=sao&limit=1&page=2')).json()).toMatchObject({ total: 2, page: 2, limit: 1, data: [{ name: 'São Paulo — Av. Paulista' }] });
  });

  it('treats % and _ in q as plain characters', async () => {
    expect((await list.get('/api/categories?q=%25')).json()).toMatchObject({ total: 0, data: [] });
    expect((await list.get('/api/categories?q=_')).json()).toMatchObject({ total: 0 });
  });

  it('searches every search field of the descriptor (jobs: name and description)', async () => {
    await list.post('/api/jobs', { name: 'Instalador(a)', description: 'Troca de lonas em Niterói.', html: '<p>x</p>' });
    await list.post('/api/jobs', { name: 'Designer', description: 'Peças de grande formato.', html: '<p>y</p>' });
    expect((await list.get('/api/jobs?q=niteroi')).json()).toMatchObject({ total: 1, data: [{ name: 'Instalador(a)' }] });
    expect((await list.get('/api/jobs?q=DESIGN')).json()).toMatchObject({ total: 1, data: [{ name: 'Designer' }] });
  });

  it.each([
    ['page=0', 'page', 'Deve ser maior ou igual a 1.'],
    ['page=-1', 'page', 'Deve ser maior ou igual a 1.'],
    ['page=abc', 'page', 'Deve ser um número inteiro.'],
    ['page=1.5', 'page', 'Deve ser um número inteiro.'],
    ['limit=0', 'limit', 'Deve ser maior ou igual a 1.'],
    ['limit=dez', 'limit', 'Deve ser um número inteiro.'],
  ])('answers 400 to %s', async (query, field, message) => {
    const res = await list.get(`/api/categories?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message }]);
    expect(res.json().message).toMatch(/^Dados inválidos — (Página|Limite): /);
  });
});

// A banner's, a tenancy's and a post's GET and PUT are declared now, as extensions: extensionOperations.test.ts.
describe('routes: exactly the operations the descriptors declare', () => {
  it.each([
    ['PATCH', '/api/banners/x'],
    ['PUT', '/api/categories/x'],
    ['PATCH', '/api/outdoors/x'],
    ['PATCH', '/api/server/tenancies/x'],
    ['POST', '/api/server/posts/x'],
    ['POST', '/api/server/users/change-password/x'],
    ['DELETE', '/api/config'],
    ['POST', '/rest/v1/config'],
  ] as const)('%s %s → 404', async (method, url) => {
    const res = await app.inject({ method, url, headers: { authorization: api.token, apikey: 'painel-anon-key' } });
    expect(res.statusCode).toBe(404);
  });

  it('a 404 route answers JSON in Portuguese', async () => {
    const res = await api.get('/api/nada');
    expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
  });
});
