// Painel's client answers for the record it shows (If-Match with its version), reads a 412 as a conflict with
// the record now, and offers "Desfazer" on a success notice when the answer carries a Painel-Undo token.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { descriptors } from '../../src/app/descriptors';
import { createDataProvider, createInflight, createPainelApi, OperationError, type NoticeDetail } from '../../src/engine/data';
import { testApiConfig, testApis } from '../utils/renderApp';

const services = descriptors.find((d) => d.name === 'services')!;
const seen: { method: string; path: string; ifMatch: string | null }[] = [];
const server = setupServer(
  http.put('/api/server/services/:id', ({ request, params }) => {
    seen.push({ method: 'PUT', path: new URL(request.url).pathname, ifMatch: request.headers.get('if-match') });
    if (request.headers.get('if-match') === '"1"') {
      return HttpResponse.json(
        {
          message: 'Este serviço foi alterado por Maria em 25/11/2026 às 14:03, depois que você o abriu. Nada foi salvo: confira a versão atual.',
          current: { id: params.id, name: 'Painel', price: 5000, version: 2 },
          changedBy: { name: 'Maria', at: '2026-11-25T17:03:00.000Z' },
        },
        { status: 412 },
      );
    }
    return HttpResponse.json({ data: { id: params.id, name: 'Painel', price: 10, version: 3 } }, { headers: { 'Painel-Undo': '5f0c1d2e-0000-4000-8000-000000000001' } });
  }),
  http.delete('/api/server/services/:id', ({ request }) => {
    seen.push({ method: 'DELETE', path: new URL(request.url).pathname, ifMatch: request.headers.get('if-match') });
    return HttpResponse.json({ message: 'ok' });
  }),
  http.post('/api/server/services', ({ request }) => {
    seen.push({ method: 'POST', path: new URL(request.url).pathname, ifMatch: request.headers.get('if-match') });
    return HttpResponse.json({ data: { id: 'novo', name: 'Novo', price: 1, version: 1 } }, { status: 201 });
  }),
  http.post('/api/painel/undo/:token', ({ request, params }) => {
    seen.push({ method: 'POST', path: new URL(request.url).pathname, ifMatch: request.headers.get('authorization') });
    return params.token === '5f0c1d2e-0000-4000-8000-000000000001'
      ? HttpResponse.json({ undone: 1 })
      : HttpResponse.json({ message: 'Esta ação já foi desfeita.' }, { status: 410 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => void (seen.length = 0));
afterAll(() => server.close());

type Notice = [string, string, string?, NoticeDetail?];
function provider(apis = testApis) {
  const notices: Notice[] = [];
  const plumbing = {
    apis,
    endpoints: testApiConfig,
    session: { getToken: () => 'tk', onUnauthorized: () => undefined },
    inflight: createInflight(),
    notify: (...n: Notice) => (notices.push(n), () => undefined),
  };
  // Wired as the app wires them (bootEngine): "Desfazer" is the painel API's undo, when the profile is there.
  const painel = createPainelApi(plumbing);
  const undo = painel.available ? (token: string) => painel.undo(token, { notify: true }).then(() => undefined) : undefined;
  return { data: createDataProvider({ ...plumbing, undo }), notices };
}

test('an update and a delete of a record shown at version 3 send If-Match: "3"; a create and a call without the record send none', async () => {
  const { data } = provider();
  await data.update(services, 's1', { name: 'Painel', price: 10 }, { shown: { id: 's1', version: 3 } });
  await data.remove(services, 's1', { shown: { id: 's1', version: 3 } });
  await data.create(services, { name: 'Novo', price: 1 }, { shown: { id: 'x', version: 9 } });
  await data.update(services, 's1', { name: 'Painel', price: 10 });
  expect(seen).toEqual([
    { method: 'PUT', path: '/api/server/services/s1', ifMatch: '"3"' },
    { method: 'DELETE', path: '/api/server/services/s1', ifMatch: '"3"' },
    { method: 'POST', path: '/api/server/services', ifMatch: null },
    { method: 'PUT', path: '/api/server/services/s1', ifMatch: null },
  ]);
});

test('a 412 is an OperationError carrying the record now and who changed it', async () => {
  const { data, notices } = provider();
  const failure = await data.update(services, 's1', { name: 'Painel', price: 10 }, { notify: true, shown: { version: 1 } }).catch((e: unknown) => e);
  expect(failure).toBeInstanceOf(OperationError);
  expect((failure as OperationError).status).toBe(412);
  expect((failure as OperationError).conflict).toEqual({ current: { id: 's1', name: 'Painel', price: 5000, version: 2 }, changedBy: { name: 'Maria', at: '2026-11-25T17:03:00.000Z' } });
  expect(notices).toEqual([
    ['error', 'Erro ao atualizar serviço!', 'Este serviço foi alterado por Maria em 25/11/2026 às 14:03, depois que você o abriu. Nada foi salvo: confira a versão atual.', { retryable: false }],
  ]);
});

test('the success notice keeps the spec\'s words and gains "Desfazer", which posts the token to /api/painel/undo', async () => {
  const { data, notices } = provider();
  await data.update(services, 's1', { name: 'Painel', price: 10 }, { notify: true, shown: { version: 3 } });
  expect(notices).toHaveLength(1);
  const [variant, title, description, detail] = notices[0];
  expect([variant, title, description]).toEqual(['success', 'Serviço atualizado com sucesso!', undefined]);
  expect(detail?.action?.label).toBe('Desfazer');
  await detail!.action!.run();
  expect(seen.at(-1)).toEqual({ method: 'POST', path: '/api/painel/undo/5f0c1d2e-0000-4000-8000-000000000001', ifMatch: 'Bearer tk' });
  expect(notices.at(-1)).toEqual(['success', 'Alteração desfeita.']);
});

test('without the painel profile no "Desfazer" is offered (a client without the extensions keeps working)', async () => {
  const { painel: _, ...profiles } = testApis.profiles;
  const { data, notices } = provider({ ...testApis, profiles });
  await data.update(services, 's1', { name: 'Painel', price: 10 }, { notify: true });
  expect(notices).toEqual([['success', 'Serviço atualizado com sucesso!']]);
});
