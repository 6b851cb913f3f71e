import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// A person types a search, then opens a row already on screen before the search's pause ends: the record opens and
// stays open. The list's search, written to its address once the pause ends, must not take the page back to the list
// while the record is still on its way (found by the e2e consoleClean run of 1 Dec); it is written when the list is
// back in sight.

const service = { id: 's-7', name: 'Pacote anual', description: 'Doze meses', price: 9000 };
const searches: string[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/services', ({ request }) => {
    searches.push(new URL(request.url).searchParams.get('q') ?? '');
    return HttpResponse.json({ data: { items: [service], total: 1, page: 1, limit: 10 } });
  }),
  // Slower than the search's pause: the record's page is still on its way when the search settles.
  http.get('/api/server/services/s-7', async () => {
    await delay(900);
    return HttpResponse.json({ data: service });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  searches.length = 0;
});
afterAll(() => server.close());

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The list at `url`; "Pac" typed in its search box, then its row's "Editar" clicked at once. */
async function typedThenOpened(url: string) {
  const app = renderApp(url, { token: testToken });
  const link = await screen.findByRole('link', { name: 'Editar Pacote anual' });
  await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Pac');
  await app.user.click(link);
  return app;
}

/** Past the search's pause, the record still on its way: the search is held, the address as it was. */
async function heldAt(app: Awaited<ReturnType<typeof typedThenOpened>>, url: string) {
  await sleep(500);
  expect(app.router.state.navigation.location?.pathname).toBe('/app/services/s-7');
  expect(app.path()).toBe(url);
}

test('typed, then a row opened within the pause: the record opens and stays; Back shows the list with the search written', async () => {
  const app = await typedThenOpened('/app/services');
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Pacote anual'), { timeout: 5000 });
  expect(app.path()).toBe('/app/services/s-7');
  // Longer than the pause and the record's read together: nothing comes afterwards to take the page away.
  await sleep(800);
  expect(app.path()).toBe('/app/services/s-7');
  expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Pacote anual');
  // Back: the list as the person left it, its search now in its address and asked for.
  await app.router.navigate(-1);
  await waitFor(() => expect(app.path()).toBe('/app/services?q=Pac&page=1&limit=10'));
  expect(screen.getByRole('searchbox', { name: 'Buscar' })).toHaveValue('Pac');
  await waitFor(() => expect(searches).toContain('Pac'));
});

test('typed, a row opened, then that opening given up (the list asked for again): the search is written once the router is back', async () => {
  const app = await typedThenOpened('/app/services');
  await heldAt(app, '/app/services');
  void app.router.navigate('/app/services', { replace: true });
  await waitFor(() => expect(app.path()).toBe('/app/services?q=Pac&page=1&limit=10'));
  expect(screen.queryByRole('textbox', { name: 'Nome' })).toBeNull();
  await waitFor(() => expect(searches).toContain('Pac'));
});

test('a row opened, then a column sorted while the record is on its way: the sort, clicked last, wins, and the search held goes with it', async () => {
  const app = await typedThenOpened('/app/services');
  await heldAt(app, '/app/services');
  await app.user.click(screen.getByRole('button', { name: 'Nome' }));
  await waitFor(() => expect(app.path()).toBe('/app/services?q=Pac&page=1&limit=10&sort=name'));
  // The record's read answers meanwhile: the page stays on the list the person sorted.
  await sleep(900);
  expect(app.path()).toBe('/app/services?q=Pac&page=1&limit=10&sort=name');
  expect(screen.queryByRole('textbox', { name: 'Nome' })).toBeNull();
  expect(app.router.state.historyAction).toBe('PUSH');
});

test('held while a record is on its way, then the list reached at another address: the search is written on that address', async () => {
  const app = await typedThenOpened('/app/services?sort=name');
  await heldAt(app, '/app/services?sort=name');
  // Another way to the same list (a link to it at another order) gives the record's opening up.
  void app.router.navigate('/app/services?sort=-price');
  await waitFor(() => expect(app.path()).toBe('/app/services?sort=-price&q=Pac&page=1&limit=10'));
  expect(screen.queryByRole('textbox', { name: 'Nome' })).toBeNull();
});

test('typed, then nothing clicked: the search is written after its pause, replacing the address', async () => {
  const app = renderApp('/app/services', { token: testToken });
  await screen.findByRole('link', { name: 'Editar Pacote anual' });
  await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Pac');
  await waitFor(() => expect(app.path()).toBe('/app/services?q=Pac&page=1&limit=10'));
  expect(app.router.state.historyAction).toBe('REPLACE');
  await waitFor(() => expect(searches).toContain('Pac'));
});
