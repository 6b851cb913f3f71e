import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { liveEventsHandler } from '../utils/liveEvents';
import { sessionHandlers, testToken } from '../utils/session';

// A list open in this tab, a colleague's change announced on the live stream: the list reads its page again and
// shows it, with no reload and nothing clicked.
let categories = [{ id: 'c-1', name: 'Rodovias' }];
let listReads = 0;
const live = liveEventsHandler();
const { announce, opened: streams } = live;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/categories', () => {
    listReads++;
    return HttpResponse.json({ data: categories, total: categories.length, page: 1, limit: 10 });
  }),
  http.get('/api/categories/:id', ({ params }) => HttpResponse.json({ ...categories.find((c) => c.id === params.id), version: 1 })),
  http.post('/api/painel/presence/:resource/:id', () => new HttpResponse(null, { status: 204 })),
  live.handler,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test("a colleague's new category appears in the open list, read again once for a burst of changes", async () => {
  renderApp('/app/categories', { token: testToken, live: true });
  const table = await screen.findByRole('table', { name: 'Categorias' }, { timeout: 5000 });
  await within(table).findByText('Rodovias');
  await waitFor(() => expect(streams).toEqual([`Bearer ${testToken}`]));
  const before = listReads;
  categories = [...categories, { id: 'c-2', name: 'Aeroportos' }, { id: 'c-3', name: 'Metrô' }];
  const change = (id: number, recordId: string) =>
    `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, resource: 'categories', recordId, operation: 'create', version: 1, actor: { id: 'u-2', name: 'Maria' } })}\n\n`;
  announce(change(41, 'c-2') + change(42, 'c-3'));
  expect(await within(table).findByText('Aeroportos')).toBeInTheDocument();
  expect(within(table).getByText('Metrô')).toBeInTheDocument();
  expect(listReads - before).toBe(1);
  // The rows a colleague just made are marked for a moment; the one nobody touched is not.
  expect(within(table).getByText('Aeroportos').closest('tr')).toHaveClass('painel-row-changed');
  expect(within(table).getByText('Rodovias').closest('tr')).not.toHaveClass('painel-row-changed');
  await waitFor(() => expect(within(table).getByText('Aeroportos').closest('tr')).not.toHaveClass('painel-row-changed'), { timeout: 4000 });
  // A change elsewhere does not read this list again.
  announce(`id: 43\nevent: change\ndata: ${JSON.stringify({ id: 43, resource: 'services', recordId: 's-1', operation: 'update', version: 3, actor: { id: 'u-2', name: 'Maria' } })}\n\n`);
  await new Promise((r) => setTimeout(r, 400));
  expect(listReads - before).toBe(1);
});

test('records a colleague created that this page does not show are counted, not silently missed', async () => {
  categories = [{ id: 'c-1', name: 'Rodovias' }];
  renderApp('/app/categories?q=rod', { token: testToken, live: true });
  const table = await screen.findByRole('table', { name: 'Categorias' }, { timeout: 5000 });
  await within(table).findByText('Rodovias');
  await waitFor(() => expect(streams.length).toBeGreaterThan(1));
  const create = (id: number, recordId: string) =>
    `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, resource: 'categories', recordId, operation: 'create', version: 1, actor: { id: 'u-2', name: 'Maria' } })}\n\n`;
  // Created elsewhere and not found by this search: the page reads again, and they are not on it.
  announce(create(51, 'c-8') + create(52, 'c-9'));
  expect(await screen.findByText('2 registros novos de outras pessoas não aparecem nesta página.', {}, { timeout: 3000 })).toBeInTheDocument();
});

test("a colleague's import undone (its records deleted again): the count of new records elsewhere drops, then goes", async () => {
  categories = [{ id: 'c-1', name: 'Rodovias' }];
  const opened = streams.length;
  renderApp('/app/categories?q=rod', { token: testToken, live: true });
  const table = await screen.findByRole('table', { name: 'Categorias' }, { timeout: 5000 });
  await within(table).findByText('Rodovias');
  await waitFor(() => expect(streams.length).toBeGreaterThan(opened));
  const event = (id: number, recordId: string, operation: string, version: number) =>
    `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, resource: 'categories', recordId, operation, version, actor: { id: 'u-2', name: 'Maria' }, bulkId: 'b-1' })}\n\n`;
  announce(event(71, 'c-7', 'create', 1) + event(72, 'c-8', 'create', 1) + event(73, 'c-9', 'create', 1));
  expect(await screen.findByText('3 registros novos de outras pessoas não aparecem nesta página.', {}, { timeout: 3000 })).toBeInTheDocument();
  // The undo deletes them one by one (its own batches): the count follows.
  announce(event(74, 'c-7', 'delete', 2));
  expect(await screen.findByText('2 registros novos de outras pessoas não aparecem nesta página.', {}, { timeout: 3000 })).toBeInTheDocument();
  announce(event(75, 'c-8', 'delete', 2) + event(76, 'c-9', 'purge', 2));
  await waitFor(() => expect(screen.queryByText(/de outras pessoas não aparecem? nesta página/)).toBeNull(), { timeout: 3000 });
});

test('a list kept out of sight under one of its records reads nothing while changes come; shown again, it reads once', async () => {
  categories = [{ id: 'c-1', name: 'Rodovias' }];
  const app = renderApp('/app/categories', { token: testToken, live: true });
  const table = await screen.findByRole('table', { name: 'Categorias' }, { timeout: 5000 });
  await within(table).findByText('Rodovias');
  await waitFor(() => expect(streams.length).toBeGreaterThan(2));
  await app.user.click(within(table).getByRole('link', { name: 'Editar Rodovias' }));
  expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Rodovias');
  const before = listReads;
  // A colleague creates a category and changes the one open here: the record page hears it (its notice), the
  // list under it reads nothing.
  categories = [...categories, { id: 'c-5', name: 'Portos' }];
  const event = (id: number, recordId: string, operation: string, version: number) =>
    `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, resource: 'categories', recordId, operation, version, actor: { id: 'u-2', name: 'Maria' } })}\n\n`;
  announce(event(61, 'c-5', 'create', 1) + event(62, 'c-1', 'update', 2));
  expect(await screen.findByText(/^Maria alterou este registro às/)).toBeInTheDocument();
  // Longer than a new record takes to count as "novo" on a list in sight (1.5 s).
  await new Promise((r) => setTimeout(r, 1700));
  expect(listReads - before).toBe(0);

  // What came while it was hidden is not "novo de outras pessoas", not even until its read comes: that read puts
  // it on the page.
  let toldNew = false;
  const watch = new MutationObserver(() => {
    if (screen.queryByText(/de outras pessoas não aparecem? nesta página/)) toldNew = true;
  });
  watch.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
  await app.user.click(screen.getByRole('link', { name: 'Cancelar' }));
  expect(await screen.findByRole('table', { name: 'Categorias' })).toBe(table);
  expect(await within(table).findByText('Portos')).toBeInTheDocument();
  watch.disconnect();
  expect(toldNew).toBe(false);
  expect(listReads - before).toBe(1);
});
