import { screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// The list screen fails the way a browser reports a chunk it could not fetch (the server went away).
vi.mock('../../src/engine/list', () => ({
  ListPage: () => {
    throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1/app/assets/list-abc.js');
  },
}));

const server = setupServer(...sessionHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

test('a screen whose code cannot load explains it in Portuguese inside the shell, navigation still there', async () => {
  renderApp('/app/categories', { token: testToken });
  const alert = await screen.findByText('Não foi possível carregar esta tela.');
  expect(alert.closest('.MuiAlert-root')).toHaveTextContent('O servidor não respondeu. Verifique sua conexão e recarregue a página.');
  expect(alert.closest('.MuiAlert-root')).not.toHaveTextContent('dynamically imported');
  expect(within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', { name: 'Vagas' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Recarregar' })).toBeInTheDocument();
});
