// A record asked for ahead of its form (the record route's loader, prefetchRead) is the answer the form gets: one
// request, taken once; one that failed is the form's failure, not a second request.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { descriptors } from '../../src/app/descriptors';
import { createDataProvider, createInflight } from '../../src/engine/data';
import { testApiConfig, testApis } from '../utils/renderApp';

const outdoors = descriptors.find((d) => d.name === 'outdoors')!;
let reads = 0;
let status = 200;
const server = setupServer(
  http.get('/api/outdoors/o-1', () => {
    reads += 1;
    if (status !== 200) return HttpResponse.json({ message: 'Falha interna.' }, { status });
    return HttpResponse.json({ id: 'o-1', name: `Leitura ${reads}` });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  reads = 0;
  status = 200;
});
afterAll(() => server.close());

const provider = () =>
  createDataProvider({ apis: testApis, endpoints: testApiConfig, session: { getToken: () => 't', onUnauthorized: () => undefined }, inflight: createInflight(), notify: () => () => undefined });

test('the form\'s read gets the record asked for ahead: one GET /api/outdoors/o-1, then the next read asks again', async () => {
  const data = provider();
  const arrived = data.prefetchRead(outdoors, 'o-1');
  expect(await data.read(outdoors, 'o-1')).toEqual({ id: 'o-1', name: 'Leitura 1' });
  await arrived;
  expect(reads).toBe(1);
  expect((await data.read(outdoors, 'o-1')).name).toBe('Leitura 2');
});

test('once arrived, it is there synchronously for the form\'s first render, once; another record is not it', async () => {
  const data = provider();
  // Settled with the record (its route reads what it points at), which stays the form's to take.
  expect(await data.prefetchRead(outdoors, 'o-1')).toEqual({ id: 'o-1', name: 'Leitura 1' });
  expect(data.takePrefetchedRead(outdoors, 'o-2')).toBeUndefined();
  expect(data.takePrefetchedRead(outdoors, 'o-1')?.name).toBe('Leitura 1');
  expect(data.takePrefetchedRead(outdoors, 'o-1')).toBeUndefined();
  expect(reads).toBe(1);
});

test('a prefetch that fails never rejects; the form\'s read fails with it, without asking a failing API again', async () => {
  const data = provider();
  status = 500;
  await expect(data.prefetchRead(outdoors, 'o-1')).resolves.toBeUndefined();
  expect(data.takePrefetchedRead(outdoors, 'o-1')).toBeUndefined();
  await expect(data.read(outdoors, 'o-1')).rejects.toMatchObject({ status: 500, message: 'Falha interna.' });
  expect(reads).toBe(1);
  status = 200;
  expect((await data.read(outdoors, 'o-1')).name).toBe('Leitura 2');
});
