import { screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/screenStub')).screenStub('Início') }));
vi.mock('../../src/engine/list', async () => ({ ListPage: (await import('../utils/screenStub')).screenStub('Lista') }));
vi.mock('../../src/engine/form', async () => ({ FormPage: (await import('../utils/screenStub')).screenStub('Formulário') }));

type HappyWindow = Window & { happyDOM: { setViewport(size: { width: number; height: number }): void } };
const setViewport = (width: number, height: number) => (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

const server = setupServer(...sessionHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  setViewport(1024, 768);
});
afterAll(() => server.close());

const nav = () => screen.getByRole('navigation', { name: 'Navegação principal' });
const groupLinks = (group: string) =>
  within(within(nav()).getByRole('list', { name: group }))
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')]);

describe('navigation drawer', () => {
  test('on a desktop it is always there: "Início", then each group with its resources in order', async () => {
    renderApp('/app', { token: testToken });
    await screen.findByTestId('screen');
    expect(screen.queryByRole('button', { name: 'Abrir menu' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/app');
    expect(groupLinks('Site')).toEqual([
      ['Outdoors', '/app/outdoors'],
      ['Banners', '/app/banners'],
      ['Categorias', '/app/categories'],
      ['Vagas', '/app/jobs'],
      ['Configurações', '/app/config'],
    ]);
    expect(groupLinks('Serviços')).toEqual([
      ['Serviços', '/app/services'],
      ['Clientes', '/app/clients'],
      ['Locações', '/app/tenancies'],
      ['Ocupação', '/app/tenancies/ocupacao'],
      ['Usuários', '/app/users'],
      ['Períodos', '/app/periods'],
      ['Posts', '/app/posts'],
    ]);
  });

  test('the current resource is highlighted, on its list and on its record pages', async () => {
    const app = renderApp('/app/categories/5', { token: testToken });
    await screen.findByTestId('screen');
    const current = within(nav()).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Categorias');
    expect(current).toHaveClass('Mui-selected');
    await app.user.click(within(nav()).getByRole('link', { name: 'Início' }));
    await waitFor(() => expect(within(nav()).getByRole('link', { current: 'page' })).toHaveTextContent('Início'));
    expect(app.path()).toBe('/app');
  });

  test('on a phone it hides behind a menu button and closes after choosing a page', async () => {
    setViewport(390, 844);
    const app = renderApp('/app', { token: testToken });
    await screen.findByTestId('screen');
    expect(screen.queryByRole('navigation', { name: 'Navegação principal' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Categorias' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Abrir menu' }));
    await app.user.click(within(await screen.findByRole('navigation', { name: 'Navegação principal' })).getByRole('link', { name: 'Categorias' }));
    await waitFor(() => expect(app.path()).toBe('/app/categories'));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Categorias' })).not.toBeInTheDocument());
    // The router's location changes before React draws the new screen (a transition): wait for the screen.
    await waitFor(() => expect(screen.getByTestId('screen')).toHaveTextContent('Lista categories'));
  });

  test('the app bar shows the page title and the user menu with name, e-mail and "Sair"', async () => {
    const app = renderApp('/app/jobs', { token: testToken });
    await screen.findByTestId('screen');
    const bar = screen.getByRole('banner');
    expect(within(bar).getByRole('heading', { level: 1 })).toHaveTextContent('Vagas');
    await app.user.click(within(bar).getByRole('button', { name: 'Conta do usuário' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Ana Souza');
    expect(menu).toHaveTextContent('ana@painel.local');
    expect(within(menu).getByRole('menuitem', { name: 'Sair' })).toBeInTheDocument();
  });
});
