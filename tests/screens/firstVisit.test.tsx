// Opening a list with a session: the session lookup and the list's first page travel together while the app's
// code starts, and the app draws once both are in, so the first screen already has its rows.
import { act, render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter } from 'react-router-dom';
import { descriptors } from '../../src/app/descriptors';
import { createEngineApp, EngineRoot } from '../../src/engine/root';
import { runtimeFormValidator } from '../../src/engine/validator/runtimeFormValidator';
import { renderApp, testApiConfig, testApis } from '../utils/renderApp';
import { sessionHandlers, testToken, testUser } from '../utils/session';

const jobs = [
  { id: 'j-1', name: 'Motorista', description: 'Entregas', html: '<p>x</p>', status: true },
  { id: 'j-2', name: 'Instalador', description: 'Lonas', html: '<p>y</p>', status: false },
];
const order: string[] = [];
let sessionAnswer: Promise<unknown> = Promise.resolve();
const server = setupServer(
  // Before sessionHandlers(): the first matching handler answers.
  http.get('/api/session', async () => {
    order.push('session asked');
    await sessionAnswer;
    order.push('session answered');
    return HttpResponse.json({ data: testUser });
  }),
  ...sessionHandlers(),
  http.get('/api/jobs', ({ request }) => {
    order.push(`jobs ${new URL(request.url).search}`);
    return HttpResponse.json({ data: jobs, total: 2, page: 1, limit: 10 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  order.length = 0;
  sessionAnswer = Promise.resolve();
});
afterAll(() => server.close());

test('the first page of the list is asked for while the session is still being checked, and only once', async () => {
  let answer!: () => void;
  sessionAnswer = new Promise<void>((done) => (answer = done));
  renderApp('/app/jobs', { token: testToken });
  // The session's answer waits until the list's request is seen (or 3 s: then the list waited for the session).
  await vi.waitFor(() => expect(order).toContain('jobs ?page=1&limit=10'), { timeout: 3000 }).finally(answer);
  const table = await screen.findByRole('table', { name: 'Vagas' });
  expect(within(table).getByText('Motorista')).toBeInTheDocument();
  expect(order).toEqual(['session asked', 'jobs ?page=1&limit=10', 'session answered']);
});

test('started as the app starts (after `ready`), the first render already shows the rows: no session check, no skeleton', async () => {
  Cookies.set('token', testToken, { path: '/' });
  const app = createEngineApp({
    descriptors,
    apis: testApis,
    apiConfig: testApiConfig,
    formValidator: runtimeFormValidator,
    createRouter: (routes) => createMemoryRouter(routes, { initialEntries: ['/app/jobs'] }),
  });
  await app.ready;
  // Everything that was ever drawn before the rows, recorded as React commits it.
  const seen: string[] = [];
  const watch = new MutationObserver(() => {
    if (document.querySelector('[role="progressbar"][aria-label="Verificando sessão"]')) seen.push('checking');
    if (document.querySelector('.MuiSkeleton-root')) seen.push('skeleton');
  });
  watch.observe(document.body, { childList: true, subtree: true });
  await act(async () => void render(<EngineRoot app={app} />));
  watch.disconnect();
  expect(within(screen.getByRole('table', { name: 'Vagas' })).getByText('Instalador')).toBeInTheDocument();
  expect(seen).toEqual([]);
  expect(order.filter((o) => o.startsWith('jobs'))).toEqual(['jobs ?page=1&limit=10']);
});
