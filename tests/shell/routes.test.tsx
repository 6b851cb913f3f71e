import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/screenStub')).screenStub('Início') }));
vi.mock('../../src/engine/list', async () => ({ ListPage: (await import('../utils/screenStub')).screenStub('Lista') }));
vi.mock('../../src/engine/form', async () => ({ FormPage: (await import('../utils/screenStub')).screenStub('Formulário') }));
vi.mock('../../src/engine/actions', async () => ({ ActionPage: (await import('../utils/screenStub')).screenStub('Ação') }));
vi.mock('../../src/engine/account', async () => ({ AccountPage: (await import('../utils/screenStub')).screenStub('Conta') }));

const server = setupServer(...sessionHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const pageTitle = () => within(screen.getByRole('banner')).getByRole('heading', { level: 1 });

describe('routes under /app', () => {
  test.each([
    ['/app', 'Início', 'Início'],
    ['/app/categories', 'Lista categories', 'Categorias'],
    ['/app/tenancies?q=ana&page=2', 'Lista tenancies', 'Locações'],
    ['/app/config', 'Formulário config', 'Configurações'],
    ['/app/categories/new', 'Formulário categories', 'Nova categoria'],
    ['/app/outdoors/new', 'Formulário outdoors', 'Novo outdoor'],
    ['/app/jobs/7', 'Formulário jobs 7', 'Editar vaga'],
    // Read and update are extensions of the reference server's profiles (schemas/apis.json).
    ['/app/banners/5', 'Formulário banners 5', 'Editar banner'],
    ['/app/tenancies/5', 'Formulário tenancies 5', 'Editar locação'],
    ['/app/users/3/change-password', 'Ação users 3 change-password', 'Alterar senha'],
    ['/app/users/3/avatar', 'Ação users 3 avatar', 'Alterar avatar'],
    // The signed-in person's own page, not a resource's.
    ['/app/account', 'Conta', 'Minha conta'],
  ])('%s shows "%s" titled "%s"', async (url, shown, title) => {
    renderApp(url, { token: testToken });
    expect(await screen.findByTestId('screen')).toHaveTextContent(shown);
    expect(pageTitle()).toHaveTextContent(title);
    await waitFor(() => expect(document.title).toBe(`${title} · Painel`));
  });

  test.each([
    '/app/nope',
    '/app/jobs/7/toggle-status', // a row action has no page
    '/app/users/3/nope',
    '/app/config/new', // a singleton has no create page
    '/app/categories/1/a/b',
  ])('%s is a Portuguese 404 inside the shell', async (url) => {
    renderApp(url, { token: testToken });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/app');
    expect(screen.queryByTestId('screen')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Navegação principal' })).toBeInTheDocument();
  });

  test.each(['/', '/qualquer/coisa'])('%s goes to /app', async (url) => {
    const app = renderApp(url, { token: testToken });
    await waitFor(() => expect(app.path()).toBe('/app'));
    expect(await screen.findByTestId('screen')).toHaveTextContent('Início');
  });

  test('moving between resources starts the screen afresh with the new params', async () => {
    const app = renderApp('/app/categories', { token: testToken });
    expect(await screen.findByTestId('screen')).toHaveTextContent('Lista categories');
    await app.user.click(screen.getByRole('link', { name: 'Vagas' }));
    // The list left stays drawn out of sight (KeptListOutlet): the screen in sight is the new one, alone.
    const inSight = () => screen.getAllByTestId('screen').filter((el) => !el.closest('[aria-hidden="true"]'));
    await waitFor(() => expect(inSight().map((el) => el.textContent)).toEqual(['Lista jobs']));
    expect(app.path()).toBe('/app/jobs');
    expect(pageTitle()).toHaveTextContent('Vagas');
  });
});
