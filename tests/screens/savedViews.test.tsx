// "Visualizações" on a list: saved on the server (POST /api/painel/views/{resource}) with the list's search,
// order, page size, filters and columns; opened into the URL and the columns; a default opens a bare list.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SavedView } from '../../src/engine/contract';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken, testUser } from '../utils/session';

const owner = { id: 'u-1', name: 'Ana Souza' };
const recife: SavedView = {
  id: 'v-1',
  resource: 'services',
  name: 'Baratos primeiro',
  shared: true,
  mine: false,
  isDefault: false,
  owner: { id: 'u-2', name: 'Bia Lima' },
  state: { q: 'placa', sort: 'price', limit: 50, columns: ['name', 'price'] },
  updatedAt: '2026-11-26T12:00:00.000Z',
};
let views: SavedView[] = [];
const asked: string[] = [];
const saved: unknown[] = [];

const server = setupServer(
  // Before the session's handlers, whose own views answer is empty.
  http.get('/api/painel/views/services', () => HttpResponse.json({ items: views })),
  http.get('/api/painel/default-views', () => HttpResponse.json({ items: views.filter((v) => v.isDefault) })),
  ...sessionHandlers(),
  http.get('/api/server/users/u-1', () => HttpResponse.json({ data: testUser })),
  http.get('/api/server/services', ({ request }) => {
    asked.push(new URL(request.url).search);
    return HttpResponse.json({ data: { items: [{ id: 's-1', name: 'Placa', description: 'Simples', price: 10 }], total: 1, page: 1, limit: 10 } });
  }),
  http.post('/api/painel/views/services', async ({ request }) => {
    const body = (await request.json()) as { name: string; state: object; shared: boolean };
    saved.push(body);
    const view = { ...recife, id: 'v-2', name: body.name, shared: body.shared, mine: true, owner, state: body.state };
    views = [...views, view];
    return HttpResponse.json(view, { status: 201 });
  }),
  http.put('/api/painel/views/services/default', async ({ request }) => {
    const { id } = (await request.json()) as { id: string | null };
    views = views.map((v) => ({ ...v, isDefault: v.id === id }));
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  views = [recife];
  asked.length = 0;
  saved.length = 0;
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('a shared view opens into the URL and the columns; the button then names it', async () => {
  const { user, path } = renderApp('/app/services', { token: testToken });
  await user.click(await screen.findByRole('button', { name: 'Visualizações' }));
  const dialog = await screen.findByRole('dialog', { name: 'Visualizações' });
  const item = await within(dialog).findByRole('button', { name: /Baratos primeiro Compartilhada por Bia Lima/ });
  await user.click(item);
  await waitFor(() => expect(path()).toBe('/app/services?q=placa&page=1&limit=50&sort=price'));
  await waitFor(() => expect(asked.at(-1)).toMatch(/q=placa/));
  expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(expect.arrayContaining(['Nome', 'Preço (R$)']));
  expect(screen.queryByRole('columnheader', { name: /Descrição/ })).not.toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Visualização: Baratos primeiro' })).toBeInTheDocument();
});

test(`"Salvar" keeps the list as it is; shared with everyone and made the list's default when asked`, async () => {
  const { user } = renderApp('/app/services?q=empena&sort=-price&limit=25', { token: testToken });
  await user.click(await screen.findByRole('button', { name: 'Visualizações' }));
  const dialog = await screen.findByRole('dialog', { name: 'Visualizações' });
  expect(within(dialog).getByText('busca “empena” · ordem por Preço (R$) (decrescente) · 25 por página · 3 colunas')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Nome da visualização'), 'Empenas caras');
  await user.click(within(dialog).getByLabelText('Compartilhar com todos'));
  await user.click(within(dialog).getByLabelText('Abrir a lista com ela'));
  await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]).toEqual({ name: 'Empenas caras', shared: true, isDefault: true, state: { q: 'empena', sort: '-price', limit: 25, columns: ['name', 'description', 'price'] } });
  expect(await within(dialog).findByRole('button', { name: /Empenas caras Compartilhada com todos/ })).toBeInTheDocument();
  // Saved: the form starts over, nothing shared by a second save unless asked again.
  expect(within(dialog).getByLabelText('Nome da visualização')).toHaveValue('');
  expect(within(dialog).getByLabelText('Compartilhar com todos')).not.toBeChecked();
  expect(within(dialog).getByLabelText('Abrir a lista com ela')).not.toBeChecked();
});

test('the default view: a list opened bare starts from it; an address with its own search is left as it came', async () => {
  views = [{ ...recife, isDefault: true }];
  const first = renderApp('/app/services', { token: testToken });
  await waitFor(() => expect(first.path()).toBe('/app/services?q=placa&page=1&limit=50&sort=price'));
  first.unmount();
  const second = renderApp('/app/services?q=outra', { token: testToken });
  await screen.findByRole('button', { name: 'Visualizações' });
  await new Promise((r) => setTimeout(r, 100));
  expect(second.path()).toBe('/app/services?q=outra');
});

test('with a default view, the unfiltered rows are never asked for nor drawn: a click cannot land on a row that then vanishes', async () => {
  views = [{ ...recife, isDefault: true }];
  server.use(
    http.get('/api/server/services', ({ request }) => {
      const search = new URL(request.url).search;
      asked.push(search);
      const item = /q=placa/.test(search) ? { id: 's-1', name: 'Placa', price: 10 } : { id: 's-9', name: 'Linha sem filtro', price: 99 };
      return HttpResponse.json({ data: { items: [item], total: 1, page: 1, limit: 10 } });
    }),
  );
  let unfilteredDrawn = false;
  const watch = new MutationObserver(() => void (unfilteredDrawn ||= document.body.textContent?.includes('Linha sem filtro') ?? false));
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  const { path } = renderApp('/app/services', { token: testToken });
  expect(await screen.findByText('Placa', undefined, { timeout: 5000 })).toBeInTheDocument();
  watch.disconnect();
  expect(path()).toBe('/app/services?q=placa&page=1&limit=50&sort=price');
  expect(asked.map((search) => Object.fromEntries(new URLSearchParams(search)))).toEqual([{ q: 'placa', page: '1', limit: '50', sort: 'price' }]);
  expect(unfilteredDrawn).toBe(false);
});

test('the defaults are asked once a session, not at every list: going to another list and back asks none again', async () => {
  views = [{ ...recife, isDefault: true }];
  let defaultsAsked = 0;
  server.use(
    http.get('/api/painel/default-views', () => (defaultsAsked++, HttpResponse.json({ items: views.filter((v) => v.isDefault) }))),
    http.get('/api/categories', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 })),
    http.get('/api/painel/views/categories', () => HttpResponse.json({ items: [] })),
  );
  const { user, path } = renderApp('/app/services', { token: testToken });
  await waitFor(() => expect(path()).toBe('/app/services?q=placa&page=1&limit=50&sort=price'), { timeout: 5000 });
  await user.click(screen.getByRole('link', { name: 'Categorias' }));
  await waitFor(() => expect(path()).toMatch(/^\/app\/categories/));
  await screen.findByText('Nenhuma categoria cadastrada ainda.');
  await user.click(screen.getByRole('link', { name: 'Serviços' }));
  await waitFor(() => expect(path()).toBe('/app/services?q=placa&page=1&limit=50&sort=price'));
  expect(defaultsAsked).toBe(1);
});

test('a search typed before the views came is kept: the default does not replace it', async () => {
  views = [{ ...recife, isDefault: true }];
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  server.use(http.get('/api/painel/default-views', async () => (await held, HttpResponse.json({ items: views.filter((v) => v.isDefault) }))));
  const { user, path } = renderApp('/app/services', { token: testToken });
  await user.type(await screen.findByRole('searchbox', { name: 'Buscar' }), 'minha');
  release();
  await waitFor(() => expect(path()).toMatch(/q=minha/));
  await new Promise((r) => setTimeout(r, 100));
  expect(path()).not.toMatch(/q=placa/);
});
