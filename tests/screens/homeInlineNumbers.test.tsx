import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { liveEventsHandler } from '../utils/liveEvents';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// The panel list (GET /api/painel/dashboard) brings the first panels' numbers with it: those are drawn without
// their own call (GET /api/painel/dashboard/:panel, each counted here); the others ask, and a live change to
// what an inlined panel reads still reads it again.
const panels = [
  { id: 'ocupacao', title: 'Ocupação nesta bissemana', kind: 'figure', unit: 'percent', size: 'small', resources: ['tenancies', 'outdoors'] },
  { id: 'livres', title: 'Outdoors livres', kind: 'figure', unit: 'count', size: 'small', resources: ['outdoors'] },
];
const at = '2026-11-29T09:00:00.000Z';
const occupancy = (value: number) => ({ id: 'ocupacao', computedAt: at, periodLabel: 'B48 · 23/11 a 06/12', value, unit: 'percent', columns: [], rows: [] });
const reads: string[] = [];
const live = liveEventsHandler();
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/painel/dashboard', () => HttpResponse.json({ panels, numbers: [occupancy(0.375)] })),
  http.get('/api/painel/dashboard/:panel', ({ params }) => {
    const id = String(params.panel);
    reads.push(id);
    return HttpResponse.json(id === 'ocupacao' ? occupancy(0.5) : { id: 'livres', computedAt: at, value: 12, unit: 'count', columns: [], rows: [] });
  }),
  live.handler,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const panel = (title: string) => screen.findByRole('region', { name: title });

test('a panel whose numbers came with the list is drawn without asking for them; a live change reads it again', async () => {
  renderApp('/app', { token: testToken, live: true });
  const first = await panel('Ocupação nesta bissemana');
  expect(await within(first).findByText('37,5 %')).toBeInTheDocument();
  expect(first).toHaveAttribute('data-state', 'drawn');
  expect(await within(await panel('Outdoors livres')).findByText('12')).toBeInTheDocument();
  await waitFor(() => expect(live.opened.length).toBeGreaterThan(0));
  // Given time to ask (as the other panel did), it never asked for its own.
  await new Promise((r) => setTimeout(r, 300));
  expect(reads).toEqual(['livres']);

  live.announce(`id: 71\nevent: change\ndata: ${JSON.stringify({ id: 71, resource: 'tenancies', recordId: 'x-1', operation: 'update', version: 2, actor: { id: 'u-2', name: 'Maria' } })}\n\n`);
  expect(await within(first).findByText('50 %')).toBeInTheDocument();
  expect(reads).toEqual(['livres', 'ocupacao']);
});
