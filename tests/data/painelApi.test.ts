// The client of the `painel` profile: its calls at /api/painel with the session's bearer, counted by the loading
// bar, failures in Portuguese, a 401 ending the session; without the profile nothing is sent and it says so.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { PAINEL_CALL_TABLE, type ApiProfiles } from '../../src/engine/contract';
import { createInflight, createPainelApi, PAINEL_UNAVAILABLE, type Notify } from '../../src/engine/data';
import { testApiConfig, testApis } from '../utils/renderApp';

const seen: { method: string; path: string; query: string; authorization: string | null }[] = [];
const server = setupServer(
  http.all('/api/painel/*', ({ request }) => {
    const url = new URL(request.url);
    seen.push({ method: request.method, path: url.pathname, query: url.search, authorization: request.headers.get('authorization') });
    if (url.pathname === '/api/painel/trash/posts/p-1/restore') {
      return HttpResponse.json({ message: 'Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.' }, { status: 409 });
    }
    if (url.pathname === '/api/painel/activity' && url.searchParams.get('resource') === 'expirou') return HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 });
    if (url.pathname === '/api/painel/activity/export') {
      return new HttpResponse('\uFEFFQuando;Quem\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="atividade-2026-11-25.csv"' } });
    }
    if (url.pathname === '/api/painel/sessions') return HttpResponse.json({ items: [{ id: 's-1', device: 'Chrome no Linux', createdAt: '2026-11-26T10:00:00.000Z', lastUsedAt: '2026-11-26T10:05:00.000Z', expiresAt: '2026-11-26T11:05:00.000Z', current: true }] });
    if (url.pathname === '/api/painel/session/renew') return HttpResponse.json({ token: 'token-renovado' });
    if (url.pathname === '/api/painel/sessions/end-others') return HttpResponse.json({ ended: 2 });
    if (url.pathname === '/api/painel/sign-out') return new HttpResponse(null, { status: 204 });
    if (request.method === 'DELETE') return new HttpResponse(null, { status: 204 });
    if (request.method === 'POST') return HttpResponse.json({ id: 'c-1', name: 'Eventos', version: 3 });
    return HttpResponse.json({ items: [], more: false });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

function client(apis: ApiProfiles = testApis, endpoints = testApiConfig) {
  const notify = vi.fn<Notify>(() => () => undefined);
  const unauthorized = vi.fn();
  const inflight = createInflight();
  const api = createPainelApi({ apis, endpoints, session: { getToken: () => 'token-de-teste', onUnauthorized: unauthorized }, inflight, notify });
  return { api, notify, unauthorized, inflight };
}

test('each call at its path under /api/painel, with the bearer; empty filters are not sent', async () => {
  const { api } = client();
  expect(api.available).toBe(true);
  await api.history('categories', 'c 1', { before: 40 });
  await api.restoreVersion('categories', 'c-1', 2);
  await api.activity({ resource: 'services', actor: '', operation: 'update', from: '2026-11-01', to: '2026-11-30', before: 120, limit: 25 });
  await api.trash({});
  await api.trash({ resource: 'services', before: 7 });
  await api.restoreFromTrash('services', 's-1');
  await api.purge('services', 's-1');
  await api.undo('0b9f7c52-1c3e-4d5e-9f00-000000000001');
  await api.restoreManyFromTrash([{ resource: 'services', id: 's-1' }]);
  await api.undoBulk('6a7b8c9d-0000-4000-8000-000000000001');
  expect(seen.map((s) => `${s.method} ${s.path}${s.query}`)).toEqual([
    'GET /api/painel/history/categories/c%201?before=40',
    'POST /api/painel/history/categories/c-1/2/restore',
    'GET /api/painel/activity?resource=services&operation=update&from=2026-11-01&to=2026-11-30&before=120&limit=25',
    'GET /api/painel/trash',
    'GET /api/painel/trash/services?before=7',
    'POST /api/painel/trash/services/s-1/restore',
    'DELETE /api/painel/trash/services/s-1',
    'POST /api/painel/undo/0b9f7c52-1c3e-4d5e-9f00-000000000001',
    'POST /api/painel/trash/restore',
    'POST /api/painel/undo/bulk/6a7b8c9d-0000-4000-8000-000000000001',
  ]);
  expect(new Set(seen.map((s) => s.authorization))).toEqual(new Set(['Bearer token-de-teste']));
});

