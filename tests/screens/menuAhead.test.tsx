import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { SavedView } from '../../src/engine/contract';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// A menu link to a list asks for the list's first page while the pointer rests on it (or presses it, or the
// keyboard reaches it): the click's route then finds it asked for, and reads nothing more.

const asked: string[] = [];
const jobsAsked: string[] = [];
let slow = false;
let defaults: SavedView[] = [];
const server = setupServer(
  http.get('/api/painel/default-views', () => HttpResponse.json({ items: defaults })),
  ...sessionHandlers(),
  http.get('/api/server/services', () => HttpResponse.json({ data: { items: [{ id: 's-1', name: 'Pacote anual', price: 9000 }], total: 1, page: 1, limit: 10 } })),
  http.get('/api/categories', async ({ request }) => {
    asked.push(new URL(request.url).search);
    if (slow) await delay(400);
    return HttpResponse.json({ data: [{ id: 'c-1', name: 'Empena' }], total: 1, page: 1, limit: 10 });
  }),
  http.get('/api/jobs', ({ request }) => {
    jobsAsked.push(new URL(request.url).search);
    return HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  jobsAsked.length = 0;
  slow = false;
  defaults = [];
});
afterAll(() => server.close());

const menuLink = (name: string) => within(screen.getByRole('navigation', { name: 'Navegação principal' })).getByRole('link', { name });

test('the pointer on "Categorias" asks for its first page before any click; the click then draws it with no second GET /api/categories', async () => {
  const app = renderApp('/app/services', { token: testToken });
  await screen.findByText('Pacote anual');
  await app.user.hover(menuLink('Categorias'));
  await waitFor(() => expect(asked).toEqual(['?page=1&limit=10']));
  expect(app.path()).toBe('/app/services');
  await app.user.click(menuLink('Categorias'));
  expect(await screen.findByText('Empena')).toBeVisible();
  expect(app.path()).toBe('/app/categories');
  await new Promise((r) => setTimeout(r, 200));
  expect(asked).toEqual(['?page=1&limit=10']);
});

test('with a default view, the pointer asks for the view\'s page, never the unfiltered one', async () => {
  defaults = [
    {
      id: 'v-1',
      resource: 'categories',
      name: 'Por nome',
      shared: false,
      mine: true,
      isDefault: true,
      owner: { id: 'u-1', name: 'Ana Souza' },
      state: { q: 'emp', sort: '-name' },
      updatedAt: '2026-11-26T12:00:00.000Z',
    },
  ];
  const app = renderApp('/app/services', { token: testToken });
  await screen.findByText('Pacote anual');
  await app.user.hover(menuLink('Categorias'));
  await waitFor(() => expect(asked).toHaveLength(1));
  expect(Object.fromEntries(new URLSearchParams(asked[0]))).toEqual({ q: 'emp', page: '1', limit: '10', sort: '-name' });
  await app.user.click(menuLink('Categorias'));
  expect(await screen.findByText('Empena')).toBeVisible();
  await new Promise((r) => setTimeout(r, 200));
  expect(asked).toHaveLength(1);
});

test('a link reached with the keyboard asks too; the pointer on "Início" (no list) asks for no list', async () => {
  const app = renderApp('/app/services', { token: testToken });
  await screen.findByText('Pacote anual');
  await app.user.hover(menuLink('Início'));
  await new Promise((r) => setTimeout(r, 200));
  expect(asked).toEqual([]);
  menuLink('Categorias').focus();
  await waitFor(() => expect(asked).toEqual(['?page=1&limit=10']));
  expect(app.path()).toBe('/app/services');
});

test('a link crossed while a clicked list is on its way asks for nothing: the page the route waits for is not displaced (one GET /api/categories)', async () => {
  const app = renderApp('/app/services', { token: testToken });
  await screen.findByText('Pacote anual');
  slow = true;
  await app.user.click(menuLink('Categorias'));
  await waitFor(() => expect(asked).toHaveLength(1));
  await app.user.hover(menuLink('Vagas'));
  expect(await screen.findByText('Empena', {}, { timeout: 3000 })).toBeVisible();
  await new Promise((r) => setTimeout(r, 200));
  expect(asked).toEqual(['?page=1&limit=10']);
  expect(jobsAsked).toEqual([]);
});
