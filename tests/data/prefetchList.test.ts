// A list page asked for ahead of its screen (the route loader's prefetchList) is the answer the screen gets:
// one request, not two; never an old page; a failed one does not stand in for the screen's own read.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { descriptors } from '../../src/app/descriptors';
import { createDataProvider, createInflight, PREFETCH_TTL_MS } from '../../src/engine/data';
import { testApiConfig, testApis } from '../utils/renderApp';

const outdoors = descriptors.find((d) => d.name === 'outdoors')!;
const requests: string[] = [];
let status = 200;
const server = setupServer(
  http.delete('/api/outdoors/:id', () => new HttpResponse(null, { status: 204 })),
  http.get('/api/outdoors', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url.search);
    if (status !== 200) return HttpResponse.json({ message: 'Falha interna.' }, { status });
    return HttpResponse.json({ data: [{ id: `o-${requests.length}`, name: `Resposta ${requests.length}` }], total: 1, page: Number(url.searchParams.get('page')), limit: 10 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  status = 200;
});
afterEach(() => vi.useRealTimers());
afterAll(() => server.close());

const provider = () =>
  createDataProvider({ apis: testApis, endpoints: testApiConfig, session: { getToken: () => 't', onUnauthorized: () => undefined }, inflight: createInflight(), notify: () => () => undefined });
const page1 = { q: '', page: 1, limit: 10, filters: {} };

test('the screen\'s read of the prefetched query gets that answer: one GET /api/outdoors?page=1&limit=10', async () => {
  const data = provider();
  const arrived = data.prefetchList(outdoors, page1);
  expect((await data.list(outdoors, page1)).items).toEqual([{ id: 'o-1', name: 'Resposta 1' }]);
  await arrived;
  expect(requests).toEqual(['?page=1&limit=10']);
  // Taken once: the next read asks the API again (a revalidation never gets the old page).
  expect((await data.list(outdoors, page1)).items[0].name).toBe('Resposta 2');
});

test('once arrived, the page is there synchronously for the first render, then only once', async () => {
  const data = provider();
  expect(data.takePrefetchedList(outdoors, page1)).toBeUndefined();
  await data.prefetchList(outdoors, page1);
  expect(data.takePrefetchedList(outdoors, { ...page1, page: 2 })).toBeUndefined();
  expect(data.takePrefetchedList(outdoors, page1)?.items[0].name).toBe('Resposta 1');
  expect(data.takePrefetchedList(outdoors, page1)).toBeUndefined();
  expect(requests).toHaveLength(1);
});

test('another query, a newer prefetch or an old one: the screen asks the API itself', async () => {
  const data = provider();
  await data.prefetchList(outdoors, page1);
  expect((await data.list(outdoors, { ...page1, page: 2 })).items[0].name).toBe('Resposta 2');
  await data.prefetchList(outdoors, { ...page1, q: 'paulista' });
  // Only the latest prefetch is kept.
  expect((await data.list(outdoors, page1)).items[0].name).toBe('Resposta 4');

  vi.useFakeTimers({ toFake: ['Date'] });
  await data.prefetchList(outdoors, page1);
  vi.setSystemTime(Date.now() + PREFETCH_TTL_MS + 1);
  expect(data.takePrefetchedList(outdoors, page1)).toBeUndefined();
  expect((await data.list(outdoors, page1)).items[0].name).toBe('Resposta 6');
});

test('a prefetch that fails is dropped, never rejects, and the screen\'s own read decides', async () => {
  const data = provider();
  status = 500;
  await expect(data.prefetchList(outdoors, page1)).resolves.toBeUndefined();
  status = 200;
  expect((await data.list(outdoors, page1)).items[0].name).toBe('Resposta 2');
  expect(requests).toHaveLength(2);
});

test('asked for twice (the app\'s first steps, then the list\'s route): one request, the same answer', async () => {
  const data = provider();
  const first = data.prefetchList(outdoors, page1);
  const second = data.prefetchList(outdoors, page1);
  await Promise.all([first, second]);
  expect(requests).toEqual(['?page=1&limit=10']);
  expect((await data.list(outdoors, page1)).items[0].name).toBe('Resposta 1');
});

test('a write (here a delete) forgets the page asked ahead: the screen\'s read after it asks the API, never the page from before', async () => {
  const data = provider();
  await data.prefetchList(outdoors, page1);
  await data.remove(outdoors, 'o-1');
  expect(data.takePrefetchedList(outdoors, page1)).toBeUndefined();
  expect((await data.list(outdoors, page1)).items[0].name).toBe('Resposta 2');
  expect(requests).toEqual(['?page=1&limit=10', '?page=1&limit=10']);
});

test('a page asked with a shorter life (a link under the pointer: 1 s) is not taken after it', async () => {
  const data = provider();
  vi.useFakeTimers({ toFake: ['Date'] });
  await data.prefetchList(outdoors, page1, 1000);
  vi.setSystemTime(Date.now() + 999);
  expect(data.takePrefetchedList(outdoors, page1)?.items[0].name).toBe('Resposta 1');
  await data.prefetchList(outdoors, page1, 1000);
  vi.setSystemTime(Date.now() + 1001);
  expect(data.takePrefetchedList(outdoors, page1)).toBeUndefined();
});
