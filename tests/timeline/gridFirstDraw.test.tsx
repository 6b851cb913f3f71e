import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// Opened on the year holding today, the grid's first draw is already at today's columns: drawn at the year's first
// ones, it would be drawn again at once (the layout effect scrolls to today), every cell of the first draw wasted.
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/painel/timeline/tenancies', () =>
    HttpResponse.json({ rows: [{ id: 'o1', title: 'Av. Paulista, 1000' }], bars: [], periods: [], total: 1, page: 1, limit: 200 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

test("Ocupação on today's year: the first draw holds today's week, the year's first week is never drawn", async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2031, 10, 20, 12));
  // Every cell's name as React gives it (synchronously: the first draw and the one after it fall in one task).
  const drawn = new Set<string>();
  const setAttribute = Element.prototype.setAttribute;
  vi.spyOn(Element.prototype, 'setAttribute').mockImplementation(function (this: Element, name: string, value: string) {
    if (name === 'aria-label' && this.getAttribute('role') === 'gridcell') drawn.add(value);
    return setAttribute.call(this, name, value);
  });
  renderApp('/app/tenancies/ocupacao?calendario=semanas', { token: testToken });
  const today = await screen.findByRole('gridcell', { name: 'Av. Paulista, 1000 — S47, 17/11 a 23/11: livre' }, { timeout: 3000 });
  expect(today).toHaveAttribute('tabindex', '0');
  expect(drawn.has('Av. Paulista, 1000 — S47, 17/11 a 23/11: livre')).toBe(true);
  expect(drawn.has('Av. Paulista, 1000 — S01, 30/12 a 05/01: livre')).toBe(false);
});
