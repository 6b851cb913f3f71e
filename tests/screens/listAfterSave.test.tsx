import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// The list read after the save is held until the test lets it go: what the list shows meanwhile comes from the cache.
let stored = { id: 's-1', name: 'Empena', description: 'Lateral de prédio', price: 900 };
let listReads = 0;
let holdLists: Promise<void> | null = null;
let release = () => {};
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/services', async () => {
    listReads += 1;
    if (holdLists) await holdLists;
    return HttpResponse.json({ data: { items: [stored], total: 1, page: 1, limit: 10 } });
  }),
  http.get('/api/server/services/:id', () => HttpResponse.json({ data: stored })),
  http.put('/api/server/services/:id', async ({ request }) => {
    stored = { ...stored, ...((await request.json()) as object), id: 's-1' };
    return HttpResponse.json({ data: stored });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('after saving an edit, the list shows the saved price at once, before its own read answers', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  expect(within(table).getByText('R$ 900,00')).toBeInTheDocument();

  await app.user.click(within(table).getByRole('link', { name: 'Editar Empena' }));
  // By label: the price is a number field today and may become a text field with Brazilian formatting.
  const price = await screen.findByLabelText(/Preço/);
  await waitFor(() => expect(price).not.toHaveValue(''));
  holdLists = new Promise((resolve) => (release = resolve));
  const readsBefore = listReads;
  await app.user.clear(price);
  await app.user.type(price, '1250');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  expect(await screen.findByText('Serviço atualizado com sucesso!')).toBeInTheDocument();
  await waitFor(() => expect(app.path()).toBe('/app/services'));

  // The list's read is still held: the row already has the server's answer, never the old price.
  const after = await screen.findByRole('table', { name: 'Serviços' });
  expect(within(after).getByText('R$ 1.250,00')).toBeInTheDocument();
  expect(within(after).queryByText('R$ 900,00')).not.toBeInTheDocument();
  await waitFor(() => expect(listReads).toBeGreaterThan(readsBefore));
  release();
  holdLists = null;
  await waitFor(() => expect(within(screen.getByRole('table', { name: 'Serviços' })).getByText('R$ 1.250,00')).toBeInTheDocument());
});
