import { http, HttpResponse } from 'msw';
import { bearer, contractHarness } from '../utils/contract';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const api = contractHarness();
const tenancy = { serviceId: 's-1', userId: 'u-2', startDate: '2026-12-01', endDate: '2026-12-15' };

// Spec §7 tenancies rows and §8 tenancy toasts.
describe('tenancies', () => {
  test('GET /tenancies with query q, page, limit', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.list(api.resource(e, 'tenancies'), { q: 'ana', page: 2, limit: 10 }));
    expect(req).toMatchObject({ method: 'GET', path: '/api/server/tenancies', authorization: bearer });
    expect(req.query).toEqual([['q', 'ana'], ['page', '2'], ['limit', '10']]);
  });

  test('POST /tenancies sends the body → "Locação feita com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.create(api.resource(e, 'tenancies'), tenancy));
    expect(req).toMatchObject({ method: 'POST', path: '/api/server/tenancies', authorization: bearer });
    expect(req.json).toEqual(tenancy);
    await api.toast('Locação feita com sucesso!');
  });

  test('DELETE /tenancies/{id} → "Locação excluída com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.remove(api.resource(e, 'tenancies'), 't-4'));
    expect(req).toMatchObject({ method: 'DELETE', path: '/api/server/tenancies/t-4', authorization: bearer, text: '' });
    await api.toast('Locação excluída com sucesso!');
  });

  test('a failed create is logged and shown', async () => {
    api.server.use(http.post('/api/server/tenancies', () => HttpResponse.json({ message: 'Serviço inexistente.' }, { status: 400 })));
    const e = await api.engine();
    await expect(e.ops.create(api.resource(e, 'tenancies'), tenancy)).rejects.toBeDefined();
    expect(console.error).toHaveBeenCalled();
    await api.toast('Erro ao criar locação!', 'Serviço inexistente.');
  });

  test('tenancies have no read or update call', async () => {
    const e = await api.engine();
    await expect(e.ops.read(api.resource(e, 'tenancies'), 't-4')).rejects.toBeDefined();
    await expect(e.ops.update(api.resource(e, 'tenancies'), 't-4', tenancy)).rejects.toBeDefined();
  });
});
