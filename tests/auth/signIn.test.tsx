import { screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const server = setupServer(...sessionHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function fillAndSubmit(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByRole('textbox', { name: 'E-mail' }), email);
  await user.type(screen.getByLabelText('Senha'), password);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('sign-in (spec §4, §7 authentication, §9 cookie)', () => {
  test('the page has the fields "E-mail" and "Senha" and the button "Entrar"', async () => {
    renderApp('/app/sign-in');
    expect(await screen.findByRole('textbox', { name: 'E-mail' })).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });

  test('POST /authentication carries exactly {email, password}; the cookie `token` lasts 3600 s on path /; the user lands on /app', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/authentication') bodies.push(await request.clone().json());
    });
    const setCookie = vi.spyOn(Cookies, 'set');
    const written: string[] = [];
    let proto: object | null = document;
    let cookieSetter: PropertyDescriptor | undefined;
    while (proto && !(cookieSetter = Object.getOwnPropertyDescriptor(proto, 'cookie'))) proto = Object.getPrototypeOf(proto);
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      written.push(value);
      cookieSetter!.set!.call(document, value);
    });

    const app = renderApp('/app/sign-in');
    const before = Date.now();
    await fillAndSubmit(app.user, 'ana@painel.local', 'segredo123');

    await waitFor(() => expect(app.path()).toBe('/app'));
    server.events.removeAllListeners();
    expect(bodies).toEqual([{ email: 'ana@painel.local', password: 'segredo123' }]);

    expect(setCookie).toHaveBeenCalledWith('token', testToken, expect.objectContaining({ expires: 3600 / 86400, path: '/' }));
    const line = written.find((c) => c.startsWith(`token=${testToken}`));
    expect(line).toBeDefined();
    expect(line).toMatch(/;\s*path=\/(;|$)/);
    const expires = Date.parse(/expires=([^;]+)/.exec(line!)![1]);
    // The cookie's expiry is written with one-second precision.
    expect(expires - before).toBeGreaterThan(3600_000 - 2_000);
    expect(expires - before).toBeLessThanOrEqual(3600_000 + 2_000);
    expect(Cookies.get('token')).toBe(testToken);
  });

  test('wrong credentials: the server message is shown, the e-mail kept, no cookie written', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const app = renderApp('/app/sign-in');
    await fillAndSubmit(app.user, 'ana@painel.local', 'errada');
    expect(await screen.findByText('E-mail ou senha incorretos.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@painel.local');
    expect(Cookies.get('token')).toBeUndefined();
    expect(app.path()).toBe('/app/sign-in');
  });

  test('a 401 without a message shows "E-mail ou senha inválidos."', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.post('/api/authentication', () => new HttpResponse(null, { status: 401 })));
    const app = renderApp('/app/sign-in');
    await fillAndSubmit(app.user, 'ana@painel.local', 'x');
    expect(await screen.findByText('E-mail ou senha inválidos.')).toBeInTheDocument();
  });

  test('empty fields are not posted', async () => {
    const posted = vi.fn();
    server.use(http.post('/api/authentication', () => (posted(), HttpResponse.json({}, { status: 500 }))));
    const app = renderApp('/app/sign-in');
    await app.user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('Informe o e-mail.')).toBeInTheDocument();
    expect(screen.getByText('Informe a senha.')).toBeInTheDocument();
    expect(posted).not.toHaveBeenCalled();
  });

  test('a protected page sends the user to sign-in, and back to it after signing in', async () => {
    const app = renderApp('/app/categories?page=2');
    await screen.findByRole('button', { name: 'Entrar' });
    expect(app.router.state.location.pathname).toBe('/app/sign-in');
    await fillAndSubmit(app.user, 'ana@painel.local', 'segredo123');
    await waitFor(() => expect(app.path()).toBe('/app/categories?page=2'));
  });

  test('the card speaks to any role: no "conta de administrador"', async () => {
    renderApp('/app/sign-in');
    expect(await screen.findByText('Entre com o e-mail e a senha da sua conta.')).toBeInTheDocument();
    expect(screen.queryByText(/administrador/)).not.toBeInTheDocument();
  });

  test('the way back never leaves the app', async () => {
    const app = renderApp('/app/sign-in?next=https://example.com/x');
    await fillAndSubmit(app.user, 'ana@painel.local', 'segredo123');
    await waitFor(() => expect(app.path()).toBe('/app'));
  });

  test('"Esqueci minha senha" explains in Portuguese how to get a new password (and still logs)', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const app = renderApp('/app/sign-in');
    await app.user.click(await screen.findByRole('button', { name: 'Esqueci minha senha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esqueci minha senha' });
    // Whoever forgot it, of any role: an administrator sets it; the person changes it in Minha conta, never in
    // Usuários (which only an administrator opens).
    expect(dialog).toHaveTextContent(
      'Por segurança, o Painel não envia senhas por e-mail. Peça a um administrador do painel que defina uma nova senha para a sua conta. Depois de entrar, troque-a em Minha conta → Alterar senha.',
    );
    expect(dialog).not.toHaveTextContent('Usuários');
    expect(dialog).not.toHaveTextContent('outro administrador');
    expect(info).toHaveBeenCalled();
    await app.user.click(screen.getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a signed-in user opening the sign-in page goes to /app', async () => {
    const app = renderApp('/app/sign-in', { token: testToken });
    await waitFor(() => expect(app.path()).toBe('/app'));
    expect(await screen.findByText('Sonda do motor')).toBeInTheDocument();
  });
});
