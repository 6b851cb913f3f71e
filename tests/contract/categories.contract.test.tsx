import { http, HttpResponse } from 'msw';
import { bearer, contractHarness } from '../utils/contract';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const api = contractHarness();

// Spec §7 "Categories" and §8 category messages.
describe('categories', () => {
  test('GET /categories with query q, page, limit', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.list(api.resource(e, 'categories'), { q: 'iluminação', page: 2, limit: 25 }));
    expect(req).toMatchObject({ method: 'GET', path: '/api/categories', authorization: bearer });
    expect(req.query).toEqual([['q', 'iluminação'], ['page', '2'], ['limit', '25']]);
  });

  test('POST /categories {name} → "Categoria criada com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.create(api.resource(e, 'categories'), { name: 'Painéis de LED' }));
    expect(req).toMatchObject({ method: 'POST', path: '/api/categories', authorization: bearer });
    expect(req.json).toEqual({ name: 'Painéis de LED' });
    await api.toast('Categoria criada com sucesso!');
  });

  test('POST /categories failing → "Erro ao criar categoria, tente novamente."', async () => {
    api.server.use(http.post('/api/categories', () => HttpResponse.json({ message: 'Nome já usado.' }, { status: 409 })));
    const e = await api.engine();
    await expect(e.ops.create(api.resource(e, 'categories'), { name: 'X' })).rejects.toMatchObject({ status: 409 });
    await api.toast('Erro ao criar categoria, tente novamente.', 'Nome já usado.');
  });

  test('GET /categories/{id}', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.read(api.resource(e, 'categories'), 'c-7'));
    expect(req).toMatchObject({ method: 'GET', path: '/api/categories/c-7', authorization: bearer, text: '' });
  });

  test('PATCH /categories/{id} {name} → "Categoria atualizada com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.update(api.resource(e, 'categories'), 'c-7', { id: 'c-7', name: 'Totens' }));
    expect(req).toMatchObject({ method: 'PATCH', path: '/api/categories/c-7', authorization: bearer });
    expect(req.json).toEqual({ name: 'Totens' });
    await api.toast('Categoria atualizada com sucesso!');
  });

  test('PATCH failing → "Erro ao atualizar categoria, tente novamente."', async () => {
    api.server.use(http.patch('/api/categories/:id', () => HttpResponse.json({ message: 'Falhou.' }, { status: 500 })));
    const e = await api.engine();
    await expect(e.ops.update(api.resource(e, 'categories'), 'c-7', { name: 'Totens' })).rejects.toBeDefined();
    await api.toast('Erro ao atualizar categoria, tente novamente.');
  });

  test('DELETE /categories/{id} → "Categoria excluída com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.remove(api.resource(e, 'categories'), 'c-7'));
    expect(req).toMatchObject({ method: 'DELETE', path: '/api/categories/c-7', authorization: bearer, text: '' });
    await api.toast('Categoria excluída com sucesso!');
  });

  test('DELETE failing → "Erro ao excluir categoria, tente novamente."', async () => {
    api.server.use(http.delete('/api/categories/:id', () => HttpResponse.json({ message: 'Em uso.' }, { status: 409 })));
    const e = await api.engine();
    await expect(e.ops.remove(api.resource(e, 'categories'), 'c-7')).rejects.toBeDefined();
    await api.toast('Erro ao excluir categoria, tente novamente.', 'Em uso.');
  });
});
