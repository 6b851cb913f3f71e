// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppOptions } from '../../src/server/app';
import type { Db } from '../../src/server/db';
import { HistoryLog } from '../../src/server/history';
import { ADMIN, bearer, client, freshDb, giveRole, makeApp, signIn } from './helpers';

// GET /api/painel/events on a listening server (a stream never ends, so inject cannot read it): each committed
// change is one event — which record, how, by whom, never its values — for the roles that may list it.
let db: Db | undefined;
const apps: FastifyInstance[] = [];
const streams: AbortController[] = [];
afterEach(async () => {
  for (const s of streams.splice(0)) s.abort();
  for (const app of apps.splice(0)) await app.close();
  await db?.close();
  db = undefined;
});

async function instance(options: Partial<AppOptions> = {}) {
  db ??= await freshDb();
  const app = await makeApp({ db: { ...db, close: async () => {} }, heartbeatMs: 150, ...options });
  await app.listen({ host: '127.0.0.1', port: 0 });
  apps.push(app);
  return app;
}
const urlOf = (app: FastifyInstance) => `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

interface Frame {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/** An open stream: the frames so far, a wait for one that matches, and whether it has ended. */
async function open(app: FastifyInstance, token: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  streams.push(abort);
  const res = await fetch(`${urlOf(app)}/api/painel/events`, { headers: { ...bearer(token), ...headers }, signal: abort.signal });
  const frames: Frame[] = [];
  let ended = false;
  let buffer = '';
  const reading = (async () => {
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const fields = Object.fromEntries(block.split('\n').filter((l) => l && !l.startsWith(':')).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
          if (fields.data !== undefined) frames.push({ id: fields.id, event: fields.event ?? 'message', data: JSON.parse(fields.data) });
        }
      }
    } catch {
      // aborted
    }
    ended = true;
  })();
  const until = async (test: (f: Frame[]) => boolean, ms = 2000) => {
    const start = Date.now();
    while (!test(frames)) {
      if (Date.now() - start > ms) throw new Error(`nada em ${ms} ms; recebidos: ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { res, frames, until, ended: () => ended, reading };
}

const changes = (frames: Frame[]) => frames.filter((f) => f.event === 'change').map((f) => f.data);

