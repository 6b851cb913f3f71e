import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { descriptors } from '../../src/app/descriptors';
import { readMapPoints } from '../../src/engine/list/map/mapPoints';
import { listPageRequest } from '../../src/engine/router';
import { bootEngine, prefetchFirstList, prefetchFirstMap } from '../../src/engine/root';
import { renderApp, testApiConfig, testApis } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// An outdoors API written out here: one row on the list; Painel's map call answers the points.
const asked: URL[] = [];
const row = { id: 'o1', name: 'Av. Paulista, 1000', location: 'São Paulo', latitude: -23.56, longitude: -46.65 };
const onMap = {
  id: 'v-1', resource: 'outdoors', name: 'Livres no mapa', shared: false, mine: true, isDefault: false, owner: { id: 'u-1', name: 'Ana Souza' },
  state: { filters: { livre: '2026-12-01/2026-12-15' }, layout: 'mapa' }, updatedAt: '2026-11-26T12:00:00.000Z',
};
const server = setupServer(
  // Before the session's handlers, whose own views answer is empty.
  http.get('/api/painel/views/outdoors', () => HttpResponse.json({ items: [onMap] })),
  ...sessionHandlers(),
  http.get('/api/outdoors', () => HttpResponse.json({ data: [row], total: 1, page: 1, limit: 10 })),
  http.get('/api/painel/map/outdoors', ({ request }) => {
    asked.push(new URL(request.url));
    const status = new URL(request.url).searchParams.has('livre') ? { status: 'livre' } : {};
    return HttpResponse.json({ points: [['o1', 'Av. Paulista, 1000', -23.56, -46.65], ['o2', 'Praça "Sé"', -23.55, -46.63]], capped: false, ...status });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => (asked.length = 0));
afterAll(() => server.close());

describe('readMapPoints', () => {
  test('id, title and the two coordinates of each row with a place; decimal commas and quoted titles read', () => {
    expect(readMapPoints('\uFEFFId;Nome;Latitude;Longitude\r\na;"Rua ""A""; 1";-23,5;-46,25\r\nb;Sem;;\r\nc;Longe;91;10\r\n')).toEqual([
      { id: 'a', title: 'Rua "A"; 1', latitude: -23.5, longitude: -46.25 },
    ]);
  });
});

describe('"Mapa" layout of a list whose descriptor has a map', () => {
  test('"Mapa" writes layout=mapa, asks Painel\'s map call under the same filters, draws a marker per point and names what it shows', async () => {
    const app = renderApp('/app/outdoors?page=1&limit=10&livre=2026-12-01%2F2026-12-15', { token: testToken });
    await screen.findByText('Av. Paulista, 1000');
    await app.user.click(screen.getByRole('button', { name: 'Mapa' }));
    await waitFor(() => expect(app.path()).toBe('/app/outdoors?page=1&limit=10&livre=2026-12-01%2F2026-12-15&layout=mapa'));
    expect(await screen.findByText('2 outdoors no mapa, livres entre 01/12/2026 e 15/12/2026')).toBeInTheDocument();
    expect([...asked.at(-1)!.searchParams.entries()]).toEqual([['livre', '2026-12-01/2026-12-15']]);
    // A marker per point, each named with what it is in the period (free: round and green, and its name says so).
    expect(await screen.findByRole('button', { name: 'Av. Paulista, 1000 — Livre' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Praça "Sé" — Livre' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Ver como lista' }));
    const places = screen.getByRole('list', { name: 'Outdoors no mapa' });
    expect(within(places).getByRole('link', { name: 'Praça "Sé" — Livre' })).toHaveAttribute('href', '/app/outdoors/o2');
    expect(screen.getByRole('button', { name: 'Mapa' })).toHaveAttribute('aria-pressed', 'true');

    await app.user.click(screen.getByRole('button', { name: 'Tabela' }));
    await waitFor(() => expect(app.path()).toBe('/app/outdoors?page=1&limit=10&livre=2026-12-01%2F2026-12-15'));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });
});

test('a saved view that was on the map opens on the map', async () => {
  const app = renderApp('/app/outdoors?page=1&limit=10', { token: testToken });
  await screen.findByText('Av. Paulista, 1000');
  await app.user.click(await screen.findByRole('button', { name: 'Visualizações' }));
  const dialog = await screen.findByRole('dialog', { name: 'Visualizações' });
  await app.user.click((await within(dialog).findAllByRole('button', { name: /^Livres no mapa/ }))[0]);
  await waitFor(() => expect(app.path()).toBe('/app/outdoors?page=1&limit=10&layout=mapa&livre=2026-12-01%2F2026-12-15'));
  expect(await screen.findByText('2 outdoors no mapa, livres entre 01/12/2026 e 15/12/2026')).toBeInTheDocument();
});

test('an address that opens on the map, its points and code asked by the first steps and arrived: the map is drawn in the first render, no "Carregando o mapa…" in between, one call', async () => {
  const address = { pathname: '/app/outdoors', search: '?layout=mapa' };
  const boot = bootEngine({ apis: testApis, apiConfig: testApiConfig });
  document.cookie = `token=${testToken}; path=/`;
  prefetchFirstList(boot, descriptors, address);
  // Settles once the points and the map's code are in (the same reads, under way).
  await prefetchFirstMap(boot.painel, listPageRequest(descriptors, address)!, address);
  expect(asked).toHaveLength(1);
  let loading = false;
  const watch = new MutationObserver(() => (loading ||= /Carregando o mapa/.test(document.body.textContent ?? '')));
  watch.observe(document.body, { childList: true, subtree: true, characterData: true });
  renderApp('/app/outdoors?layout=mapa', { token: testToken, boot });
  expect(await screen.findByRole('button', { name: 'Av. Paulista, 1000' })).toBeInTheDocument();
  expect(screen.getByText('2 outdoors no mapa')).toBeInTheDocument();
  watch.disconnect();
  expect(loading).toBe(false);
  await new Promise((r) => setTimeout(r, 200));
  expect(asked).toHaveLength(1);
});
