import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// A services API and a tenancies API written out here: they answer every list with nothing (or a row) and record the requests.
const requests: URL[] = [];
let servicesRows: unknown[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/services', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ data: { items: servicesRows, total: servicesRows.length, page: 1, limit: 10 } });
  }),
  http.get('/api/server/tenancies', ({ request }) => {
    requests.push(new URL(request.url));
    return HttpResponse.json({ data: { items: [], total: 0, page: 1, limit: 10 } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  servicesRows = [];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const lastQuery = (path: string) => [...requests.filter((u) => u.pathname === path).at(-1)!.searchParams.entries()];

describe('filters read Brazilian input, as the forms do', () => {
  test('Preço de "1.000,00" até "3.000": a thousand and three thousand reais, shown back as R$ chips', async () => {
    const app = renderApp('/app/services', { token: testToken });
    await screen.findByText('Nenhum serviço cadastrado ainda.');
    await app.user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Preço (R$) (de)' }), '1.000,00');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Preço (R$) (até)' }), '3.000');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(app.path()).toBe('/app/services?page=1&limit=10&price.gte=1000&price.lte=3000'));
    await waitFor(() => expect(lastQuery('/api/server/services')).toEqual([['limit', '10'], ['page', '1'], ['price.gte', '1000'], ['price.lte', '3000']]));
    expect(screen.getByRole('button', { name: 'Remover filtro Preço (R$): a partir de R$\u00a01.000,00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover filtro Preço (R$): até R$\u00a03.000,00' })).toBeInTheDocument();

    // (Intl writes a no-break space after "R$".) Opened again, the dialog shows the values the Brazilian way.
    await app.user.click(screen.getByRole('button', { name: 'Filtros' }));
    const again = await screen.findByRole('dialog', { name: 'Filtros' });
    expect(within(again).getByRole('textbox', { name: 'Preço (R$) (de)' })).toHaveValue('1.000,00');
    expect(within(again).getByRole('textbox', { name: 'Preço (R$) (até)' })).toHaveValue('3.000,00');
  });

  test('a value that is not a number gets a message under its field; nothing is applied, the dialog stays', async () => {
    const app = renderApp('/app/services', { token: testToken });
    await screen.findByText('Nenhum serviço cadastrado ainda.');
    await app.user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Preço (R$) (de)' }), '1,234.56');
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Preço (R$) (até)' }), 'muito');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('Use vírgula para os centavos: 1.234,56.')).toBeInTheDocument();
    expect(within(dialog).getByText('Informe um número.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Filtros' })).toBeInTheDocument();
    expect(app.path()).toBe('/app/services');
  });

  test('dates are typed dd/mm/aaaa whatever the browser language: "31/12/2026" is 2026-12-31; "12/31/2026" is refused', async () => {
    const app = renderApp('/app/tenancies', { token: testToken });
    await screen.findByText('Nenhuma locação cadastrada ainda.');
    await app.user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await app.user.type(within(dialog).getByRole('textbox', { name: 'Fim (até)' }), '12312026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    expect(await within(dialog).findByText('Informe uma data válida (dd/mm/aaaa).')).toBeInTheDocument();
    const end = within(dialog).getByRole('textbox', { name: 'Fim (até)' });
    await app.user.clear(end);
    await app.user.type(end, '31122026');
    expect(end).toHaveValue('31/12/2026');
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(app.path()).toBe('/app/tenancies?page=1&limit=10&endDate.lte=2026-12-31'));
    expect(screen.getByRole('button', { name: 'Remover filtro Fim: até 31/12/2026' })).toBeInTheDocument();
  });

  test('an empty list under filters says so and offers "Limpar filtros", not a blank "none yet" or the search', async () => {
    const app = renderApp('/app/services?price.gte=1000', { token: testToken });
    expect(await screen.findByText('Nenhum resultado com os filtros aplicados.')).toBeInTheDocument();
    expect(screen.queryByText('Nenhum serviço cadastrado ainda.')).toBeNull();
    const status = screen.getByRole('status');
    await app.user.click(within(status).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(app.path()).toBe('/app/services?page=1&limit=10'));
    expect(await screen.findByText('Nenhum serviço cadastrado ainda.')).toBeInTheDocument();
  });
});
