import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { liveEventsHandler } from '../utils/liveEvents';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// The chart is its own chunk; here a stand-in that says it was drawn (its code is looked at in the browser).
vi.mock('../../src/engine/home/PanelChart', () => ({ default: ({ title }: { title: string }) => <p>Gráfico de {title}</p> }));

// The home page's panels as the server declares them (GET /api/painel/dashboard) and their numbers
// (GET /api/painel/dashboard/:panel); each read of a panel is counted.
const panels = [
  { id: 'ocupacao', title: 'Ocupação nesta bissemana', kind: 'figure', unit: 'percent', size: 'small', resources: ['tenancies', 'outdoors'] },
  { id: 'receita', title: 'Receita do mês', kind: 'figure', unit: 'money', size: 'small', resources: ['tenancies'] },
  { id: 'reservas', title: 'Reservas não confirmadas', kind: 'list', size: 'small', resources: ['tenancies'] },
  { id: 'proximas', title: 'Ocupação nas próximas bissemanas', kind: 'chart', chart: 'bars', unit: 'percent', size: 'wide', resources: ['tenancies', 'outdoors'] },
  { id: 'livres', title: 'Outdoors livres', kind: 'figure', unit: 'count', size: 'small', resources: ['outdoors'] },
];
const at = '2026-11-29T09:00:00.000Z';
const numbers: Record<string, object> = {
  ocupacao: {
    id: 'ocupacao',
    computedAt: at,
    periodLabel: 'B48 · 23/11 a 06/12',
    value: 0.375,
    unit: 'percent',
    columns: [
      { key: 'cidade', label: 'Cidade', unit: 'text' },
      { key: 'ocupacao', label: 'Ocupação', unit: 'percent' },
    ],
    rows: [
      { cidade: 'Curitiba', ocupacao: 0.5 },
      { cidade: 'Londrina', ocupacao: 0.25 },
    ],
    category: 'cidade',
    series: ['ocupacao'],
    thresholds: { low: 0.7, high: 0.9 },
    link: { resource: 'outdoors', query: {} },
  },
  receita: {
    id: 'receita',
    computedAt: at,
    periodLabel: 'novembro de 2026',
    value: 1234.56,
    unit: 'money',
    columns: [{ key: 'receita', label: 'Receita', unit: 'money' }],
    rows: [{ receita: 1234.56 }],
    link: { resource: 'tenancies', query: { startDate: '2026-11-01..2026-11-30' } },
  },
  reservas: {
    id: 'reservas',
    computedAt: at,
    unit: 'count',
    columns: [
      { key: 'cliente', label: 'Cliente', unit: 'text' },
      { key: 'inicio', label: 'Início', unit: 'date' },
      { key: 'valor', label: 'Valor', unit: 'money' },
    ],
    rows: [
      { cliente: 'Padaria Sol', inicio: '2026-12-07', valor: 1500 },
      { cliente: 'Auto Escola Via', inicio: '2026-12-21', valor: null },
    ],
    link: { resource: 'tenancies', query: { status: 'reservada' } },
    links: [
      { resource: 'tenancies', query: { clientId: 'c-1', status: 'reservada' } },
      { resource: 'tenancies', query: { clientId: 'c-2', status: 'reservada' } },
    ],
  },
  proximas: {
    id: 'proximas',
    computedAt: at,
    unit: 'percent',
    columns: [
      { key: 'bissemana', label: 'Bissemana', unit: 'text' },
      { key: 'ocupacao', label: 'Ocupação', unit: 'percent' },
    ],
    rows: [
      { bissemana: 'B49', ocupacao: 0.95 },
      { bissemana: 'B50', ocupacao: 0.8 },
    ],
    category: 'bissemana',
    series: ['ocupacao'],
    thresholds: { low: 0.7, high: 0.9 },
    link: { resource: 'tenancies', query: { status: 'confirmada' } },
  },
  livres: { id: 'livres', computedAt: at, periodLabel: 'B49 · 07/12 a 20/12', value: 12, unit: 'count', columns: [], rows: [] },
};
const reads: string[] = [];
const csvAsked: string[] = [];
let failing = new Set<string>();
const live = liveEventsHandler();
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/painel/dashboard', () => HttpResponse.json({ panels })),
  http.get('/api/painel/dashboard/:panel/csv', ({ params }) => {
    csvAsked.push(String(params.panel));
    return new HttpResponse('\uFEFFCidade;Ocupação\r\nCuritiba;50,0\r\n', {
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${String(params.panel)}-2026-11-29.csv"` },
    });
  }),
  http.get('/api/painel/dashboard/:panel', ({ params }) => {
    const id = String(params.panel);
    reads.push(id);
    if (failing.has(id)) return HttpResponse.json({ message: 'Erro interno.' }, { status: 500 });
    return HttpResponse.json(numbers[id]);
  }),
  http.get('/api/painel/backups', () => HttpResponse.json({ items: [], overdue: false, running: false, settings: { everyHours: 24, keep: 14, dir: '/d' } })),
  live.handler,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  reads.length = 0;
  failing = new Set();
});

