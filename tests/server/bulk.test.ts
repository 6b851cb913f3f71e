// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { png, signedInApp } from './helpers';

const made = signedInApp({ listLimits: { bulkMax: 4 } });

const service = async (name: string) => (await made.api.post('/api/server/services', { name, price: 100 })).json().data.id as string;
const job = async (name: string) => (await made.api.post('/api/jobs', { name, description: 'Descrição da vaga', html: '<p>x</p>' })).json().id as string;

describe('bulk delete: each record on its own, one answer with every result', () => {
  it('a service still in use fails with its 409 reason; the others are deleted (services: under data)', async () => {
    const [a, b, c] = [await service('Lote A'), await service('Lote B'), await service('Lote C')];
    expect((await made.api.form('POST', '/api/server/posts', { serviceId: b, file: png() })).statusCode).toBe(201);

    const res = await made.api.post('/api/server/services/bulk', { action: 'delete', ids: [a, b, c, 'nao-existe'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        results: [
          { id: a, ok: true },
          { id: b, ok: false, status: 409, message: 'Não é possível excluir este serviço: há posts ligados a ele.' },
          { id: c, ok: true },
          { id: 'nao-existe', ok: false, status: 404, message: 'Serviço não encontrado.' },
        ],
        done: 2,
        failed: 2,
      },
    });
    expect((await made.api.get(`/api/server/services/${a}`)).statusCode).toBe(404);
    expect((await made.api.get(`/api/server/services/${b}`)).statusCode).toBe(200);
    expect((await made.api.get(`/api/server/services/${c}`)).statusCode).toBe(404);
  });

  it('the signed-in administrator is not deleted with the others; the main API answers the body itself', async () => {
    const me = (await made.api.get('/api/session')).json().data.id as string;
    const other = (await made.api.post('/api/server/users', { name: 'Outro Admin', email: 'outro@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    expect((await made.api.post('/api/server/users/bulk', { action: 'delete', ids: [other, me] })).json().data).toEqual({
      results: [{ id: other, ok: true }, { id: me, ok: false, status: 409, message: 'Você não pode excluir a sua própria conta enquanto está conectado.' }],
      done: 1,
      failed: 1,
    });
    const ids = [];
    for (const name of ['Lote X', 'Lote Y']) ids.push((await made.api.post('/api/categories', { name })).json().id);
    expect((await made.api.post('/api/categories/bulk', { action: 'delete', ids: [...ids, ids[0]] })).json()).toEqual({
      results: [{ id: ids[0], ok: true }, { id: ids[1], ok: true }],
      done: 2,
      failed: 0,
    });
  });
});

describe('bulk row action: the toggle through the effect registry', () => {
  it('flips each status and moves its updatedAt', async () => {
    const [a, b] = [await job('Toggle A'), await job('Toggle B')];
    await made.api.patch(`/api/jobs/${b}`);
    const before = (await made.api.get(`/api/jobs/${a}`)).json();
    const res = await made.api.post('/api/jobs/bulk', { action: 'toggle-status', ids: [a, b] });
    expect(res.json()).toEqual({ results: [{ id: a, ok: true }, { id: b, ok: true }], done: 2, failed: 0 });
    const after = (await made.api.get(`/api/jobs/${a}`)).json();
    expect(after.status).toBe(false);
    expect(after.updatedAt > before.updatedAt).toBe(true);
    expect(after.createdAt).toBe(before.createdAt);
    expect((await made.api.get(`/api/jobs/${b}`)).json().status).toBe(true);
  });

  it('posts toggle too; banners only delete (they have no row action)', async () => {
    const serviceId = await service('Serviço dos posts em lote');
    const post = (await made.api.form('POST', '/api/server/posts', { serviceId, file: png() })).json().data.id;
    expect((await made.api.post('/api/server/posts/bulk', { action: 'toggle-status', ids: [post] })).json().data.done).toBe(1);
    expect((await made.api.get(`/api/server/posts?serviceId=${serviceId}`)).json().data.items[0].status).toBe(false);
    const refused = await made.api.post('/api/banners/bulk', { action: 'toggle-status', ids: ['x'] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      message: 'Ação em lote desconhecida. Esta lista aceita: delete.',
      errors: [{ field: 'action', message: 'Ação em lote desconhecida. Esta lista aceita: delete.' }],
    });
  });
});

describe('"all N matching": the list query instead of ids', () => {
  it('deletes exactly what the search and filters select', async () => {
    const keep = await job('Motorista de caminhão');
    const [x, y] = [await job('Motorista de van'), await job('Motorista de ônibus')];
    await job('Ajudante de carga');
    for (const id of [keep]) await made.api.patch(`/api/jobs/${id}`);
    const res = await made.api.post('/api/jobs/bulk', { action: 'delete', query: { q: 'MOTORISTA', filters: { status: 'true' } }, expected: 2 });
    expect(res.json().done).toBe(2);
    expect(res.json().results.map((r: { id: string }) => r.id).sort()).toEqual([x, y].sort());
    expect((await made.api.get('/api/jobs?q=motorista')).json().data.map((j: { id: string }) => j.id)).toEqual([keep]);
  });

  it('more than the cap (4 here) is refused before anything changes; a query matching nothing does nothing', async () => {
    for (const n of [1, 2, 3, 4, 5]) await job(`Excesso ${n}`);
    const res = await made.api.post('/api/jobs/bulk', { action: 'delete', query: { q: 'excesso' }, expected: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Mais de 4 registros selecionados; o máximo por vez é 4. Refine a busca ou os filtros.' });
    expect((await made.api.get('/api/jobs?q=excesso')).json().total).toBe(5);
    const tooMany = await made.api.post('/api/jobs/bulk', { action: 'delete', ids: ['1', '2', '3', '4', '5'] });
    expect(tooMany.json()).toEqual({
      message: 'Mais de 4 registros selecionados; o máximo por vez é 4. Refine a busca ou os filtros.',
      errors: [{ field: 'ids', message: 'Mais de 4 registros selecionados; o máximo por vez é 4. Refine a busca ou os filtros.' }],
    });
    expect((await made.api.post('/api/jobs/bulk', { action: 'delete', query: { q: 'nenhuma-vaga-assim' }, expected: 0 })).json()).toEqual({ results: [], done: 0, failed: 0 });
  });
});

describe('a bulk body that does not fit: 400, nothing done, nothing repeated', () => {
  const refused = async (body: unknown) => {
    const res = await made.api.post('/api/jobs/bulk', body);
    expect(res.statusCode).toBe(400);
    return res.json();
  };

  it('each shape problem has its message', async () => {
    const id = await job('Intocada');
    expect(await refused([id])).toEqual({ message: 'Envie um objeto JSON com action e ids (ou action e query).' });
    expect(await refused({ ids: [id] })).toEqual({ message: 'Ação: campo obrigatório.', errors: [{ field: 'action', message: 'Ação: campo obrigatório.' }] });
    expect((await refused({ action: 'DROP TABLE jobs', ids: [id] })).message).toBe('Ação em lote desconhecida. Esta lista aceita: delete, toggle-status.');
    expect((await refused({ action: 'delete' })).message).toBe('Envie um objeto JSON com action e ids (ou action e query). Informe ids ou query, um dos dois.');
    expect((await refused({ action: 'delete', ids: [id], query: {} })).message).toBe('Envie um objeto JSON com action e ids (ou action e query). Informe ids ou query, um dos dois.');
    expect((await refused({ action: 'delete', ids: [] })).message).toBe('Selecione pelo menos um registro.');
    expect((await refused({ action: 'delete', ids: [id, 7] })).message).toBe('Cada item de ids deve ser o identificador de um registro.');
    expect((await refused({ action: 'delete', ids: [id], force: true })).message).toBe('Envie um objeto JSON com action e ids (ou action e query). Nenhum outro campo é aceito.');
    expect((await refused({ action: 'delete', query: { q: 'x', sort: 'name' } })).message).toBe('query deve ser um objeto com q e filters (ambos opcionais).');
    expect((await refused({ action: 'delete', query: { filters: { senha: '1' } } })).message).toBe(
      'Parâmetro de consulta desconhecido. Esta lista aceita: q, page, limit, status.',
    );
    expect((await refused({ action: 'delete', query: { filters: { status: 'sim' } } })).message).toBe('Status: use true ou false.');
    expect((await made.api.get(`/api/jobs/${id}`)).statusCode).toBe(200);
  });

  it('needs a session; the single-record routes are unchanged; config has no bulk route', async () => {
    expect((await made.app.inject({ method: 'POST', url: '/api/jobs/bulk', payload: { action: 'delete', ids: ['x'] } })).statusCode).toBe(401);
    const table = await made.app.inject({
      method: 'POST',
      url: '/rest/v1/config/bulk',
      headers: { authorization: made.api.token, apikey: 'painel-anon-key' },
      payload: { action: 'delete', ids: ['1'] },
    });
    expect(table.statusCode).toBe(404);
  });
});

describe('bulk by query has a brake: the count the person confirmed, or nothing', () => {
  it('{action: delete, query: {}} without the confirmed count → 400, nothing deleted', async () => {
    const id = await service('Freio A');
    const res = await made.api.post('/api/server/services/bulk', { action: 'delete', query: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Informe quantos registros foram confirmados (expected).');
    expect((await made.api.get(`/api/server/services/${id}`)).statusCode).toBe(200);
  });

  it('a confirmed count that differs from the matches → 409 naming both, nothing deleted', async () => {
    await service('Freio B1');
    await service('Freio B2');
    const res = await made.api.post('/api/server/services/bulk', { action: 'delete', query: { q: 'Freio B' }, expected: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A seleção mudou: 2 registros correspondem agora, não 3. Nada foi alterado; confira a lista e tente de novo.');
    expect((await made.api.get('/api/server/services?q=Freio%20B')).json().data.total).toBe(2);
  });

  it('the same count → runs on those records', async () => {
    await service('Freio C1');
    await service('Freio C2');
    const res = await made.api.post('/api/server/services/bulk', { action: 'delete', query: { q: 'Freio C' }, expected: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ done: 2, failed: 0 });
    expect((await made.api.get('/api/server/services?q=Freio%20C')).json().data.total).toBe(0);
  });
});

describe('bulk status set explicitly: "Ativar (N)" / "Desativar (N)", never a blind flip', () => {
  it('three jobs, one inactive and two active, "Desativar": the two active change, the inactive one stays; one answer counts both', async () => {
    const [a, b, c] = [await job('Explícita A'), await job('Explícita B'), await job('Explícita C')];
    await made.api.patch(`/api/jobs/${a}`);
    const res = await made.api.post('/api/jobs/bulk', { action: 'toggle-status', ids: [a, b, c, 'nao-existe'], value: false });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [
        { id: a, ok: true, unchanged: true },
        { id: b, ok: true },
        { id: c, ok: true },
        { id: 'nao-existe', ok: false, status: 404, message: 'Vaga não encontrada.' },
      ],
      done: 2,
      failed: 1,
      unchanged: 1,
    });
    for (const id of [a, b, c]) expect((await made.api.get(`/api/jobs/${id}`)).json().status).toBe(false);
  });

  it('by query with the confirmed count; value only for an action that has a state, and only true or false', async () => {
    await job('Estado Q1');
    await job('Estado Q2');
    const res = await made.api.post('/api/jobs/bulk', { action: 'toggle-status', query: { q: 'Estado Q' }, expected: 2, value: true });
    expect(res.json()).toMatchObject({ done: 0, failed: 0, unchanged: 2 });
    expect((await made.api.post('/api/jobs/bulk', { action: 'delete', ids: ['x'], value: true })).json().message).toBe('Esta ação em lote não recebe value.');
    expect((await made.api.post('/api/jobs/bulk', { action: 'toggle-status', ids: ['x'], value: 'sim' })).json().message).toBe('value deve ser true ou false.');
  });
});
