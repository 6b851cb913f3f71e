// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInThrottle } from '../../src/server/auth/signInThrottle';
import { TableAttemptStore } from '../../src/server/auth/tableAttemptStore';
import { ADMIN, bearer, client, makeApp, sessionIdOf, signIn, stamped } from './helpers';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await makeApp();
  token = await signIn(app);
});
afterAll(() => app.close());

describe('POST /api/authentication', () => {
  it('answers 200 {token, user} with the user without any secret', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/authentication', payload: { email: ADMIN.email, password: ADMIN.password } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.user).toEqual(stamped({ id: expect.any(String), name: 'Administrador', email: 'admin@painel.local', role: 'administrador' }));
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/authentication', payload: { email: '  ADMIN@Painel.Local ', password: ADMIN.password } });
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 with the same Portuguese message for a wrong password and an unknown e-mail', async () => {
    for (const payload of [
      { email: ADMIN.email, password: 'senha-errada' },
      { email: 'ninguem@painel.local', password: ADMIN.password },
    ]) {
      const res = await app.inject({ method: 'POST', url: '/api/authentication', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'E-mail ou senha inválidos.' });
    }
  });

  it('answers 400 when a field is missing or not text', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/authentication', payload: { email: ADMIN.email } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Informe o e-mail e a senha.', errors: [{ field: 'password', message: 'Informe a senha.' }] });
    const wrongType = await app.inject({ method: 'POST', url: '/api/authentication', payload: { email: ['x'], password: 1 } });
    expect(wrongType.statusCode).toBe(400);
    const noBody = await app.inject({ method: 'POST', url: '/api/authentication' });
    expect(noBody.statusCode).toBe(400);
  });

  it('answers 400, not 500, to a body that is not JSON', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/authentication', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O corpo da requisição não é um JSON válido.' });
  });
});

describe('GET /api/session', () => {
  it('answers {data: user} for a valid token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: stamped({ id: expect.any(String), name: 'Administrador', email: 'admin@painel.local', role: 'administrador' }) });
  });

  it.each([
    ['no header', {}],
    ['a non-bearer scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }],
    ['a token signed with another secret', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.Zm9v' }],
    ['garbage', { authorization: 'Bearer nada' }],
  ])('answers 401 for %s', async (_label, headers) => {
    const res = await app.inject({ method: 'GET', url: '/api/session', headers });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sessão inválida ou expirada. Entre novamente.' });
  });

  it('answers 401 for an expired token (signed an hour and a second ago)', async () => {
    const { tokens } = app.painel;
    const me = (await app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json().data;
    const expired = await tokens.sign(me.id, sessionIdOf(token), Math.floor(Date.now() / 1000) - 3601);
    const res = await app.inject({ method: 'GET', url: '/api/session', headers: bearer(expired) });
    expect(res.statusCode).toBe(401);
    const fresh = await tokens.sign(me.id, sessionIdOf(token), Math.floor(Date.now() / 1000) - 3590);
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: bearer(fresh) })).statusCode).toBe(200);
  });

  it('rejects an unsigned ("alg: none") token', async () => {
    const me = (await app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json().data;
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const forged = `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub: me.id, exp: Math.floor(Date.now() / 1000) + 600 })}.`;
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: bearer(forged) })).statusCode).toBe(401);
  });

  it("stops accepting a deleted user's token", async () => {
    const api = client(app, token);
    const created = await api.post('/api/server/users', { name: 'Carla Dias', email: 'carla@painel.local', password: 'senha-da-carla' });
    expect(created.statusCode).toBe(201);
    expect((await api.patch(`/api/server/users/role/${created.json().data.id}`, { role: 'editor' })).statusCode).toBe(200);
    const carla = await signIn(app, 'carla@painel.local', 'senha-da-carla');
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: bearer(carla) })).statusCode).toBe(200);
    expect((await api.delete(`/api/server/users/${created.json().data.id}`)).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/session', headers: bearer(carla) })).statusCode).toBe(401);
  });
});

