import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Engine } from '../../src/engine/core';
import { probedEngine } from '../utils/engineProbe';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const seen: { method: string; url: URL; authorization: string | null }[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/categories', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 })),
  http.get('/api/server/services', () => HttpResponse.json({ data: { items: [], total: 0, page: 1, limit: 10 } })),
  http.get('*/rest/v1/config', () => HttpResponse.json({ instagram_token: 'ig' })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  server.events.on('request:start', ({ request }) =>
    seen.push({ method: request.method, url: new URL(request.url), authorization: request.headers.get('authorization') }),
  );
  // Failures below are logged on purpose; keep the output readable.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const resource = (engine: Engine, name: string) => engine.descriptors.find((d) => d.name === name)!;
const page = { q: '', page: 1, limit: 10 };

describe('session on load (spec §4)', () => {
  test('with the cookie, GET /session is sent with the bearer and the user stays signed in', async () => {
    const app = renderApp('/app', { token: testToken });
    expect(await screen.findByText('Sonda do motor')).toBeInTheDocument();
    const session = seen.find((r) => r.url.pathname === '/api/session');
    expect(session).toMatchObject({ method: 'GET', authorization: 'Bearer token-de-teste' });
    expect(app.path()).toBe('/app');
    await app.user.click(screen.getByRole('button', { name: 'Conta do usuário' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('Ana Souza')).toBeInTheDocument();
    expect(within(menu).getByText('ana@painel.local')).toBeInTheDocument();
  });

  test('while the session is fetched a progress is shown, not the sign-in page', async () => {
    // The answer waits until the test has looked (not a fixed delay a slow machine can outlast).
    let answer!: () => void;
    const looked = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('/api/session', async () => (await looked, HttpResponse.json({ data: { name: 'Ana' } }))));
    renderApp('/app/categories', { token: testToken });
    expect(await screen.findByRole('progressbar', { name: 'Verificando sessão' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 1, name: 'Categorias' })).toBeInTheDocument();
  });

  test.each([
    ['401', () => HttpResponse.json({ message: 'Token expirado.' }, { status: 401 })],
    ['500', () => HttpResponse.json({ message: 'Falha interna.' }, { status: 500 })],
  ])('a failed session lookup (%s) clears the user, removes the cookie and goes to /app/sign-in', async (_, answer) => {
    server.use(http.get('/api/session', answer));
    const remove = vi.spyOn(Cookies, 'remove');
    const app = renderApp('/app', { token: testToken });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/app/sign-in'));
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    expect(remove).toHaveBeenCalledWith('token', { path: '/' });
    expect(Cookies.get('token')).toBeUndefined();
  });
});

describe('bearer on every API (spec §4)', () => {
  test('Authorization: Bearer <token> on a main-API call, a services-API call and the table call', async () => {
    renderApp('/app', { token: testToken });
    const engine = await probedEngine();
    await engine.data.list(resource(engine, 'categories'), page);
    await engine.data.list(resource(engine, 'services'), page);
    await engine.data.read(resource(engine, 'config'));

    const main = seen.find((r) => r.url.pathname === '/api/categories');
    const services = seen.find((r) => r.url.pathname === '/api/server/services');
    const table = seen.find((r) => r.url.pathname === '/rest/v1/config');
    expect(main?.authorization).toBe('Bearer token-de-teste');
    expect(services?.authorization).toBe('Bearer token-de-teste');
    expect(table?.authorization).toBe('Bearer token-de-teste');
  });
});

describe('a 401 from any call signs out (spec §4, §8)', () => {
  test.each([
    ['main API', '/api/categories', 'categories', (e: Engine) => e.data.list(resource(e, 'categories'), page)],
    ['services API', '/api/server/services', 'services', (e: Engine) => e.data.list(resource(e, 'services'), page)],
    ['table API', '*/rest/v1/config', 'config', (e: Engine) => e.data.read(resource(e, 'config'))],
  ])('%s: cookie removed, user sent to /app/sign-in', async (_, path, __, call) => {
    server.use(
      http.get(path, () => HttpResponse.json({ message: 'Sessão expirada.', code: 'PGRST303' }, { status: 401 })),
    );
    const remove = vi.spyOn(Cookies, 'remove');
    const app = renderApp('/app', { token: testToken });
    const engine = await probedEngine();
    await expect(call(engine)).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/app/sign-in'));
    expect(remove).toHaveBeenCalledWith('token', { path: '/' });
    expect(Cookies.get('token')).toBeUndefined();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});

describe('the sign-in page says why the session ended', () => {
  test.each([
    ['password-reset', 'Sua senha foi redefinida por um administrador. Entre com a nova senha.'],
    ['ended-elsewhere', 'Sua sessão foi encerrada em outro dispositivo. Entre novamente.'],
    ['password-changed', 'Sua senha foi alterada em outro dispositivo. Entre com a nova senha.'],
    ['access-removed', 'Seu acesso ao painel foi retirado por um administrador.'],
    ['expired', 'Sua sessão expirou. Entre novamente.'],
  ])('a 401, then the server says "%s": the page says it in Portuguese, asked with the token that stopped working', async (reason, words) => {
    server.use(
      http.get('/api/categories', () => HttpResponse.json({ message: 'Sessão inválida ou expirada. Entre novamente.' }, { status: 401 })),
      http.get('/api/painel/session/ended', () => HttpResponse.json({ reason })),
    );
    const app = renderApp('/app', { token: testToken });
    const engine = await probedEngine();
    await expect(engine.data.list(resource(engine, 'categories'), page)).rejects.toMatchObject({ status: 401 });
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/app/sign-in'));
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(seen.filter((s) => s.url.pathname === '/api/painel/session/ended').map((s) => s.authorization)).toEqual([`Bearer ${testToken}`]);
    if (reason !== 'expired') expect(screen.queryByText('Sua sessão expirou. Entre novamente.')).toBeNull();
  });

  test('the server cannot tell (an error): "Sua sessão expirou"', async () => {
    server.use(
      http.get('/api/categories', () => HttpResponse.json({ message: 'Sessão inválida ou expirada. Entre novamente.' }, { status: 401 })),
      http.get('/api/painel/session/ended', () => HttpResponse.json({ message: 'Falha interna.' }, { status: 500 })),
    );
    renderApp('/app', { token: testToken });
    const engine = await probedEngine();
    await expect(engine.data.list(resource(engine, 'categories'), page)).rejects.toMatchObject({ status: 401 });
    expect(await screen.findByText('Sua sessão expirou. Entre novamente.')).toBeInTheDocument();
  });
});

describe('sign-out (spec §4)', () => {
  test('"Sair" ends the session on the server (POST /api/painel/sign-out with its bearer), clears the user, removes the cookie and goes to /app/sign-in', async () => {
    const remove = vi.spyOn(Cookies, 'remove');
    const app = renderApp('/app/categories', { token: testToken });
    await app.user.click(await screen.findByRole('button', { name: 'Conta do usuário' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Sair' }));
    await waitFor(() => expect(app.path()).toBe('/app/sign-in'));
    await waitFor(() => expect(seen.filter((s) => s.url.pathname === '/api/painel/sign-out').map((s) => [s.method, s.authorization])).toEqual([['POST', `Bearer ${testToken}`]]));
    expect(remove).toHaveBeenCalledWith('token', { path: '/' });
    expect(Cookies.get('token')).toBeUndefined();
    // Signed out for real: a protected page now goes to sign-in.
    await app.router.navigate('/app/jobs');
    await waitFor(() => expect(app.router.state.location.pathname).toBe('/app/sign-in'));
  });
});