const panel = (title: string) => screen.findByRole('region', { name: title });

test('a figure is its number worded by its unit, its period under it, and its band against the thresholds in words', async () => {
  renderApp('/app', { token: testToken });
  const occupancy = await panel('Ocupação nesta bissemana');
  expect(await within(occupancy).findByText('37,5 %')).toBeInTheDocument();
  expect(occupancy).toHaveTextContent('B48 · 23/11 a 06/12');
  expect(occupancy).toHaveTextContent('abaixo de 70 %');
  const revenue = await panel('Receita do mês');
  expect(await within(revenue).findByText('R$ 1.234,56')).toBeInTheDocument();
  expect(revenue).toHaveTextContent('novembro de 2026');
  // No thresholds: no band.
  expect(revenue).not.toHaveTextContent(/na faixa|abaixo|acima/);
  const free = await panel('Outdoors livres');
  expect(await within(free).findByText('12')).toBeInTheDocument();
});

test('"Ver lista" opens the list behind a panel with its filters; a row of a list opens its own', async () => {
  renderApp('/app', { token: testToken });
  const revenue = await panel('Receita do mês');
  expect(await within(revenue).findByRole('link', { name: 'Ver lista' })).toHaveAttribute('href', '/app/tenancies?startDate=2026-11-01..2026-11-30');
  const occupancy = await panel('Ocupação nesta bissemana');
  expect(await within(occupancy).findByRole('link', { name: 'Ver lista' })).toHaveAttribute('href', '/app/outdoors');
  const reservations = await panel('Reservas não confirmadas');
  expect(await within(reservations).findByRole('link', { name: 'Ver lista' })).toHaveAttribute('href', '/app/tenancies?status=reservada');
  const rows = within(within(reservations).getByRole('table')).getAllByRole('row');
  expect(rows.map((r) => r.textContent)).toEqual(['ClienteInícioValor', 'Padaria Sol07/12/2026R$\u00a01.500,00', 'Auto Escola Via21/12/2026—']);
  expect(within(rows[1]).getByRole('link', { name: 'Padaria Sol' })).toHaveAttribute('href', '/app/tenancies?clientId=c-1&status=reservada');
});

test('a chart has its numbers as a table for screen readers, and its thresholds in words', async () => {
  renderApp('/app', { token: testToken });
  const chart = await panel('Ocupação nas próximas bissemanas');
  expect(await within(chart).findByText('Gráfico de Ocupação nas próximas bissemanas')).toBeInTheDocument();
  const table = within(chart).getByRole('table', { name: 'Ocupação nas próximas bissemanas' });
  expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['BissemanaOcupação', 'B4995\u00a0%', 'B5080\u00a0%']);
  expect(chart).toHaveTextContent('Faixa: de 70 % a 90 %');
});

test('"Exportar CSV" downloads the panel\'s numbers as the file the server named', async () => {
  const created: Blob[] = [];
  const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => (created.push(b as Blob), 'blob:painel'));
  // happy-dom would follow the download link away from the page the next tests run on.
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  csvAsked.length = 0;
  const app = renderApp('/app', { token: testToken });
  const occupancy = await panel('Ocupação nesta bissemana');
  await app.user.click(await within(occupancy).findByRole('button', { name: 'Exportar CSV' }));
  await waitFor(() => expect(created).toHaveLength(1));
  expect(csvAsked).toEqual(['ocupacao']);
  expect(await created[0].text()).toBe('\uFEFFCidade;Ocupação\r\nCuritiba;50,0\r\n');
  expect(await screen.findByText('Arquivo ocupacao-2026-11-29.csv gerado.')).toBeInTheDocument();
  createObjectURL.mockRestore();
  click.mockRestore();
});

