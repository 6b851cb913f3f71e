// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db';
import { ADMIN, bearer, client, freshDb, giveRole, makeApp, sessionIdOf } from './helpers';

// Sessions live in the database: a token names one (its sid), and ending it refuses the token at its next
// request on any instance. Two apps on one database stand for two instances.
let db: Db;
const apps: FastifyInstance[] = [];
beforeEach(async () => {
  db = await freshDb();
});
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
  await db.close();
});

async function instance() {
  const app = await makeApp({ db: { ...db, close: async () => {} } });
  apps.push(app);
  return app;
}

const CHROME_LINUX = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const SESSION_INVALID = { message: 'Sessão inválida ou expirada. Entre novamente.' };

async function signInFrom(app: FastifyInstance, userAgent: string, email = ADMIN.email, password = ADMIN.password) {
  const res = await app.inject({ method: 'POST', url: '/api/authentication', payload: { email, password }, headers: { 'user-agent': userAgent } });
  expect(res.statusCode).toBe(200);
  return res.json().token as string;
}

/** What a token may still do: read its session, and write through REST (the issue's own two calls). */
async function works(app: FastifyInstance, token: string) {
  const session = await app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
  const write = await app.inject({ method: 'POST', url: '/api/categories', headers: bearer(token), payload: { name: `Categoria ${Math.random()}` } });
  if (session.statusCode === 401) expect(session.json()).toEqual(SESSION_INVALID);
  return [session.statusCode, write.statusCode];
}

/** A person the administrator creates and gives a role, signed in from two browsers. */
async function joao(app: FastifyInstance, admin: string) {
  const api = client(app, admin);
  const created = await api.post('/api/server/users', { name: 'João Lima', email: 'joao@painel.local', password: 'senha-do-joao' });
  const id = created.json().data.id as string;
  await giveRole(api, id, 'editor');
  return { id, api, tokens: [await signInFrom(app, CHROME_LINUX, 'joao@painel.local', 'senha-do-joao'), await signInFrom(app, SAFARI_IPHONE, 'joao@painel.local', 'senha-do-joao')] };
}

