import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// A record opened from its list is asked for by its route, with the form's code: one read, and the form is drawn
// with the record in it, never first as "Carregando registro".

const service = { id: 's-7', name: 'Pacote anual', description: 'Doze meses', price: 9000 };
const reads: { spinnerShown: boolean }[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/services', () => HttpResponse.json({ data: { items: [service], total: 1, page: 1, limit: 10 } })),
  http.get('/api/server/services/s-7', async () => {
    reads.push({ spinnerShown: screen.queryByRole('progressbar', { name: 'Carregando registro' }) !== null });
    await delay(150);
    return HttpResponse.json({ data: service });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  reads.length = 0;
});
afterAll(() => server.close());

test('opened from the list: one GET /api/server/services/s-7, asked before the form is drawn, the form drawn with "Pacote anual"', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const seen: string[] = [];
  const watch = new MutationObserver(() => {
    if (screen.queryByRole('progressbar', { name: 'Carregando registro' })) seen.push('Carregando registro');
  });
  watch.observe(document.body, { childList: true, subtree: true });
  await app.user.click(await screen.findByRole('link', { name: 'Editar Pacote anual' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Pacote anual'), { timeout: 5000 });
  watch.disconnect();
  expect(app.path()).toBe('/app/services/s-7');
  expect(reads).toEqual([{ spinnerShown: false }]);
  expect(seen).toEqual([]);
});

test('pressed on its "Editar" link, the record is asked for at the press, before the click lands; the click then reads nothing more', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const link = await screen.findByRole('link', { name: 'Editar Pacote anual' });
  await app.user.pointer({ keys: '[MouseLeft>]', target: link });
  await waitFor(() => expect(reads).toHaveLength(1));
  expect(app.path()).toBe('/app/services');
  await app.user.pointer({ keys: '[/MouseLeft]', target: link });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Pacote anual'), { timeout: 5000 });
  expect(app.path()).toBe('/app/services/s-7');
  expect(reads).toHaveLength(1);
});

test('a press on a row\'s "Editar" starts no ripple (it held the click that opens the record back); released, the record opens', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const link = await screen.findByRole('link', { name: 'Editar Pacote anual' });
  await app.user.pointer({ keys: '[MouseLeft>]', target: link });
  const row = link.closest('tr')!;
  expect(row.querySelector('.MuiTouchRipple-root, .MuiTouchRipple-ripple')).toBeNull();
  await app.user.pointer({ keys: '[/MouseLeft]', target: link });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Pacote anual'), { timeout: 5000 });
  expect(app.path()).toBe('/app/services/s-7');
});

test('a press on a row\'s other controls (its selection box, "Excluir") asks for no record', async () => {
  const app = renderApp('/app/services', { token: testToken });
  await screen.findByRole('link', { name: 'Editar Pacote anual' });
  await app.user.pointer({ keys: '[MouseLeft]', target: screen.getByRole('checkbox', { name: 'Selecionar Pacote anual' }) });
  await app.user.pointer({ keys: '[MouseLeft>]', target: screen.getByRole('button', { name: 'Excluir Pacote anual' }) });
  await new Promise((r) => setTimeout(r, 300));
  expect(reads).toEqual([]);
});
