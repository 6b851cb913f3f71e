import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// "Ocupação" opened by its address: its route asks for the timeline's data while the screen's code is still on its
// way (here a chunk that takes 600 ms), not after it; the screen then draws with the data it brought.
const times: { asked?: number; code?: number; calls: number } = { calls: 0 };
vi.mock('../../src/engine/timeline', async () => {
  await new Promise((resolve) => setTimeout(resolve, 600));
  times.code = performance.now();
  return (await vi.importActual('../../src/engine/timeline')) as object;
});

const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/painel/timeline/tenancies', ({ request }) => {
    times.asked ??= performance.now();
    times.calls++;
    const url = new URL(request.url);
    expect(url.searchParams.get('from')).toBe('2031-01-01');
    return HttpResponse.json({
      rows: [{ id: 'o1', title: 'Av. Paulista, 1000' }],
      bars: [{ id: 't1', row: 'o1', start: '2031-01-20', end: '2031-02-02', status: 'confirmada', title: 'Padaria Bom Pão' }],
      periods: [
        { id: 'p1', label: 'B02', start: '2031-01-06', end: '2031-01-19' },
        { id: 'p2', label: 'B04', start: '2031-01-20', end: '2031-02-02' },
      ],
      total: 1,
      page: 1,
      limit: 200,
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test("Ocupação's route asks for its data before the screen's code has arrived, and the screen draws it without asking again", async () => {
  renderApp('/app/tenancies/ocupacao?ano=2031', { token: testToken });
  expect(await screen.findByRole('gridcell', { name: 'Av. Paulista, 1000 — B02, 06/01 a 19/01: livre' }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByRole('gridcell', { name: 'Av. Paulista, 1000 — B04, 20/01 a 02/02: Padaria Bom Pão (Confirmada)' })).toHaveTextContent('Padaria Bom Pão');
  expect(times.asked).toBeDefined();
  expect(times.asked!).toBeLessThan(times.code!);
  expect(times.calls).toBe(1);
});