describe('the token is required on every API', () => {
  it.each([
    ['GET', '/api/categories'],
    ['POST', '/api/categories'],
    ['GET', '/api/jobs/x'],
    ['PATCH', '/api/jobs/x'],
    ['DELETE', '/api/banners/x'],
    ['PUT', '/api/outdoors/x'],
    ['GET', '/api/server/services'],
    ['PUT', '/api/server/services/x'],
    ['GET', '/api/server/tenancies'],
    ['GET', '/api/server/users'],
    ['PATCH', '/api/server/users/avatar/x'],
    ['PATCH', '/api/server/users/change-password/x'],
    ['PATCH', '/api/server/posts/x'],
  ] as const)('%s %s → 401 without a token', async (method, url) => {
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sessão inválida ou expirada. Entre novamente.' });
  });

  it('GET /rest/v1/config → 401 with the anon key but no session token', async () => {
    const res = await app.inject({ method: 'GET', url: '/rest/v1/config?select=instagram_token&id=eq.1', headers: { apikey: 'painel-anon-key', authorization: 'Bearer painel-anon-key' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PGRST301', details: null, hint: null });
  });
});

describe('passwords', () => {
  it('are stored as scrypt hashes and never answered', async () => {
    const api = client(app, token);
    const created = await api.post('/api/server/users', { name: 'Bruno Lima', email: 'bruno@painel.local', password: 'senha-do-bruno' });
    expect(created.json()).toEqual({ data: stamped({ id: expect.any(String), name: 'Bruno Lima', email: 'bruno@painel.local', role: 'sem-acesso' }) });
    const [row] = await app.painel.repo.findBy(app.painel.registry.get('users'), 'email', 'bruno@painel.local', { extra: ['password'] });
    expect(row.password).not.toContain('senha-do-bruno');
    expect(row.password).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
    const everything = [
      created.body,
      (await api.get('/api/server/users')).body,
      (await api.get(`/api/server/users/${created.json().data.id}`)).body,
      (await app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).body,
    ].join('\n');
    expect(everything).not.toMatch(/password|scrypt/);
  });
});

describe('sign-in throttling', () => {
  it('after too many failures from one address: 429 with Retry-After, even with the right password', async () => {
    const strict = await makeApp({ signInAttempts: 3 });
    const attempt = (password: string) => strict.inject({ method: 'POST', url: '/api/authentication', payload: { email: ADMIN.email, password } });
    expect((await attempt(ADMIN.password)).statusCode).toBe(200);
    for (let i = 0; i < 3; i++) expect((await attempt('errada')).statusCode).toBe(401);
    const blocked = await attempt(ADMIN.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
    expect(blocked.json()).toEqual({ message: 'Muitas tentativas de entrada. Aguarde alguns minutos e tente de novo.' });
    await strict.close();
  });

  // Replaces "a success clears the count" for the whole address: that was the defect (one right password
  // for any account reset the guesses against every other).
  it('back-off per account and address: 5 free failures, then 30 s doubling per failure up to 15 min; a success clears only its own count', async () => {
    // Counted where every instance counts: the database's attempts table.
    const app = await makeApp();
    const throttle = new SignInThrottle(new TableAttemptStore(app.painel.db));
    const waitAfter = async (at: number) => throttle.reserve('203.0.113.9', 'admin@painel.local', at).then(() => 0, (e: { retryAfterSeconds: number }) => e.retryAfterSeconds);
    let t = 0;
    for (let i = 0; i < 5; i++) expect(await waitAfter((t += 1000))).toBe(0);
    // Five failures counted (every reservation that is not given back is a failure).
    expect(await waitAfter(t + 1000)).toBe(29);
    expect(await waitAfter((t += 30_000))).toBe(0);
    expect(await waitAfter(t + 1000)).toBe(59);
    expect(await waitAfter((t += 60_000))).toBe(0);
    expect(await waitAfter(t)).toBe(120);
    for (let i = 0; i < 10; i++) await waitAfter((t += 15 * 60_000));
    expect(await waitAfter(t)).toBe(900);
    // Another account on the same address is untouched; its success does not clear the admin's count.
    const mariana = await throttle.reserve('203.0.113.9', 'mariana@exemplo.com.br', t);
    await mariana.succeeded();
    expect(await waitAfter(t)).toBe(900);
    // An hour without attempts forgets the count.
    expect(await waitAfter(t + 60 * 60_000)).toBe(0);
    await app.close();
  });
});