describe('the stream', () => {
  it('without a session: 401 in Portuguese, no stream', async () => {
    const app = await instance();
    const res = await fetch(`${urlOf(app)}/api/painel/events`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Sessão inválida ou expirada. Entre novamente.' });
  });

  it('a committed change arrives within a second: resource, id, operation, version, actor — never a value', async () => {
    const app = await instance();
    const token = await signIn(app);
    const stream = await open(app, token);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(stream.res.headers.get('x-accel-buffering')).toBe('no');
    const me = (await client(app, token).get('/api/session')).json().data;
    const t = Date.now();
    const created = (await client(app, token).post('/api/categories', { name: 'Rodovias do sul' })).json();
    // By its record: on PostgreSQL the setup's own first change (the administrator) may be heard first.
    await stream.until((f) => changes(f).some((e) => e.recordId === created.id), 1000);
    expect(Date.now() - t).toBeLessThan(1000);
    const event = changes(stream.frames).find((e) => e.recordId === created.id);
    expect(event).toEqual({ id: expect.any(Number), resource: 'categories', recordId: created.id, operation: 'create', version: 1, actor: { id: me.id, name: ADMIN.name } });
    expect(stream.frames.filter((f) => f.event === 'change').map((f) => f.id)).toContain(String(event!.id));
    expect(JSON.stringify(stream.frames)).not.toContain('Rodovias do sul');
  });

  it('a bulk request: one event per record, sharing its bulk id', async () => {
    const app = await instance();
    const token = await signIn(app);
    const api = client(app, token);
    const ids = [(await api.post('/api/categories', { name: 'Um' })).json().id, (await api.post('/api/categories', { name: 'Dois' })).json().id];
    const stream = await open(app, token);
    const bulk = await api.post('/api/categories/bulk', { action: 'delete', ids });
    expect(bulk.statusCode).toBe(200);
    // (On PostgreSQL the two creates may still be announced to a stream opened just after them.)
    const deletes = (f: Frame[]) => changes(f).filter((e) => e.operation === 'delete');
    await stream.until((f) => deletes(f).length === 2);
    const events = deletes(stream.frames);
    expect(events.map((e) => [e.recordId, e.operation])).toEqual(ids.map((id) => [id, 'delete']));
    expect(events[0].bulkId).toEqual(expect.any(String));
    expect(events[1].bulkId).toBe(events[0].bulkId);
  });

  it('events a role may not see are never sent: the editor hears categories, not the Instagram token', async () => {
    const app = await instance();
    const admin = await signIn(app);
    const api = client(app, admin);
    // Making the editor is two changes of its own. On PostgreSQL they reach the streams through NOTIFY, a moment
    // after their commit: a stream opened in that moment hears them too. So wait until they have gone out.
    const probe = await open(app, admin);
    const editorId = (await api.post('/api/server/users', { name: 'Edna Editora', email: 'edna@painel.local', password: 'senha-da-edna' })).json().data.id;
    await giveRole(api, editorId, 'editor');
    // (The probe may also hear the setup's own first user, announced a moment after it too.)
    await probe.until((f) => changes(f).filter((e) => e.recordId === editorId).length === 2);
    const editor = await open(app, await signIn(app, 'edna@painel.local', 'senha-da-edna'));
    const everyone = await open(app, admin);
    const config = await app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: { apikey: 'painel-anon-key', ...bearer(admin), 'content-type': 'application/json' }, payload: { instagram_token: 'novo-token' } });
    expect(config.statusCode).toBeLessThan(300);
    await api.post('/api/categories', { name: 'Vista por todos' });
    await everyone.until((f) => changes(f).some((e) => e.resource === 'categories'));
    await editor.until((f) => changes(f).some((e) => e.resource === 'categories'));
    expect(changes(everyone.frames).map((e) => e.resource)).toEqual(['config', 'categories']);
    expect(changes(editor.frames).map((e) => e.resource)).toEqual(['categories']);
  });

  it('resumes after Last-Event-ID with what it missed, in order', async () => {
    const app = await instance();
    const token = await signIn(app);
    const api = client(app, token);
    const first = await open(app, token);
    // By its record: on PostgreSQL the setup's own first change (the administrator) may be heard first.
    const before = (await api.post('/api/categories', { name: 'Antes' })).json().id;
    await first.until((f) => changes(f).some((e) => e.recordId === before));
    const seen = Number(changes(first.frames).find((e) => e.recordId === before)!.id);
    streams[0].abort();
    const missed = [(await api.post('/api/categories', { name: 'Perdida 1' })).json().id, (await api.post('/api/categories', { name: 'Perdida 2' })).json().id];
    const again = await open(app, token, { 'Last-Event-ID': String(seen) });
    await again.until((f) => changes(f).some((e) => e.recordId === missed[1]));
    const after = changes(again.frames).filter((e) => Number(e.id) > seen);
    expect(after.map((e) => e.recordId)).toEqual(missed);
  });

  it('beyond what the history keeps: one "reload" event', async () => {
    const app = await instance();
    const token = await signIn(app);
    const api = client(app, token);
    for (const name of ['A', 'B', 'C']) await api.post('/api/categories', { name: `Categoria ${name}` });
    await app.painel.db.query(`DELETE FROM painel_history WHERE id < (SELECT max(id) FROM painel_history)`);
    const stream = await open(app, token, { 'Last-Event-ID': '1' });
    await stream.until((f) => f.some((e) => e.event === 'reload'));
    // Told to reload first, and nothing replayed (a change still being announced live may follow).
    expect(stream.frames[0]).toEqual({ event: 'reload', data: {} });
  });

  it('a stream ended while its replay is still being read (a sign-out): nothing is written after its end, the server stays up', async () => {
    const app = await instance();
    const token = await signIn(app);
    const api = client(app, token);
    await api.post('/api/categories', { name: 'Antes da saída' });
    // The replay's read waits until the session has ended.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const read = HistoryLog.prototype.oldestId;
    const spy = vi.spyOn(HistoryLog.prototype, 'oldestId').mockImplementation(async function (this: HistoryLog, ...args) {
      await held;
      return read.apply(this, args);
    });
    const faults: unknown[] = [];
    const onFault = (e: unknown) => faults.push(e);
    process.on('uncaughtException', onFault);
    try {
      const stream = await open(app, token, { 'Last-Event-ID': '1' });
      expect((await api.post('/api/painel/sign-out')).statusCode).toBe(204);
      await stream.until((f) => f.some((e) => e.event === 'session-ended'));
      release();
      await new Promise((r) => setTimeout(r, 200));
      expect(faults).toEqual([]);
      expect(stream.frames.filter((f) => f.event !== 'session-ended')).toEqual([]);
      // Still serving.
      expect((await fetch(`${urlOf(app)}/healthz`)).status).toBe(200);
    } finally {
      process.off('uncaughtException', onFault);
      spy.mockRestore();
    }
  });

  it('a Last-Event-ID that is not a number: 400', async () => {
    const app = await instance();
    const res = await fetch(`${urlOf(app)}/api/painel/events`, { headers: { ...bearer(await signIn(app)), 'Last-Event-ID': 'abc' } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('Last-Event-ID: informe o número do último evento recebido.');
  });
});

describe('presence', () => {
  it('"I am on this record": the others who may list it hear who, never the one saying it; a resource the role cannot read → 403', async () => {
    const app = await instance();
    const admin = await signIn(app);
    const api = client(app, admin);
    const editorId = (await api.post('/api/server/users', { name: 'Edna Editora', email: 'edna@painel.local', password: 'senha-da-edna' })).json().data.id;
    await giveRole(api, editorId, 'editor');
    const editorToken = await signIn(app, 'edna@painel.local', 'senha-da-edna');
    const editor = await open(app, editorToken);
    const everyone = await open(app, admin);
    const categoryId = (await api.post('/api/categories', { name: 'Aberta por duas' })).json().id;
    const said = await client(app, editorToken).post(`/api/painel/presence/categories/${categoryId}`);
    expect(said.statusCode).toBe(204);
    await everyone.until((f) => f.some((e) => e.event === 'presence'));
    expect(everyone.frames.find((e) => e.event === 'presence')!.data).toEqual({ resource: 'categories', recordId: categoryId, actor: { id: editorId, name: 'Edna Editora' }, at: expect.any(String), tab: '', state: 'here' });
    await new Promise((r) => setTimeout(r, 200));
    expect(editor.frames.filter((e) => e.event === 'presence')).toEqual([]);
    const refused = await client(app, editorToken).post('/api/painel/presence/config/1');
    expect(refused.statusCode).toBe(403);
    expect((await client(app, editorToken).post('/api/painel/presence/nada/1')).statusCode).toBe(404);
  });
});

describe('presence on arrival and on leaving', () => {
  it('a page arriving says so (state "arrived", its tab named); leaving (DELETE) says "left" at once; bad words are a 400', async () => {
    const app = await instance();
    const admin = await signIn(app);
    const api = client(app, admin);
    const editorId = (await api.post('/api/server/users', { name: 'Edna Editora', email: 'edna@painel.local', password: 'senha-da-edna' })).json().data.id;
    await giveRole(api, editorId, 'editor');
    const edna = client(app, await signIn(app, 'edna@painel.local', 'senha-da-edna'));
    const everyone = await open(app, admin);
    const id = (await api.post('/api/categories', { name: 'Aberta por duas' })).json().id;
    const presence = (f: Frame[]) => f.filter((e) => e.event === 'presence').map((e) => e.data);
    expect((await edna.post(`/api/painel/presence/categories/${id}?tab=aba-1&state=arrived`)).statusCode).toBe(204);
    await everyone.until((f) => presence(f).length === 1);
    expect(presence(everyone.frames)[0]).toMatchObject({ recordId: id, actor: { id: editorId, name: 'Edna Editora' }, tab: 'aba-1', state: 'arrived' });
    const left = await edna.delete(`/api/painel/presence/categories/${id}?tab=aba-1`);
    expect(left.statusCode).toBe(204);
    await everyone.until((f) => presence(f).length === 2);
    expect(presence(everyone.frames)[1]).toMatchObject({ recordId: id, actor: { id: editorId, name: 'Edna Editora' }, tab: 'aba-1', state: 'left' });
    const badState = await edna.post(`/api/painel/presence/categories/${id}?state=left`);
    expect(badState.statusCode).toBe(400);
    expect(badState.json()).toEqual({ message: 'Presença: state deve ser arrived ou here.' });
    const badTab = await edna.post(`/api/painel/presence/categories/${id}?tab=${'x'.repeat(41)}`);
    expect(badTab.statusCode).toBe(400);
    expect(badTab.json()).toEqual({ message: 'Presença: tab deve ter de 1 a 40 letras, números ou hífens.' });
    expect((await edna.delete('/api/painel/presence/config/1?tab=aba-1')).statusCode).toBe(403);
  });
});

describe('sessions and streams', () => {
  it('sign-out closes the stream at once', async () => {
    const app = await instance();
    const token = await signIn(app);
    const stream = await open(app, token);
    await client(app, token).post('/api/painel/sign-out');
    await stream.reading;
    expect(stream.ended()).toBe(true);
  });

  it('a session ended by a new password loses its streams (every tab) at once, told why; other sessions keep theirs', async () => {
    const app = await instance();
    const api = client(app, await signIn(app));
    const id = (await api.post('/api/server/users', { name: 'Caio Lima', email: 'caio@painel.local', password: 'senha-do-caio' })).json().data.id;
    await giveRole(api, id, 'editor');
    // Two tabs of one session (asked once per beat), and the administrator's own stream beside them.
    const caio = await signIn(app, 'caio@painel.local', 'senha-do-caio');
    const tabs = [await open(app, caio), await open(app, caio)];
    const admin = await open(app, await signIn(app));
    await api.patch(`/api/server/users/change-password/${id}`, { id, password: 'outra-senha-do-caio' });
    for (const stream of tabs) {
      await stream.until((f) => f.some((e) => e.event === 'session-ended'), 2000);
      await stream.reading;
      expect(stream.ended()).toBe(true);
      expect(stream.frames.find((e) => e.event === 'session-ended')!.data).toEqual({ reason: 'password-reset' });
    }
    // The administrator's session holds: still open after further beats, and still hearing changes.
    await new Promise((r) => setTimeout(r, 400));
    expect(admin.ended()).toBe(false);
    expect(admin.frames.some((e) => e.event === 'session-ended')).toBe(false);
    const created = (await api.post('/api/categories', { name: 'Depois do fim' })).json();
    await admin.until((f) => changes(f).some((e) => e.recordId === created.id));
  });
});

describe('a role change on open streams', () => {
  // No heartbeat within the test: whatever happens, happens because the role changed.
  const quiet = { heartbeatMs: 60_000 };
  const configChange = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: { apikey: 'painel-anon-key', ...bearer(token), 'content-type': 'application/json' }, payload: { instagram_token: `token-${Date.now()}` } });

  it('demoted while her stream is open: told her new role at once, and from then on hears only what it may list', async () => {
    const app = await instance(quiet);
    const admin = await signIn(app);
    const api = client(app, admin);
    const id = (await api.post('/api/server/users', { name: 'Lia Gomes', email: 'lia@painel.local', password: 'senha-da-lia' })).json().data.id;
    await giveRole(api, id, 'administrador');
    const lia = await open(app, await signIn(app, 'lia@painel.local', 'senha-da-lia'));
    // As an administrator she hears the Instagram token change.
    expect((await configChange(app, admin)).statusCode).toBeLessThan(300);
    await lia.until((f) => changes(f).some((e) => e.resource === 'config'));
    await giveRole(api, id, 'editor');
    await lia.until((f) => f.some((e) => e.event === 'role-changed'), 1000);
    expect(lia.frames.find((e) => e.event === 'role-changed')!.data).toEqual({ role: 'editor' });
    expect((await configChange(app, admin)).statusCode).toBeLessThan(300);
    const after = (await api.post('/api/categories', { name: 'Depois da mudança' })).json().id;
    await lia.until((f) => changes(f).some((e) => e.recordId === after));
    expect(changes(lia.frames).filter((e) => e.resource === 'config')).toHaveLength(1);
    expect(lia.ended()).toBe(false);
  });

  it('a role change that is not hers, or a change to her that leaves her role, tells her stream nothing', async () => {
    const app = await instance(quiet);
    const admin = await signIn(app);
    const api = client(app, admin);
    const id = (await api.post('/api/server/users', { name: 'Rui Prado', email: 'rui@painel.local', password: 'senha-do-rui' })).json().data.id;
    const other = (await api.post('/api/server/users', { name: 'Ana Reis', email: 'ana@painel.local', password: 'senha-da-ana' })).json().data.id;
    await giveRole(api, id, 'editor');
    const rui = await open(app, await signIn(app, 'rui@painel.local', 'senha-do-rui'));
    await giveRole(api, other, 'leitura');
    expect((await api.put(`/api/server/users/${id}`, { name: 'Rui Prado Neto', email: 'rui@painel.local' })).statusCode).toBe(200);
    const marker = (await api.post('/api/categories', { name: 'Marcador' })).json().id;
    await rui.until((f) => changes(f).some((e) => e.recordId === marker));
    expect(rui.frames.filter((e) => e.event === 'role-changed' || e.event === 'session-ended')).toEqual([]);
  });

  it('moved to a role that does not sign in: her streams end at once, told why', async () => {
    const app = await instance(quiet);
    const api = client(app, await signIn(app));
    const id = (await api.post('/api/server/users', { name: 'Téo Dias', email: 'teo@painel.local', password: 'senha-do-teo' })).json().data.id;
    await giveRole(api, id, 'editor');
    const teo = await open(app, await signIn(app, 'teo@painel.local', 'senha-do-teo'));
    const t = Date.now();
    await giveRole(api, id, 'sem-acesso');
    await teo.until((f) => f.some((e) => e.event === 'session-ended'), 1000);
    await teo.reading;
    expect(Date.now() - t).toBeLessThan(1000);
    expect(teo.ended()).toBe(true);
    expect(teo.frames.find((e) => e.event === 'session-ended')!.data).toEqual({ reason: 'access-removed' });
  });
});

