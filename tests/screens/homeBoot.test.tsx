import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { bootEngine, prefetchFirstPanels } from '../../src/engine/root';
import { renderApp, testApiConfig, testApis } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// The page's first steps (before any screen code, even the descriptors) ask for the home page's panels when the
// address is the home page; its route and the page then take that answer: one request, and the first panel is
// drawn from the numbers that came with it (no GET /api/painel/dashboard/:panel is answered here).
const panels = [{ id: 'livres', title: 'Outdoors livres', kind: 'figure', unit: 'count', size: 'small', resources: ['outdoors'] }];
const numbers = [{ id: 'livres', computedAt: '2026-11-29T09:00:00.000Z', value: 12, unit: 'count', columns: [], rows: [] }];
let asked = 0;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/painel/dashboard', () => (asked++, HttpResponse.json({ panels, numbers }))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked = 0;
  Cookies.set('token', testToken, { path: '/' });
});

test("the home page's panels are asked for by the app's first steps, and the page draws from that one answer", async () => {
  const boot = bootEngine({ apis: testApis, apiConfig: testApiConfig });
  prefetchFirstPanels(boot, { pathname: '/app' });
  await waitFor(() => expect(asked).toBe(1));
  renderApp('/app', { token: testToken, boot });
  expect(await within(await screen.findByRole('region', { name: 'Outdoors livres' })).findByText('12')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 200));
  expect(asked).toBe(1);
});

test('panels that arrived before the page are drawn in its first render: no "Carregando os painéis" in between', async () => {
  const boot = bootEngine({ apis: testApis, apiConfig: testApiConfig });
  prefetchFirstPanels(boot, { pathname: '/app' });
  // Settles once the answer is in (the same read, under way).
  await boot.painel.prefetch('painel.dashboard', {});
  // Whether the panels' skeleton was ever put in the page.
  let skeleton = false;
  const watch = new MutationObserver(() => (skeleton ||= document.querySelector('[aria-label="Carregando os painéis"]') !== null));
  watch.observe(document.body, { childList: true, subtree: true });
  renderApp('/app', { token: testToken, boot });
  expect(await within(await screen.findByRole('region', { name: 'Outdoors livres' })).findByText('12')).toBeInTheDocument();
  watch.disconnect();
  expect(skeleton).toBe(false);
  expect(asked).toBe(1);
});

test('another address, or no session, asks for no panels at first', async () => {
  prefetchFirstPanels(bootEngine({ apis: testApis, apiConfig: testApiConfig }), { pathname: '/app/outdoors' });
  Cookies.remove('token', { path: '/' });
  prefetchFirstPanels(bootEngine({ apis: testApis, apiConfig: testApiConfig }), { pathname: '/app' });
  await new Promise((r) => setTimeout(r, 200));
  expect(asked).toBe(0);
});
