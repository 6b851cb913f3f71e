import { http, HttpResponse } from 'msw';
import { bearer, contractHarness } from '../utils/contract';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const api = contractHarness();
const service = { name: 'Locação de outdoor 9×3', description: 'Quinzena em ponto nobre.', price: 2500 };

// Spec §7 (services API at {host}/api/server, only `data` read) and §8's service toasts.
describe('services', () => {
  test('POST /services sends the body as given and returns data → "Serviço criado com sucesso!"', async () => {
    const e = await api.engine();
    api.reply((method) => (method === 'POST' ? HttpResponse.json({ data: { id: 's-9', ...service } }, { status: 201 }) : undefined));
    let created: unknown;
    const req = await api.call(async () => (created = await e.ops.create(api.resource(e, 'services'), service)));
    expect(req).toMatchObject({ method: 'POST', path: '/api/server/services', authorization: bearer });
    expect(req.json).toEqual(service);
    expect(created).toEqual({ id: 's-9', ...service });
    await api.toast('Serviço criado com sucesso!');
  });

  test('GET /services with query limit, page, q; the list is read from data', async () => {
    api.reply(() => HttpResponse.json({ data: { items: [{ id: 's-1', ...service }], total: 31, page: 4, limit: 10 } }));
    const e = await api.engine();
    let page: unknown;
    const req = await api.call(async () => (page = await e.ops.list(api.resource(e, 'services'), { q: 'outdoor', page: 4, limit: 10 })));
    expect(req).toMatchObject({ method: 'GET', path: '/api/server/services', authorization: bearer });
    expect(req.query).toEqual([['limit', '10'], ['page', '4'], ['q', 'outdoor']]);
    expect(page).toEqual({ items: [{ id: 's-1', ...service }], total: 31, page: 4, limit: 10 });
  });

  test('GET /services/{id}, read from data', async () => {
    api.reply(() => HttpResponse.json({ data: { id: 's-9', ...service } }));
    const e = await api.engine();
    let record: unknown;
    const req = await api.call(async () => (record = await e.ops.read(api.resource(e, 'services'), 's-9')));
    expect(req).toMatchObject({ method: 'GET', path: '/api/server/services/s-9', authorization: bearer, text: '' });
    expect(record).toEqual({ id: 's-9', ...service });
  });

  test('PUT /services/{id} sends the body without id → "Serviço atualizado com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.update(api.resource(e, 'services'), 's-9', { id: 's-9', ...service }));
    expect(req).toMatchObject({ method: 'PUT', path: '/api/server/services/s-9', authorization: bearer });
    expect(req.json).toEqual(service);
    await api.toast('Serviço atualizado com sucesso!');
  });

  test('DELETE /services/{id} → "Serviço deletado com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.remove(api.resource(e, 'services'), 's-9'));
    expect(req).toMatchObject({ method: 'DELETE', path: '/api/server/services/s-9', authorization: bearer, text: '' });
    await api.toast('Serviço deletado com sucesso!');
  });

  test("DELETE failing → 'Erro ao deletar serviço!'", async () => {
    api.server.use(http.delete('/api/server/services/:id', () => HttpResponse.json({ message: 'Serviço com locações.' }, { status: 409 })));
    const e = await api.engine();
    await expect(e.ops.remove(api.resource(e, 'services'), 's-9')).rejects.toMatchObject({ status: 409 });
    await api.toast('Erro ao deletar serviço!', 'Serviço com locações.');
  });

  test('other failures of this group are logged and (Painel decision) shown', async () => {
    api.server.use(http.put('/api/server/services/:id', () => HttpResponse.json({ message: 'Preço inválido.' }, { status: 400 })));
    const e = await api.engine();
    await expect(e.ops.update(api.resource(e, 'services'), 's-9', service)).rejects.toBeDefined();
    expect(console.error).toHaveBeenCalled();
    await api.toast('Erro ao atualizar serviço!', 'Preço inválido.');
  });
});