describe('sign-out ends the session on the server', () => {
  it('POST /api/painel/sign-out → 204; the same token is refused at its next request (REST, table API, extensions)', async () => {
    const app = await instance();
    const token = await signInFrom(app, CHROME_LINUX);
    expect(await works(app, token)).toEqual([200, 201]);
    const out = await app.inject({ method: 'POST', url: '/api/painel/sign-out', headers: bearer(token) });
    expect(out.statusCode).toBe(204);
    expect(await works(app, token)).toEqual([401, 401]);
    const table = await app.inject({ method: 'GET', url: '/rest/v1/config', headers: { apikey: 'painel-anon-key', ...bearer(token) } });
    expect(table.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/painel/sessions', headers: bearer(token) })).statusCode).toBe(401);
    // Signing out again with it is a 401 too: nothing is left to end.
    expect((await app.inject({ method: 'POST', url: '/api/painel/sign-out', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('signing out of one browser leaves the other signed in', async () => {
    const app = await instance();
    const laptop = await signInFrom(app, CHROME_LINUX);
    const phone = await signInFrom(app, SAFARI_IPHONE);
    await app.inject({ method: 'POST', url: '/api/painel/sign-out', headers: bearer(laptop) });
    expect(await works(app, phone)).toEqual([200, 201]);
  });
});

describe('"Minha conta" lists one\'s sessions and ends them', () => {
  it('GET /api/painel/sessions: each browser worded, when it was last used, which one is this', async () => {
    const app = await instance();
    const laptop = await signInFrom(app, CHROME_LINUX);
    const phone = await signInFrom(app, SAFARI_IPHONE);
    const res = await app.inject({ method: 'GET', url: '/api/painel/sessions', headers: bearer(phone) });
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    expect(items).toHaveLength(2);
    const instant = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(items).toEqual(
      expect.arrayContaining([
        { id: sessionIdOf(phone), device: 'Safari no iOS', createdAt: instant, lastUsedAt: instant, expiresAt: instant, current: true },
        { id: sessionIdOf(laptop), device: 'Chrome no Linux', createdAt: instant, lastUsedAt: instant, expiresAt: instant, current: false },
      ]),
    );
    // An hour from its sign-in.
    const mine = items.find((s) => s.current)!;
    expect(Date.parse(mine.expiresAt as string) - Date.parse(mine.createdAt as string)).toBeGreaterThan(3590_000);
    expect(Date.parse(mine.expiresAt as string) - Date.parse(mine.createdAt as string)).toBeLessThanOrEqual(3601_000);
  });

  it("nobody sees another person's sessions", async () => {
    const app = await instance();
    const admin = await signInFrom(app, CHROME_LINUX);
    const { tokens } = await joao(app, admin);
    const seen = (await app.inject({ method: 'GET', url: '/api/painel/sessions', headers: bearer(tokens[0]) })).json().items as { id: string }[];
    expect(seen.map((s) => s.id).sort()).toEqual(tokens.map(sessionIdOf).sort());
  });

  it('"Encerrar": DELETE /api/painel/sessions/{id} → 204, that browser is out; again → 404 in Portuguese', async () => {
    const app = await instance();
    const laptop = await signInFrom(app, CHROME_LINUX);
    const phone = await signInFrom(app, SAFARI_IPHONE);
    const end = await app.inject({ method: 'DELETE', url: `/api/painel/sessions/${sessionIdOf(phone)}`, headers: bearer(laptop) });
    expect(end.statusCode).toBe(204);
    expect(await works(app, phone)).toEqual([401, 401]);
    expect(await works(app, laptop)).toEqual([200, 201]);
    const again = await app.inject({ method: 'DELETE', url: `/api/painel/sessions/${sessionIdOf(phone)}`, headers: bearer(laptop) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Sessão não encontrada ou já encerrada.' });
  });

  it("another person's session cannot be ended: 404, and it keeps working", async () => {
    const app = await instance();
    const admin = await signInFrom(app, CHROME_LINUX);
    const { tokens } = await joao(app, admin);
    const res = await app.inject({ method: 'DELETE', url: `/api/painel/sessions/${sessionIdOf(admin)}`, headers: bearer(tokens[0]) });
    expect(res.statusCode).toBe(404);
    expect(await works(app, admin)).toEqual([200, 201]);
  });

  it('"Sair de todos os outros": POST /api/painel/sessions/end-others → {ended: 2}; this one stays', async () => {
    const app = await instance();
    const here = await signInFrom(app, CHROME_LINUX);
    const others = [await signInFrom(app, SAFARI_IPHONE), await signInFrom(app, CHROME_LINUX)];
    const res = await app.inject({ method: 'POST', url: '/api/painel/sessions/end-others', headers: bearer(here) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const t of others) expect(await works(app, t)).toEqual([401, 401]);
    expect(await works(app, here)).toEqual([200, 201]);
  });
});

describe('an ending applies at the next request on another instance, even one that has just served the session', () => {
  it('"Encerrar" on A: B, which served the phone a moment ago, refuses it at once; the laptop still works on both', async () => {
    const a = await instance();
    const b = await instance();
    const laptop = await signInFrom(a, CHROME_LINUX);
    const phone = await signInFrom(a, SAFARI_IPHONE);
    expect(await works(b, phone)).toEqual([200, 201]);
    expect(await works(b, laptop)).toEqual([200, 201]);
    const end = await a.inject({ method: 'DELETE', url: `/api/painel/sessions/${sessionIdOf(phone)}`, headers: bearer(laptop) });
    expect(end.statusCode).toBe(204);
    expect(await works(b, phone)).toEqual([401, 401]);
    expect(await works(b, laptop)).toEqual([200, 201]);
    expect(await works(a, laptop)).toEqual([200, 201]);
  });

  it('"Sair de todos os outros" and a sign-out on A: B refuses those tokens at once', async () => {
    const a = await instance();
    const b = await instance();
    const [one, two, three] = [await signInFrom(a, CHROME_LINUX), await signInFrom(a, SAFARI_IPHONE), await signInFrom(a, CHROME_LINUX)];
    for (const t of [one, two, three]) expect(await works(b, t)).toEqual([200, 201]);
    const others = await a.inject({ method: 'POST', url: '/api/painel/sessions/end-others', headers: bearer(one) });
    expect(others.json()).toEqual({ ended: 2 });
    expect(await works(b, two)).toEqual([401, 401]);
    expect(await works(b, three)).toEqual([401, 401]);
    expect(await works(b, one)).toEqual([200, 201]);
    expect((await a.inject({ method: 'POST', url: '/api/painel/sign-out', headers: bearer(one) })).statusCode).toBe(204);
    expect(await works(b, one)).toEqual([401, 401]);
  });
});

describe('a change to a person ends their sessions at once, on every instance', () => {
  it('the administrator sets João\'s password on instance A: both of João\'s tokens are refused on instance B (GET /api/session, POST /api/categories)', async () => {
    const a = await instance();
    const b = await instance();
    const admin = await signInFrom(a, CHROME_LINUX);
    const { id, api, tokens } = await joao(a, admin);
    for (const t of tokens) expect(await works(b, t)).toEqual([200, 201]);
    expect((await api.patch(`/api/server/users/change-password/${id}`, { id, password: 'senha-nova-do-joao' })).statusCode).toBe(200);
    for (const t of tokens) expect(await works(b, t)).toEqual([401, 401]);
    for (const t of tokens) expect(await works(a, t)).toEqual([401, 401]);
    // The administrator's own session is untouched; João signs in with the new password.
    expect(await works(b, admin)).toEqual([200, 201]);
    expect(await works(b, await signInFrom(b, CHROME_LINUX, 'joao@painel.local', 'senha-nova-do-joao'))).toEqual([200, 201]);
  });

  it("one's own password change (with the current one) ends one's other sessions, not the one that made it", async () => {
    const app = await instance();
    const here = await signInFrom(app, CHROME_LINUX);
    const phone = await signInFrom(app, SAFARI_IPHONE);
    const me = (await client(app, here).get('/api/session')).json().data.id as string;
    const res = await client(app, here).patch(`/api/server/users/change-password/${me}`, { id: me, password: 'outra-senha-123', currentPassword: ADMIN.password });
    expect(res.statusCode).toBe(200);
    expect(await works(app, phone)).toEqual([401, 401]);
    expect(await works(app, here)).toEqual([200, 201]);
  });

  it('a role that does not sign in ("sem-acesso") ends them, and so does a deletion; their rows are gone', async () => {
    const app = await instance();
    const admin = await signInFrom(app, CHROME_LINUX);
    const { id, api, tokens } = await joao(app, admin);
    const rows = async () => (await db.query(`SELECT id FROM painel_sessions WHERE user_id = $1`, [id])).length;
    expect(await rows()).toBe(2);
    await giveRole(api, id, 'sem-acesso');
    expect(await rows()).toBe(0);
    for (const t of tokens) expect(await works(app, t)).toEqual([401, 401]);
    // Back to editor: the old tokens stay refused (their sessions ended); a new sign-in, then a deletion.
    await giveRole(api, id, 'editor');
    for (const t of tokens) expect(await works(app, t)).toEqual([401, 401]);
    const fresh = await signInFrom(app, CHROME_LINUX, 'joao@painel.local', 'senha-do-joao');
    expect(await works(app, fresh)).toEqual([200, 201]);
    expect((await api.delete(`/api/server/users/${id}`)).statusCode).toBe(200);
    expect(await rows()).toBe(0);
    expect(await works(app, fresh)).toEqual([401, 401]);
  });

  it('a change that is not one of those (a name, another role with access) leaves them open', async () => {
    const app = await instance();
    const admin = await signInFrom(app, CHROME_LINUX);
    const { id, api, tokens } = await joao(app, admin);
    expect((await api.put(`/api/server/users/${id}`, { name: 'João P. Lima', email: 'joao@painel.local' })).statusCode).toBe(200);
    await giveRole(api, id, 'leitura');
    const [session] = await works(app, tokens[0]);
    expect(session).toBe(200);
  });
});

describe('a session in use renews; an idle one ends after its hour', () => {
  it('POST /api/painel/session/renew → a fresh token for the same session, which now ends an hour from now', async () => {
    const app = await instance();
    const token = await signInFrom(app, CHROME_LINUX);
    const sid = sessionIdOf(token);
    // As if signed in 50 minutes ago.
    await db.query(`UPDATE painel_sessions SET expires_at = clock_timestamp() + interval '10 minutes' WHERE id = $1`, [sid]);
    const res = await app.inject({ method: 'POST', url: '/api/painel/session/renew', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const renewed = res.json().token as string;
    expect(sessionIdOf(renewed)).toBe(sid);
    const [{ left }] = await db.query<{ left: number }>(`SELECT extract(epoch FROM expires_at - clock_timestamp())::int AS left FROM painel_sessions WHERE id = $1`, [sid]);
    expect(Number(left)).toBeGreaterThan(3590);
    expect(await works(app, renewed)).toEqual([200, 201]);
    // Signing out ends the session, whichever of its tokens asks.
    await app.inject({ method: 'POST', url: '/api/painel/sign-out', headers: bearer(renewed) });
    expect(await works(app, token)).toEqual([401, 401]);
  });

  it('past its end (nobody renewed it): 401 everywhere, and it cannot be renewed', async () => {
    const app = await instance();
    const token = await signInFrom(app, CHROME_LINUX);
    await db.query(`UPDATE painel_sessions SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1`, [sessionIdOf(token)]);
    expect(await works(app, token)).toEqual([401, 401]);
    const renew = await app.inject({ method: 'POST', url: '/api/painel/session/renew', headers: bearer(token) });
    expect(renew.statusCode).toBe(401);
    // Gone from the list, and forgotten at the next sign-in.
    const other = await signInFrom(app, SAFARI_IPHONE);
    const listed = (await app.inject({ method: 'GET', url: '/api/painel/sessions', headers: bearer(other) })).json().items as { id: string }[];
    expect(listed.map((s) => s.id)).toEqual([sessionIdOf(other)]);
    expect(await db.query(`SELECT id FROM painel_sessions WHERE id = $1`, [sessionIdOf(token)])).toEqual([]);
  });

  it('without a session: renew, the list and sign-out answer 401', async () => {
    const app = await instance();
    for (const [method, url] of [['POST', '/api/painel/session/renew'], ['GET', '/api/painel/sessions'], ['POST', '/api/painel/sign-out'], ['POST', '/api/painel/sessions/end-others']] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual(SESSION_INVALID);
    }
  });
});

describe('why a session ended is kept, for its browser to say', () => {
  const why = async (app: FastifyInstance, token?: string) => {
    const res = await app.inject({ method: 'GET', url: '/api/painel/session/ended', headers: token ? bearer(token) : {} });
    return [res.statusCode, res.json()];
  };

  it('GET /api/painel/session/ended with the old token: reset by an administrator, "Encerrar" or "Sair de todos os outros" elsewhere, one\'s own new password elsewhere, a sign-out', async () => {
    const app = await instance();
    const admin = await signInFrom(app, CHROME_LINUX);
    const { id, api, tokens } = await joao(app, admin);
    expect(await why(app, tokens[0])).toEqual([200, { reason: null }]);
    await api.patch(`/api/server/users/change-password/${id}`, { id, password: 'senha-nova-do-joao' });
    for (const token of tokens) expect(await why(app, token)).toEqual([200, { reason: 'password-reset' }]);

    const [laptop, phone, tablet] = [await signInFrom(app, CHROME_LINUX, 'joao@painel.local', 'senha-nova-do-joao'), await signInFrom(app, SAFARI_IPHONE, 'joao@painel.local', 'senha-nova-do-joao'), await signInFrom(app, SAFARI_IPHONE, 'joao@painel.local', 'senha-nova-do-joao')];
    expect((await app.inject({ method: 'DELETE', url: `/api/painel/sessions/${sessionIdOf(phone)}`, headers: bearer(laptop) })).statusCode).toBe(204);
    expect(await why(app, phone)).toEqual([200, { reason: 'ended-elsewhere' }]);
    expect((await app.inject({ method: 'POST', url: '/api/painel/sessions/end-others', headers: bearer(laptop) })).json()).toEqual({ ended: 1 });
    expect(await why(app, tablet)).toEqual([200, { reason: 'ended-elsewhere' }]);

    const other = await signInFrom(app, SAFARI_IPHONE, 'joao@painel.local', 'senha-nova-do-joao');
    const own = await client(app, laptop).patch(`/api/server/users/change-password/${id}`, { id, password: 'mais-uma-senha-do-joao', currentPassword: 'senha-nova-do-joao' });
    expect(own.statusCode).toBe(200);
    expect(await why(app, other)).toEqual([200, { reason: 'password-changed' }]);
    expect(await why(app, laptop)).toEqual([200, { reason: null }]);
    expect((await app.inject({ method: 'POST', url: '/api/painel/sign-out', headers: bearer(laptop) })).statusCode).toBe(204);
    expect(await why(app, laptop)).toEqual([200, { reason: 'signed-out' }]);
  });

  it('taken away by a role that does not sign in, or a deletion; past its hour: expired; a made-up token: 401', async () => {
    const app = await instance();
    const admin = await signInFrom(app, CHROME_LINUX);
    const { id, api, tokens } = await joao(app, admin);
    await giveRole(api, id, 'sem-acesso');
    expect(await why(app, tokens[0])).toEqual([200, { reason: 'access-removed' }]);
    await giveRole(api, id, 'editor');
    const again = await signInFrom(app, CHROME_LINUX, 'joao@painel.local', 'senha-do-joao');
    expect((await api.delete(`/api/server/users/${id}`)).statusCode).toBeLessThan(300);
    expect(await why(app, again)).toEqual([200, { reason: 'deleted' }]);

    const idle = await signInFrom(app, SAFARI_IPHONE);
    await db.query(`UPDATE painel_sessions SET expires_at = clock_timestamp() - interval '1 second' WHERE id = $1`, [sessionIdOf(idle)]);
    expect(await why(app, idle)).toEqual([200, { reason: 'expired' }]);
    expect(await why(app, 'nao.e.um-token')).toEqual([401, SESSION_INVALID]);
    expect(await why(app)).toEqual([401, SESSION_INVALID]);
  });
});
