// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN, client, giveRole, makeApp, signIn } from './helpers';

const TOO_MANY = { message: 'Muitas tentativas de entrada. Aguarde alguns minutos e tente de novo.' };
const MARIANA = { name: 'Mariana Costa', email: 'mariana@exemplo.com.br', password: 'senha-da-mariana' };

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A fresh app (fresh counts) with a second account, Mariana. */
async function fresh(options: Parameters<typeof makeApp>[0] = {}) {
  app = await makeApp(options);
  const admin = client(app, await signIn(app));
  await giveRole(admin, (await admin.post('/api/server/users', MARIANA)).json().data.id);
  const a = app;
  return (email: string, password: string, from: { remoteAddress?: string; forwardedFor?: string } = {}) =>
    a.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email, password },
      ...(from.remoteAddress ? { remoteAddress: from.remoteAddress } : {}),
      headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
    });
}

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

describe('POST /api/authentication is throttled per account and address', () => {
  it('60 parallel wrong passwords for admin@painel.local from one address: 5 are checked (401), 55 → 429', async () => {
    const attempt = await fresh();
    const answers = await Promise.all(Array.from({ length: 60 }, () => attempt(ADMIN.email, 'senha-errada')));
    const got = statuses(answers);
    expect(count(got, 401)).toBe(5);
    expect(count(got, 429)).toBe(55);
  });

  it('19 wrong for admin + 1 right for Mariana, three times from one address: admin gets 5 guesses, not 57', async () => {
    const attempt = await fresh();
    const admin: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 19; i++) admin.push((await attempt(ADMIN.email, `errada-${round}-${i}`)).statusCode);
      expect((await attempt(MARIANA.email, MARIANA.password)).statusCode).toBe(200);
    }
    expect(admin.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(admin.slice(5)).toEqual(Array(52).fill(429));
  });

  it('after 5 wrong passwords: 429 with Retry-After and a Portuguese message, even with the right password, for that account on that address only', async () => {
    const attempt = await fresh();
    for (let i = 0; i < 5; i++) expect((await attempt(ADMIN.email, 'senha-errada')).statusCode).toBe(401);
    const blocked = await attempt(ADMIN.email, ADMIN.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(30);
    expect(blocked.json()).toEqual(TOO_MANY);
    // Another account on the same address (a shared office, a proxy) still signs in.
    expect((await attempt(MARIANA.email, MARIANA.password)).statusCode).toBe(200);
  });

  it('an attacker on 203.0.113.9 failing 40 times does not lock out the admin on 198.51.100.7', async () => {
    const attempt = await fresh();
    for (let i = 0; i < 40; i++) await attempt(ADMIN.email, `errada-${i}`, { remoteAddress: '203.0.113.9' });
    expect((await attempt(ADMIN.email, ADMIN.password, { remoteAddress: '203.0.113.9' })).statusCode).toBe(429);
    expect((await attempt(ADMIN.email, ADMIN.password, { remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
  });

  it('one address spraying many accounts hits the per-address ceiling (100), whatever the e-mail', async () => {
    const attempt = await fresh();
    const got: number[] = [];
    for (let i = 0; i < 105; i++) got.push((await attempt(`pessoa${i}@exemplo.com.br`, 'Verao2026!')).statusCode);
    expect(got.slice(0, 100)).toEqual(Array(100).fill(401));
    expect(got.slice(100)).toEqual(Array(5).fill(429));
    const blocked = await attempt(MARIANA.email, MARIANA.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not affected.
    expect((await attempt(MARIANA.email, MARIANA.password, { remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  it('with trustProxy on, X-Forwarded-For is the client: an attacker behind the proxy does not lock out the admin behind it', async () => {
    const attempt = await fresh({ trustProxy: true });
    for (let i = 0; i < 20; i++) await attempt(ADMIN.email, `errada-${i}`, { forwardedFor: '203.0.113.9' });
    expect((await attempt(ADMIN.email, ADMIN.password, { forwardedFor: '203.0.113.9' })).statusCode).toBe(429);
    expect((await attempt(ADMIN.email, ADMIN.password, { forwardedFor: '198.51.100.7' })).statusCode).toBe(200);
  });

  it('with trustProxy off (the default), X-Forwarded-For is ignored: a client cannot dodge its count by inventing one', async () => {
    const attempt = await fresh();
    for (let i = 0; i < 5; i++) await attempt(ADMIN.email, `errada-${i}`, { forwardedFor: `203.0.113.${i}` });
    expect((await attempt(ADMIN.email, ADMIN.password, { forwardedFor: '198.51.100.7' })).statusCode).toBe(429);
  });

  it('with trustProxy 127.0.0.1 (a list), X-Forwarded-For counts only when the request comes from that proxy', async () => {
    const attempt = await fresh({ trustProxy: '127.0.0.1' });
    // Straight from 198.51.100.7, with an invented header: the header is ignored, the count is the sender's.
    for (let i = 0; i < 5; i++) await attempt(ADMIN.email, `errada-${i}`, { remoteAddress: '198.51.100.7', forwardedFor: `203.0.113.${i}` });
    expect((await attempt(ADMIN.email, ADMIN.password, { remoteAddress: '198.51.100.7', forwardedFor: '203.0.113.200' })).statusCode).toBe(429);
    // Through the proxy (127.0.0.1), the forwarded address is the client's: someone else.
    expect((await attempt(ADMIN.email, ADMIN.password, { remoteAddress: '127.0.0.1', forwardedFor: '192.0.2.50' })).statusCode).toBe(200);
  });
});