it.runIf(process.env.PAINEL_TEST_DATABASE_URL)('two instances on one PostgreSQL: a role changed on A reaches her stream on B at once', async () => {
  const a = await instance({ heartbeatMs: 60_000 });
  const b = await instance({ heartbeatMs: 60_000 });
  const api = client(a, await signIn(a));
  const id = (await api.post('/api/server/users', { name: 'Lia Gomes', email: 'lia@painel.local', password: 'senha-da-lia' })).json().data.id;
  await giveRole(api, id, 'administrador');
  const lia = await open(b, await signIn(b, 'lia@painel.local', 'senha-da-lia'));
  await giveRole(api, id, 'leitura');
  await lia.until((f) => f.some((e) => e.event === 'role-changed'), 1000);
  expect(lia.frames.find((e) => e.event === 'role-changed')!.data).toEqual({ role: 'leitura' });
  await giveRole(api, id, 'sem-acesso');
  await lia.until((f) => f.some((e) => e.event === 'session-ended'), 1000);
  expect(lia.frames.find((e) => e.event === 'session-ended')!.data).toEqual({ reason: 'access-removed' });
});

describe('how many streams', () => {
  const caps = { liveStreamCaps: { perSession: 2, perPerson: 3 } };
  const raw = (app: FastifyInstance, token: string) => fetch(`${urlOf(app)}/api/painel/events`, { headers: bearer(token) });

  it('over the cap of one session: 429 in Portuguese, the connection closed; a stream that ends frees its place', async () => {
    const app = await instance(caps);
    const token = await signIn(app);
    const [a] = [await open(app, token), await open(app, token)];
    const refused = await raw(app, token);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('connection')).toBe('close');
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toEqual({ message: 'Muitas conexões ao vivo nesta sessão (no máximo 2). Feche algumas abas do painel.' });
    streams[0].abort();
    await a.reading;
    // The server hears the close a moment later.
    for (let i = 0; i < 50 && app.painel.liveStreams.size > 1; i++) await new Promise((r) => setTimeout(r, 20));
    expect((await open(app, token)).res.status).toBe(200);
  });

  it('over the cap of one person, across her sessions: 429; another person is not counted against her', async () => {
    const app = await instance(caps);
    const first = await signIn(app);
    const second = await signIn(app);
    for (const token of [first, first, second]) expect((await open(app, token)).res.status).toBe(200);
    const refused = await raw(app, second);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: 'Muitas conexões ao vivo desta pessoa (no máximo 3). Feche abas do painel em outros aparelhos.' });
    const api = client(app, first);
    const id = (await api.post('/api/server/users', { name: 'Bia Nunes', email: 'bia@painel.local', password: 'senha-da-bia' })).json().data.id;
    await giveRole(api, id, 'editor');
    expect((await open(app, await signIn(app, 'bia@painel.local', 'senha-da-bia'))).res.status).toBe(200);
  });
});

