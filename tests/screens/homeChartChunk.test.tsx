import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// The chart's code records when it is loaded: only a page that draws a chart asks for it.
const loaded = vi.hoisted(() => ({ chart: 0 }));
vi.mock('../../src/engine/home/PanelChart', () => (loaded.chart++, { default: () => <p>Gráfico</p> }));

let panels: object[] = [];
const figure = { id: 'livres', title: 'Outdoors livres', kind: 'figure', unit: 'count', size: 'small', resources: ['outdoors'] };
const chart = { id: 'proximas', title: 'Ocupação nas próximas bissemanas', kind: 'chart', chart: 'lines', unit: 'percent', size: 'wide', resources: ['tenancies'] };
const numbers: Record<string, object> = {
  livres: { id: 'livres', computedAt: '2026-11-29T09:00:00.000Z', value: 12, unit: 'count', columns: [], rows: [] },
  proximas: {
    id: 'proximas',
    computedAt: '2026-11-29T09:00:00.000Z',
    unit: 'percent',
    columns: [{ key: 'b', label: 'Bissemana', unit: 'text' }, { key: 'o', label: 'Ocupação', unit: 'percent' }],
    rows: [{ b: 'B49', o: 0.5 }],
    category: 'b',
    series: ['o'],
  },
};
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/painel/dashboard', () => HttpResponse.json({ panels })),
  http.get('/api/painel/dashboard/:panel', ({ params }) => HttpResponse.json(numbers[String(params.panel)])),
  http.get('/api/painel/backups', () => HttpResponse.json({ items: [], overdue: false, running: false, settings: { everyHours: 24, keep: 14, dir: '/d' } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('a home page with no chart panel never loads the chart\'s code; one with a chart does', async () => {
  panels = [figure];
  const first = renderApp('/app', { token: testToken });
  expect(await within(await screen.findByRole('region', { name: 'Outdoors livres' })).findByText('12')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 300));
  expect(loaded.chart).toBe(0);
  first.unmount();

  panels = [figure, chart];
  renderApp('/app', { token: testToken });
  expect(await screen.findByText('Gráfico')).toBeInTheDocument();
  expect(loaded.chart).toBe(1);
});