test("every request the client makes is one of the server's declared calls: its method, its path", async () => {
  const { api } = client();
  await api.history('categories', 'c-1');
  await api.restoreVersion('categories', 'c-1', 2);
  await api.activity({});
  await api.exportActivity({});
  await api.trash({});
  await api.trash({ resource: 'services' });
  await api.restoreFromTrash('services', 's-1');
  await api.restoreManyFromTrash([{ resource: 'services', id: 's-1' }]);
  await api.purge('services', 's-1');
  await api.undo('0b9f7c52-1c3e-4d5e-9f00-000000000001');
  await api.undoBulk('6a7b8c9d-0000-4000-8000-000000000001');
  await api.importTemplate('services');
  await api.views('services');
  await api.defaultViews();
  await api.saveView('services', { name: 'Minha', state: {} });
  await api.updateView('services', 'v-1', { name: 'Outra' });
  await api.deleteView('services', 'v-1');
  await api.setDefaultView('services', null);
  await api.signOut('token-que-sai');
  await api.renewSession();
  await api.whySessionEnded('token-que-saiu');
  await api.sessions();
  await api.endSession('s-2');
  await api.endOtherSessions();
  await api.sayPresence('services', 's-1', { tab: 'aba', state: 'arrived' });
  await api.leavePresence('services', 's-1', 'aba');
  const stream = new AbortController();
  await api.openEvents({ signal: stream.signal });
  stream.abort();
  const declared = Object.values(PAINEL_CALL_TABLE).map((c) => ({ method: c.method, path: new RegExp(`^/api/painel${c.path.replace(/\{[^}]+\}/g, '[^/]+')}$`) }));
  const undeclared = seen.filter((s) => !declared.some((d) => d.method === s.method && d.path.test(s.path)));
  expect(seen).toHaveLength(27);
  expect(undeclared.map((s) => `${s.method} ${s.path}`)).toEqual([]);
});

test('sessions: sign-out with the token it ends, renewal, the list, "Encerrar" and "Sair de todos os outros"', async () => {
  const { api } = client();
  await api.signOut('token-que-sai');
  expect(await api.renewSession()).toBe('token-renovado');
  expect(await api.sessions()).toEqual([expect.objectContaining({ id: 's-1', device: 'Chrome no Linux', current: true })]);
  await api.endSession('s 2');
  expect(await api.endOtherSessions()).toEqual({ ended: 2 });
  expect(seen.map((s) => `${s.method} ${s.path} ${s.authorization}`)).toEqual([
    'POST /api/painel/sign-out Bearer token-que-sai',
    'POST /api/painel/session/renew Bearer token-de-teste',
    'GET /api/painel/sessions Bearer token-de-teste',
    'DELETE /api/painel/sessions/s%202 Bearer token-de-teste',
    'POST /api/painel/sessions/end-others Bearer token-de-teste',
  ]);
});

test('the CSV export: the filters without paging, the file and the name the server gave it', async () => {
  const { api } = client();
  const { blob, fileName } = await api.exportActivity({ resource: 'categories', before: 9, page: 2, limit: 25 });
  expect(seen.map((s) => `${s.path}${s.query}`)).toEqual(['/api/painel/activity/export?resource=categories']);
  expect(fileName).toBe('atividade-2026-11-25.csv');
  expect(await blob.text()).toContain('Quando;Quem');
});

test("a refusal carries the server's reason, told when asked; the loading bar counted the call", async () => {
  const { api, notify, inflight } = client();
  const counts: number[] = [];
  inflight.subscribe(() => counts.push(inflight.get()));
  await expect(api.restoreFromTrash('posts', 'p-1', { notify: true, messages: { error: 'Erro ao restaurar post' } })).rejects.toMatchObject({
    status: 409,
    reason: 'Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.',
  });
  expect(notify).toHaveBeenCalledWith('error', 'Erro ao restaurar post', 'Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.', { retryable: false });
  expect(counts).toEqual([1, 0]);
  await api.restoreVersion('categories', 'c-1', 1, { notify: true });
  expect(notify).toHaveBeenLastCalledWith('success', 'Versão restaurada.');
});

test('a 401 ends the session, like any other call', async () => {
  const { api, unauthorized } = client();
  await expect(api.activity({ resource: 'expirou' })).rejects.toMatchObject({ status: 401 });
  expect(unauthorized).toHaveBeenCalledTimes(1);
});

test('without the painel profile (or its address): not available, nothing sent', async () => {
  const { painel: _painel, ...others } = testApis.profiles;
  const without = client({ profiles: others }).api;
  expect(without.available).toBe(false);
  await expect(without.trash({})).rejects.toMatchObject({ message: PAINEL_UNAVAILABLE });
  const { painel: _endpoint, ...endpoints } = testApiConfig;
  expect(client(testApis, endpoints).api.available).toBe(false);
  expect(seen).toEqual([]);
});

test('a read asked for ahead (prefetch) is taken once by the same call, whatever the order of its query; another asks again', async () => {
  const { api } = client();
  api.prefetch('painel.map', { params: { resource: 'outdoors' }, query: { livre: '2026-12-01/2026-12-14', q: 'paulista' } });
  expect(await api.call('painel.map', { params: { resource: 'outdoors' }, query: { q: 'paulista', livre: '2026-12-01/2026-12-14' } })).toEqual({ items: [], more: false });
  expect(seen.map((s) => `${s.path}${s.query}`)).toEqual(['/api/painel/map/outdoors?livre=2026-12-01%2F2026-12-14&q=paulista']);
  await api.call('painel.map', { params: { resource: 'outdoors' }, query: { q: 'paulista', livre: '2026-12-01/2026-12-14' } });
  await api.call('painel.map', { params: { resource: 'outdoors' }, query: { q: 'augusta' } });
  expect(seen).toHaveLength(3);
});
