import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// The outdoors list filters by format and UF (choices worded by their names), category, and city (a text box).
const requests: URL[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/outdoors', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => void (requests.length = 0));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('Formato by its Portuguese names, UF and Cidade typed: sent as format=led&state=MG&city=Belo Horizonte, chips by name', async () => {
  const app = renderApp('/app/outdoors', { token: testToken });
  await screen.findByText('Nenhum outdoor cadastrado ainda.');
  await app.user.click(screen.getByRole('button', { name: 'Filtros' }));
  const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
  await app.user.click(within(dialog).getByRole('combobox', { name: 'Formato' }));
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'Todos', '9×3 papel', 'Front-light', 'Back-light', 'LED', 'Empena', 'Triedro', 'Painel rodoviário', 'Mobiliário urbano (MUB)',
  ]);
  await app.user.click(screen.getByRole('option', { name: 'LED' }));
  await app.user.click(within(dialog).getByRole('combobox', { name: 'UF' }));
  await app.user.click(screen.getByRole('option', { name: 'MG' }));
  await app.user.type(within(dialog).getByRole('textbox', { name: 'Cidade' }), ' Belo Horizonte ');
  await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
  await waitFor(() => expect(requests.at(-1)?.searchParams.get('city')).toBe('Belo Horizonte'));
  expect(requests.at(-1)?.searchParams.get('format')).toBe('led');
  expect(requests.at(-1)?.searchParams.get('state')).toBe('MG');
  expect(screen.getByRole('button', { name: 'Remover filtro Formato: LED' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remover filtro Cidade: Belo Horizonte' })).toBeInTheDocument();
});
