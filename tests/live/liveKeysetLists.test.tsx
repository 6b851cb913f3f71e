// "Atividade" open in this tab, a colleague's change announced on the live stream: the page reads its entries again
// and shows the new one, with no reload and nothing clicked (as an open list does).
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { HistoryEntry } from '../../src/engine/contract';
import { renderApp } from '../utils/renderApp';
import { liveEventsHandler } from '../utils/liveEvents';
import { sessionHandlers, testToken } from '../utils/session';

const maria = { id: 'u-2', name: 'Maria Lima' };
const entry = (id: number, name: string): HistoryEntry => ({
  id,
  resource: 'categories',
  recordId: `c-${id}`,
  version: 1,
  at: '2026-11-25T17:03:00.000Z',
  actor: maria,
  operation: 'create',
  changes: [{ field: 'name', after: name }],
  snapshot: { name },
});
let entries = [entry(1, 'Rodovias')];
let reads = 0;
const live = liveEventsHandler();
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/users', () => HttpResponse.json({ data: { items: [{ ...maria, email: 'maria@exemplo.com.br' }], total: 1, page: 1, limit: 20 } })),
  http.get('/api/painel/activity', () => {
    reads++;
    return HttpResponse.json({ items: entries, more: false });
  }),
  live.handler,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test("a colleague's change appears in the open activity, read again once", async () => {
  renderApp('/app/atividade', { token: testToken, live: true });
  expect(await screen.findByRole('link', { name: 'Rodovias' }, { timeout: 5000 })).toBeInTheDocument();
  await waitFor(() => expect(live.opened.length).toBeGreaterThan(0));
  const before = reads;
  entries = [entry(2, 'Aeroportos'), ...entries];
  live.announce(`id: 7\nevent: change\ndata: ${JSON.stringify({ id: 7, resource: 'categories', recordId: 'c-2', operation: 'create', version: 1, actor: maria })}\n\n`);
  expect(await screen.findByRole('link', { name: 'Aeroportos' }, { timeout: 3000 })).toBeInTheDocument();
  expect(reads - before).toBe(1);
});
