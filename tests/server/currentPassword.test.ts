// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, client, makeApp, signedInApp, signIn, giveRole } from './helpers';

// The spec's PATCH /api/server/users/change-password/{id} with {id, password}: on one's own account the
// server also wants the current password (the users descriptor's change-password action declares it).
const admin = signedInApp({ signInAttempts: 3 });
let me: string;
beforeAll(async () => {
  me = (await admin.api.get('/api/session')).json().data.id;
});

const signsIn = async (email: string, password: string) =>
  (await admin.app.inject({ method: 'POST', url: '/api/authentication', payload: { email, password } })).statusCode === 200;

describe("changing one's own password asks for the current one", () => {
  it('without it → 400 naming "Senha atual"; nothing changes', async () => {
    const res = await admin.api.patch(`/api/server/users/change-password/${me}`, { id: me, password: 'nova-senha-123' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos — Senha atual: campo obrigatório.', errors: [{ field: 'currentPassword', message: 'Campo obrigatório.' }] });
    expect(await signsIn(ADMIN.email, ADMIN.password)).toBe(true);
  });

  it('a wrong one → 403 "Senha atual incorreta." on the field; nothing changes', async () => {
    const res = await admin.api.patch(`/api/server/users/change-password/${me}`, { id: me, password: 'nova-senha-123', currentPassword: 'nao-e-esta' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Senha atual incorreta.', errors: [{ field: 'currentPassword', message: 'Senha atual incorreta.' }] });
    expect(await signsIn(ADMIN.email, 'nova-senha-123')).toBe(false);
  });

  it('the right one → 200 with the record (never a password), and the new password signs in', async () => {
    const res = await admin.api.patch(`/api/server/users/change-password/${me}`, { id: me, password: 'nova-senha-123', currentPassword: ADMIN.password });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: me, email: ADMIN.email });
    expect(Object.keys(res.json().data)).not.toContain('password');
    expect(Object.keys(res.json().data)).not.toContain('currentPassword');
    expect(await signsIn(ADMIN.email, 'nova-senha-123')).toBe(true);
    expect(await signsIn(ADMIN.email, ADMIN.password)).toBe(false);
    // Back, for the tests below.
    const back = await admin.api.patch(`/api/server/users/change-password/${me}`, { id: me, password: ADMIN.password, currentPassword: 'nova-senha-123' });
    expect(back.statusCode).toBe(200);
  });

  it('the id in the body must still be the one in the URL', async () => {
    const res = await admin.api.patch(`/api/server/users/change-password/${me}`, { id: 'outro', password: 'nova-senha-123', currentPassword: ADMIN.password });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'id', message: 'Não corresponde ao registro da URL.' }]);
  });

  it('wrong guesses are slowed like sign-in failures: after 3, 429 with Retry-After', async () => {
    const other = await makeApp({ signInAttempts: 3 });
    try {
      const call = client(other, await signIn(other));
      const id = (await call.get('/api/session')).json().data.id;
      const guess = () => call.patch(`/api/server/users/change-password/${id}`, { id, password: 'nova-senha-123', currentPassword: 'chute-errado' });
      for (let i = 0; i < 3; i++) expect((await guess()).statusCode).toBe(403);
      const locked = await guess();
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toEqual({ message: 'Muitas tentativas de entrada. Aguarde alguns minutos e tente de novo.' });
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  });
});

describe("an administrator setting someone else's password is unchanged: the spec's {id, password}", () => {
  it('no current password asked, and the new one signs in', async () => {
    const bruno = (await admin.api.post('/api/server/users', { name: 'Bruno Lima', email: 'bruno@exemplo.com.br', password: 'senha-forte-1' })).json().data.id;
    await giveRole(admin.api, bruno);
    const res = await admin.api.patch(`/api/server/users/change-password/${bruno}`, { id: bruno, password: 'senha-nova-456' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: bruno, name: 'Bruno Lima' });
    expect(await signsIn('bruno@exemplo.com.br', 'senha-nova-456')).toBe(true);
  });
});
