import { bearer, contractHarness, pngFile } from '../utils/contract';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const api = contractHarness();

// Spec §7 users rows and §8 user toasts.
describe('users', () => {
  test('POST /users sends the body → "Cadastro realizado com sucesso!"', async () => {
    const e = await api.engine();
    const body = { name: 'Bruno Lima', email: 'bruno@exemplo.com.br', password: 'senha-forte-1' };
    const req = await api.call(() => e.ops.create(api.resource(e, 'users'), body));
    expect(req).toMatchObject({ method: 'POST', path: '/api/server/users', authorization: bearer });
    expect(req.json).toEqual(body);
    await api.toast('Cadastro realizado com sucesso!');
  });

  test('GET /users with query limit, page, q', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.list(api.resource(e, 'users'), { q: 'bruno', page: 1, limit: 25 }));
    expect(req).toMatchObject({ method: 'GET', path: '/api/server/users', authorization: bearer });
    expect(req.query).toEqual([['limit', '25'], ['page', '1'], ['q', 'bruno']]);
  });

  test('GET /users/{id}', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.read(api.resource(e, 'users'), 'u-2'));
    expect(req).toMatchObject({ method: 'GET', path: '/api/server/users/u-2', authorization: bearer, text: '' });
  });

  test('PUT /users/{id} sends the body → "Usuário atualizado com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() =>
      e.ops.update(api.resource(e, 'users'), 'u-2', { id: 'u-2', name: 'Bruno S. Lima', email: 'bruno@exemplo.com.br', avatarUrl: '/uploads/a.png' }),
    );
    expect(req).toMatchObject({ method: 'PUT', path: '/api/server/users/u-2', authorization: bearer });
    // The password is changed only through its own call.
    expect(req.json).toEqual({ name: 'Bruno S. Lima', email: 'bruno@exemplo.com.br' });
    await api.toast('Usuário atualizado com sucesso!');
  });

  test('DELETE /users/{id} → "Usuário deletado com sucesso!"', async () => {
    const e = await api.engine();
    const req = await api.call(() => e.ops.remove(api.resource(e, 'users'), 'u-2'));
    expect(req).toMatchObject({ method: 'DELETE', path: '/api/server/users/u-2', authorization: bearer, text: '' });
    await api.toast('Usuário deletado com sucesso!');
  });

  test('PATCH /users/avatar/{id} multipart, field file → "Avatar atualizado com sucesso!"', async () => {
    const e = await api.engine();
    const d = api.resource(e, 'users');
    const avatar = d.actions!.find((a) => a.operation.path.includes('avatar'))!;
    const file = pngFile('rosto.png');
    const req = await api.call(() => e.ops.action(d, avatar, 'u-2', { file }));
    expect(req).toMatchObject({ method: 'PATCH', path: '/api/server/users/avatar/u-2', authorization: bearer });
    expect(req.form).toEqual({ file: { name: 'rosto.png', type: 'image/png', size: file.size } });
    await api.toast('Avatar atualizado com sucesso!');
  });

  test('PATCH /users/change-password/{id}, the body carries the id → "Senha alterada com sucesso!"', async () => {
    const e = await api.engine();
    const d = api.resource(e, 'users');
    const change = d.actions!.find((a) => a.operation.path.includes('change-password'))!;
    const req = await api.call(() => e.ops.action(d, change, 'u-2', { password: 'nova-senha-123' }));
    expect(req).toMatchObject({ method: 'PATCH', path: '/api/server/users/change-password/u-2', authorization: bearer });
    expect(req.json).toEqual({ id: 'u-2', password: 'nova-senha-123' });
    await api.toast('Senha alterada com sucesso!');
  });
});