it.runIf(process.env.PAINEL_TEST_DATABASE_URL)('two instances on one PostgreSQL: a change committed on A reaches a stream on B within a second', async () => {
  const a = await instance();
  const b = await instance();
  const token = await signIn(a);
  const onB = await open(b, token);
  const t = Date.now();
  const created = (await client(a, token).post('/api/categories', { name: 'Feita em A' })).json();
  await onB.until((f) => changes(f).some((e) => e.recordId === created.id), 1000);
  expect(Date.now() - t).toBeLessThan(1000);
  // Presence said on A by someone else is heard on B.
  const api = client(a, token);
  const editorId = (await api.post('/api/server/users', { name: 'Edna Editora', email: 'edna@painel.local', password: 'senha-da-edna' })).json().data.id;
  await giveRole(api, editorId, 'editor');
  expect((await client(a, await signIn(a, 'edna@painel.local', 'senha-da-edna')).post(`/api/painel/presence/categories/${created.id}`)).statusCode).toBe(204);
  await onB.until((f) => f.some((e) => e.event === 'presence' && (e.data.actor as { name: string }).name === 'Edna Editora'), 1000);
  // A rolled-back write announces nothing: a duplicate name is refused, and no event follows. First B hears the
  // editor's own two changes (created, given a role): presence is not read back from the history, so it may
  // overtake them.
  await onB.until((f) => changes(f).filter((e) => e.recordId === editorId).length >= 2, 1000);
  const before = changes(onB.frames).length;
  expect((await client(a, token).post('/api/categories', { name: 'x' })).statusCode).toBe(400);
  await new Promise((r) => setTimeout(r, 300));
  expect(changes(onB.frames).length).toBe(before);
});
