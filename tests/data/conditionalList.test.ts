// A list page read again sends the tag it came with (If-None-Match): a 304 gives back the very page already
// held — same object, so nothing redraws — and a new answer replaces it. Pages without a tag are read plainly.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { descriptors } from '../../src/app/descriptors';
import { createDataProvider, createInflight } from '../../src/engine/data';
import { testApiConfig, testApis } from '../utils/renderApp';

const outdoors = descriptors.find((d) => d.name === 'outdoors')!;
const sent: (string | null)[] = [];
let version = 1;
let tagged = true;
const server = setupServer(
  http.get('/api/outdoors', ({ request }) => {
    const asked = request.headers.get('if-none-match');
    sent.push(asked);
    const tag = `W/"v${version}-${new URL(request.url).search}"`;
    if (tagged && asked === tag) return new HttpResponse(null, { status: 304, headers: { etag: tag } });
    return HttpResponse.json(
      { data: [{ id: 'o-1', name: `Versão ${version}` }], total: 1, page: 1, limit: 10 },
      { headers: tagged ? { etag: tag } : {} },
    );
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  sent.length = 0;
  version = 1;
  tagged = true;
});
afterAll(() => server.close());

const provider = () =>
  createDataProvider({ apis: testApis, endpoints: testApiConfig, session: { getToken: () => 't', onUnauthorized: () => undefined }, inflight: createInflight(), notify: () => () => undefined });
const page1 = { q: '', page: 1, limit: 10, filters: {} };

test('unchanged: the tag goes back, 304 comes, and the same page object is returned', async () => {
  const data = provider();
  const first = await data.list(outdoors, page1);
  const second = await data.list(outdoors, page1);
  expect(sent).toEqual([null, 'W/"v1-?page=1&limit=10"']);
  expect(second).toBe(first);
  expect(second.items[0].name).toBe('Versão 1');
});

test('changed: the new page, and its tag is the one sent next', async () => {
  const data = provider();
  await data.list(outdoors, page1);
  version = 2;
  const changed = await data.list(outdoors, page1);
  expect(changed.items[0].name).toBe('Versão 2');
  await data.list(outdoors, page1);
  expect(sent).toEqual([null, 'W/"v1-?page=1&limit=10"', 'W/"v2-?page=1&limit=10"']);
});

test('each address has its own tag; another search sends none of page 1\'s', async () => {
  const data = provider();
  await data.list(outdoors, page1);
  await data.list(outdoors, { ...page1, q: 'paulista' });
  expect(sent).toEqual([null, null]);
});

test('an API that sends no tag is asked plainly every time', async () => {
  tagged = false;
  const data = provider();
  await data.list(outdoors, page1);
  await data.list(outdoors, page1);
  expect(sent).toEqual([null, null]);
});

test('a 304 for a page no longer kept (51 others read since) is asked again without a tag', async () => {
  const data = provider();
  await data.list(outdoors, page1);
  for (let p = 2; p <= 52; p++) await data.list(outdoors, { ...page1, page: p });
  sent.length = 0;
  // As if the answer were still "unchanged" for a stale tag: the page would be lost without asking again.
  server.use(http.get('/api/outdoors', ({ request }) => {
    sent.push(request.headers.get('if-none-match'));
    return sent.length === 1 ? new HttpResponse(null, { status: 304 }) : HttpResponse.json({ data: [{ id: 'o-1', name: 'De novo' }], total: 1, page: 1, limit: 10 });
  }));
  const again = await data.list(outdoors, page1);
  expect(again.items[0].name).toBe('De novo');
  expect(sent).toEqual([null, null]);
  server.resetHandlers();
});
