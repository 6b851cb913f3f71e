import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { descriptors } from '../../src/app/descriptors';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers } from '../utils/session';

// Each screen module records when its code is loaded.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('../../src/engine/home', () => (loaded.add('home'), { HomePage: () => <p>Início carregado</p> }));
vi.mock('../../src/engine/list', () => (loaded.add('list'), { ListPage: () => <p>Lista carregada</p> }));
vi.mock('../../src/engine/form', () => (loaded.add('form'), { FormPage: () => null }));
vi.mock('../../src/engine/actions', () => (loaded.add('actions'), { ActionPage: () => null }));
vi.mock('../../src/engine/router/SignedInEngine', async (original) => (loaded.add('shell'), original()));

const server = setupServer(...sessionHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('signed out, neither the descriptors (and their validator) nor the shell, nor any screen code is loaded; after sign-in they are, the rest prefetched', async () => {
  const loadDescriptors = vi.fn(async () => descriptors);
  const app = renderApp('/app/categories', { descriptors: loadDescriptors });
  await screen.findByRole('button', { name: 'Entrar' });
  expect(app.router.state.location.pathname).toBe('/app/sign-in');
  expect(loadDescriptors).not.toHaveBeenCalled();
  expect([...loaded]).toEqual([]);

  await app.user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@painel.local');
  await app.user.type(screen.getByLabelText('Senha'), 'segredo123');
  await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
  expect(await screen.findByText('Lista carregada')).toBeInTheDocument();
  await waitFor(() => expect(app.path()).toBe('/app/categories'));
  expect(loadDescriptors).toHaveBeenCalledTimes(1);
  expect([...loaded]).toEqual(expect.arrayContaining(['list', 'shell']));
  // Then, signed in, the other screens are fetched in the background (so a lost connection cannot strand navigation).
  await waitFor(() => expect([...loaded].sort()).toEqual(['actions', 'form', 'home', 'list', 'shell']), { timeout: 4000 });
});
