// @vitest-environment node
import { SignJWT } from 'jose';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeApp, sessionIdOf, signIn, TEST_SECRET } from './helpers';

let app: FastifyInstance;
let userId: string;
let sid: string;

beforeAll(async () => {
  app = await makeApp();
  const token = await signIn(app);
  sid = sessionIdOf(token);
  userId = (await app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) })).json().data.id;
});
afterAll(() => app.close());

const key = new TextEncoder().encode(TEST_SECRET);
const now = () => Math.floor(Date.now() / 1000);
const session = (token: string) => app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
// Signed for the open session of the signed-in administrator: only the claims under test differ.
const base = () => new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(userId);

describe('a token signed with the real secret is still refused when it has no limits', () => {
  it('no exp: 401', async () => {
    const res = await session(await base().setIssuedAt(now()).sign(key));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Sessão inválida ou expirada. Entre novamente.' });
  });

  it('an exp ten years away: 401 (a session lasts 3600 s)', async () => {
    const res = await session(await base().setIssuedAt(now()).setExpirationTime(now() + 10 * 365 * 24 * 3600).sign(key));
    expect(res.statusCode).toBe(401);
  });

  it('no iat (the lifetime cannot be told): 401', async () => {
    const res = await session(await base().setExpirationTime(now() + 600).sign(key));
    expect(res.statusCode).toBe(401);
  });

  it('an iat a day in the future: 401', async () => {
    const res = await session(await base().setIssuedAt(now() + 86_400).setExpirationTime(now() + 86_400 + 3600).sign(key));
    expect(res.statusCode).toBe(401);
  });

  it('a lifetime of 3600 s, issued now (what sign-in makes), and a clock a few seconds ahead: 200', async () => {
    expect((await session(await base().setIssuedAt(now()).setExpirationTime(now() + 3600).sign(key))).statusCode).toBe(200);
    expect((await session(await base().setIssuedAt(now() + 20).setExpirationTime(now() + 3620).sign(key))).statusCode).toBe(200);
  });

  it('no sid (a token made before sessions were kept, or by hand): 401', async () => {
    const res = await session(await new SignJWT({}).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject(userId).setIssuedAt(now()).setExpirationTime(now() + 3600).sign(key));
    expect(res.statusCode).toBe(401);
  });

  it("another person's sid: 401 (a session belongs to the one who signed in)", async () => {
    const res = await session(await new SignJWT({ sid }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setSubject('outra-pessoa').setIssuedAt(now()).setExpirationTime(now() + 3600).sign(key));
    expect(res.statusCode).toBe(401);
  });
});
