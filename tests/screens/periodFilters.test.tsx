import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// An outdoors API written out here: it answers every list with nothing and records the requests.
const requests: URL[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/outdoors', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => (requests.length = 0));
afterAll(() => server.close());

const lastQuery = () => [...requests.at(-1)!.searchParams.entries()];

describe('"Livre entre … e …" on the outdoors list', () => {
  test('two days typed dd/mm/aaaa become one parameter, a chip in words, and the dialog shows them back', async () => {
    const app = renderApp('/app/outdoors', { token: testToken });
    await screen.findByText('Nenhum outdoor cadastrado ainda.');
    await app.user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Livre entre (de)' }), '01122026');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Livre entre (até)' }), '15122026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(app.path()).toBe('/app/outdoors?page=1&limit=10&livre=2026-12-01%2F2026-12-15'));
    await waitFor(() => expect(lastQuery()).toEqual([['page', '1'], ['limit', '10'], ['livre', '2026-12-01/2026-12-15']]));
    expect(screen.getByRole('button', { name: 'Remover filtro Livre entre 01/12/2026 e 15/12/2026' })).toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Filtros' }));
    const again = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(within(again).getByRole('textbox', { name: 'Livre entre (de)' })).toHaveValue('01/12/2026');
    expect(within(again).getByRole('textbox', { name: 'Livre entre (até)' })).toHaveValue('15/12/2026');
  });

  test('one day only, or the days reversed: a message under the period, nothing applied', async () => {
    const app = renderApp('/app/outdoors', { token: testToken });
    await screen.findByText('Nenhum outdoor cadastrado ainda.');
    await app.user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Ocupado entre (de)' }), '15122026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('Informe as duas datas do período.')).toBeInTheDocument();
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Ocupado entre (até)' }), '01122026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('A primeira data deve ser anterior ou igual à segunda.')).toBeInTheDocument();
    expect(app.path()).toBe('/app/outdoors');
  });
});

// The outdoors' own filters: format and UF (choices worded by their names), category, and city (a text box).
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
