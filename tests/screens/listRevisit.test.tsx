import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { FIRST_PAGE_WAIT_MS } from '../../src/engine/router/listAhead';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// Coming back to a list already visited draws it from the cache at once, then asks again in the background:
// it never waits for the network (a list's route waits for a page it has never had, up to FIRST_PAGE_WAIT_MS).

const service = { id: 's-7', name: 'Pacote anual', description: 'Doze meses', price: 9000 };
let listCalls = 0;
let release: (() => void) | undefined;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/services', async () => {
    // The first answer comes at once; every later one hangs until the test lets it go (a slow server).
    if (++listCalls > 1) await new Promise<void>((resolve) => (release = resolve));
    return HttpResponse.json({ data: { items: [{ ...service, name: listCalls > 1 ? 'Pacote anual (novo)' : service.name }], total: 1, page: 1, limit: 10 } });
  }),
  http.get('/api/server/services/s-7', () => HttpResponse.json({ data: service })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  release?.();
  server.resetHandlers();
});
afterAll(() => server.close());

test('back from a record, the list is drawn from the cache while its new read is still on the way, then updated', async () => {
  const app = renderApp('/app/services', { token: testToken });
  await app.user.click(await screen.findByRole('link', { name: 'Editar Pacote anual' }));
  await screen.findByRole('button', { name: 'Salvar' });
  await app.user.click(screen.getByRole('link', { name: 'Cancelar' }));
  // Before the route would give up waiting for a page it never had (the old route drew nothing sooner): the cached row, and the read pending.
  expect(await screen.findByRole('link', { name: 'Editar Pacote anual' }, { timeout: FIRST_PAGE_WAIT_MS * 0.9 })).toBeInTheDocument();
  // SWR asks again once the cached page is drawn (on the next frame); the answer hangs, the cached row stays.
  await waitFor(() => expect(listCalls).toBe(2));
  expect(screen.getByRole('link', { name: 'Editar Pacote anual' })).toBeInTheDocument();
  // The background read lands and replaces it.
  release!();
  expect(await screen.findByRole('link', { name: 'Editar Pacote anual (novo)' })).toBeInTheDocument();
});
