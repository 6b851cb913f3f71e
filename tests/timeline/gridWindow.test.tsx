import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// The desktop grid draws the columns in view (and a few beyond), not the whole year: 2031 has 52 ISO weeks, and a
// row holds far fewer cells; the keyboard still reaches the last week (End), which is then drawn and focused.
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/painel/timeline/tenancies', () =>
    HttpResponse.json({
      rows: [{ id: 'o1', title: 'Av. Paulista, 1000' }],
      bars: [{ id: 't1', row: 'o1', start: '2031-12-22', end: '2031-12-28', status: 'reservada', title: 'Padaria Bom Pão' }],
      periods: [],
      total: 1,
      page: 1,
      limit: 200,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('Ocupação by weeks: a row draws only the columns in view; End reaches the last week, drawn and focused', async () => {
  const { user } = renderApp('/app/tenancies/ocupacao?ano=2031&calendario=semanas', { token: testToken });
  const first = await screen.findByRole('gridcell', { name: 'Av. Paulista, 1000 — S01, 30/12 a 05/01: livre' }, { timeout: 3000 });
  const row = first.closest('[role="row"]') as HTMLElement;
  expect(within(row).getAllByRole('gridcell').length).toBeLessThan(20);
  expect(screen.getByRole('grid')).toHaveAttribute('aria-colcount', '53');
  first.focus();
  await user.keyboard('{End}');
  const last = screen.getByRole('gridcell', { name: 'Av. Paulista, 1000 — S52, 22/12 a 28/12: Padaria Bom Pão (Reservada)' });
  expect(last).toHaveFocus();
  expect(last).toHaveAttribute('aria-colindex', '53');
});