test('a panel that cannot be read says so and offers to try again; the others are drawn', async () => {
  failing = new Set(['receita']);
  const app = renderApp('/app', { token: testToken });
  const revenue = await panel('Receita do mês');
  expect(await within(revenue).findByText('Não foi possível carregar este painel.')).toBeInTheDocument();
  expect(await within(await panel('Ocupação nesta bissemana')).findByText('37,5 %')).toBeInTheDocument();
  expect(await within(await panel('Outdoors livres')).findByText('12')).toBeInTheDocument();
  failing = new Set();
  await app.user.click(within(revenue).getByRole('button', { name: 'Tentar de novo' }));
  expect(await within(revenue).findByText('R$ 1.234,56')).toBeInTheDocument();
});

test('a chart with no rows and no number says "Sem dados neste período"', async () => {
  server.use(http.get('/api/painel/dashboard/proximas', () => HttpResponse.json({ ...numbers.proximas, rows: [] })));
  renderApp('/app', { token: testToken });
  const chart = await panel('Ocupação nas próximas bissemanas');
  expect(await within(chart).findByText('Sem dados neste período')).toBeInTheDocument();
  expect(within(chart).queryByRole('table')).toBeNull();
  expect(within(chart).queryByText('Gráfico de Ocupação nas próximas bissemanas')).toBeNull();
  server.resetHandlers();
});

test('a list panel with no rows says none of its records are in the period, not an empty table', async () => {
  // As the server answers a list: value is how many pass (0), rows the first of them (none).
  server.use(http.get('/api/painel/dashboard/reservas', () => HttpResponse.json({ ...numbers.reservas, value: 0, rows: [], links: [] })));
  renderApp('/app', { token: testToken });
  const reservations = await panel('Reservas não confirmadas');
  expect(await within(reservations).findByText('Nenhuma locação no período.')).toBeInTheDocument();
  expect(within(reservations).queryByRole('table')).toBeNull();
  expect(within(reservations).queryByText('Cliente')).toBeNull();
  server.resetHandlers();
});

test('while a panel loads it is a skeleton of its size, named as loading', async () => {
  let release = () => {};
  const held = new Promise<void>((r) => (release = r));
  server.use(http.get('/api/painel/dashboard/receita', async () => (await held, HttpResponse.json(numbers.receita))));
  renderApp('/app', { token: testToken });
  const revenue = await panel('Receita do mês');
  expect(within(revenue).getByLabelText('Carregando Receita do mês')).toBeInTheDocument();
  release();
  expect(await within(revenue).findByText('R$ 1.234,56')).toBeInTheDocument();
  expect(within(revenue).queryByLabelText('Carregando Receita do mês')).toBeNull();
  server.resetHandlers();
});

test('a colleague\'s change to a resource a panel reads reads it again; a change to another resource does not', async () => {
  renderApp('/app', { token: testToken, live: true });
  expect(await within(await panel('Outdoors livres')).findByText('12')).toBeInTheDocument();
  await waitFor(() => expect(live.opened.length).toBeGreaterThan(0));
  await waitFor(() => expect(reads.filter((r) => r === 'livres')).toHaveLength(1));
  const change = (id: number, resource: string) =>
    `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, resource, recordId: 'x-1', operation: 'update', version: 2, actor: { id: 'u-2', name: 'Maria' } })}\n\n`;
  reads.length = 0;
  // Rentals changed: every panel over rentals is read again, within a second; "Outdoors livres" is not.
  const heard = performance.now();
  announce(change(61, 'tenancies'));
  await waitFor(() => expect([...reads].sort()).toEqual(['ocupacao', 'proximas', 'receita', 'reservas']), { timeout: 1000 });
  expect(performance.now() - heard).toBeLessThan(1000);
  // Outdoors changed: only the panels over outdoors.
  reads.length = 0;
  announce(change(62, 'outdoors'));
  await waitFor(() => expect([...reads].sort()).toEqual(['livres', 'ocupacao', 'proximas']));
  // Something no panel reads: none.
  reads.length = 0;
  announce(change(63, 'categories'));
  await new Promise((r) => setTimeout(r, 1000));
  expect(reads).toEqual([]);
});

const announce = (text: string) => live.announce(text);
