import { http, HttpResponse } from 'msw';
import { bearer, contractHarness } from '../utils/contract';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const api = contractHarness();

// Spec §3 (config table, column instagram_token, id '1'), §7 "Configuration" and §8 config messages.
describe('config (hosted-backend table)', () => {
  test("reads instagram_token where id is '1', with the anon key and the session token", async () => {
    const e = await api.engine();
    let record: unknown;
    const req = await api.call(async () => (record = await e.ops.read(api.resource(e, 'config'))));
    expect(req).toMatchObject({ method: 'GET', path: '/rest/v1/config', authorization: bearer, apikey: 'painel-anon-key' });
    expect(Object.fromEntries(req.query)).toEqual({ select: 'instagram_token', id: 'eq.1' });
    expect(req.accept).toBe('application/vnd.pgrst.object+json');
    expect(record).toEqual({ instagram_token: 'token-atual' });
  });

  test("a failed read throws 'Erro ao obter as configs'", async () => {
    api.server.use(
      http.get('*/rest/v1/config', () =>
        HttpResponse.json({ code: 'PGRST116', details: 'The result contains 0 rows', hint: null, message: 'Cannot coerce the result to a single JSON object' }, { status: 406 }),
      ),
    );
    const e = await api.engine();
    await expect(e.ops.read(api.resource(e, 'config'))).rejects.toMatchObject({ status: 406 });
    await api.toast('Erro ao obter as configs');
  });

  test("updates instagram_token where id is '1'", async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.update(api.resource(e, 'config'), undefined, { instagram_token: 'IGQVJ-novo' }));
    expect(req).toMatchObject({ method: 'PATCH', path: '/rest/v1/config', authorization: bearer, apikey: 'painel-anon-key' });
    expect(Object.fromEntries(req.query)).toEqual({ id: 'eq.1' });
    expect(req.json).toEqual({ instagram_token: 'IGQVJ-novo' });
  });

  test("a failed update throws 'Erro ao atualizar a instagram token'", async () => {
    api.server.use(http.patch('*/rest/v1/config', () => HttpResponse.json({ code: '42501', details: null, hint: null, message: 'permission denied' }, { status: 403 })));
    const e = await api.engine();
    await expect(e.ops.update(api.resource(e, 'config'), undefined, { instagram_token: 'x' })).rejects.toMatchObject({ status: 403 });
    await api.toast('Erro ao atualizar a instagram token', 'permission denied');
  });
});
