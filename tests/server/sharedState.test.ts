// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db';
import { ADMIN, client, freshDb, makeApp, signIn, TEST_SECRET } from './helpers';

// Two apps on one database stand for two instances (or one restarted): whatever they must agree on lives there.
let db: Db | undefined;
const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await db?.close();
  db = undefined;
});

/** An instance on the shared database (closing it leaves the database open for the others). */
async function instance(options: Parameters<typeof makeApp>[0] = {}) {
  db ??= await freshDb();
  const shared = db;
  const app = await makeApp({ db: { ...shared, close: async () => {} }, ...options });
  apps.push(app);
  return app;
}

const signInAs = (app: FastifyInstance, password: string) =>
  app.inject({ method: 'POST', url: '/api/authentication', payload: { email: ADMIN.email, password }, remoteAddress: '198.51.100.7' });

describe('sign-in failures are counted in the database, for every instance', () => {
  it('3 wrong passwords on instance A: instance B answers 429 to the right one, and so does A restarted', async () => {
    const a = await instance({ signInAttempts: 3 });
    const b = await instance({ signInAttempts: 3 });
    for (let i = 0; i < 3; i++) expect((await signInAs(a, 'senha-errada')).statusCode).toBe(401);
    const onB = await signInAs(b, ADMIN.password);
    expect(onB.statusCode).toBe(429);
    expect(onB.json()).toEqual({ message: 'Muitas tentativas de entrada. Aguarde alguns minutos e tente de novo.' });
    await a.close();
    const restarted = await instance({ signInAttempts: 3 });
    expect((await signInAs(restarted, ADMIN.password)).statusCode).toBe(429);
  });

  it('40 parallel wrong passwords spread over two instances: 5 are checked (401), 35 → 429', async () => {
    const a = await instance();
    const b = await instance();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => signInAs(i % 2 ? a : b, 'senha-errada')));
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(35);
  });
});

describe('session tokens across instances and secret rotation', () => {
  const NEW_SECRET = 'segredo-novo-depois-da-rotacao-com-32-bytes';

  it('without a secret given, instances sign with the one kept in the database: a token from A works on B', async () => {
    const a = await instance({ secret: undefined });
    const b = await instance({ secret: undefined });
    const token = await signIn(a);
    expect((await client(b, token).get('/api/session')).json()).toMatchObject({ data: { email: ADMIN.email } });
  });

  it('TOKEN_SECRET_PREVIOUS: a token signed with the previous secret still works after the rotation; without it, 401', async () => {
    const before = await instance({ secret: TEST_SECRET });
    const oldToken = await signIn(before);
    const rotated = await instance({ secret: NEW_SECRET, previousSecrets: [TEST_SECRET] });
    expect((await client(rotated, oldToken).get('/api/session')).statusCode).toBe(200);
    // New tokens are signed with the new secret: an instance still on the old one alone refuses them.
    const newToken = await signIn(rotated);
    expect((await client(before, newToken).get('/api/session')).statusCode).toBe(401);
    const done = await instance({ secret: NEW_SECRET });
    const refused = await client(done, oldToken).get('/api/session');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: 'Sessão inválida ou expirada. Entre novamente.' });
  });
});
