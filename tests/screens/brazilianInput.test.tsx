import { screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { sent, reply } = recordingServer();

describe('numbers and dates typed the Brazilian way', () => {
  test('price "1.234,56" is taken as 1234.56, shown formatted, with the numeric keyboard', async () => {
    const app = renderApp('/app/services/new', { token: testToken });
    await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 }), 'Empena lateral');
    const price = screen.getByRole('textbox', { name: 'Preço (R$)' });
    expect(price).toHaveAttribute('inputmode', 'decimal');
    await app.user.type(price, '1.234,56');
    await app.user.tab();
    expect(price).toHaveValue('1.234,56');
    expect(screen.queryByText('Informe um número.')).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço criado com sucesso!')).toBeInTheDocument();
    expect(sent('POST')).toMatchObject([{ path: '/api/server/services', json: { name: 'Empena lateral', price: 1234.56 } }]);
  });

  test('price "1234,5" is shown as "1.234,50" once the field is left; an edited record shows its price formatted', async () => {
    reply((method, path) =>
      method === 'GET' && path === '/api/server/services/s-1' ? HttpResponse.json({ data: { id: 's-1', name: 'Empena', price: 900 } }) : undefined,
    );
    const app = renderApp('/app/services/s-1', { token: testToken });
    const price = await screen.findByRole('textbox', { name: 'Preço (R$)' }, { timeout: 5000 });
    expect(price).toHaveValue('900,00');
    await app.user.clear(price);
    await app.user.type(price, '1234,5');
    await app.user.tab();
    expect(price).toHaveValue('1.234,50');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')).toMatchObject([{ json: { name: 'Empena', price: 1234.5 } }]);
  });

  test('text that is no number is refused under the field, nothing sent', async () => {
    const app = renderApp('/app/services/new', { token: testToken });
    await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 }), 'Empena lateral');
    await app.user.type(screen.getByRole('textbox', { name: 'Preço (R$)' }), '12,3,4');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Informe um número.')).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);
  });

  test.each([
    ['1,234.56', 'Use vírgula para os centavos: 1.234,56.'],
    ['0,001', 'Centavos têm no máximo 2 casas decimais, como em 1.234,56.'],
  ])('price "%s" is neither rounded nor cut: it stays as typed and is refused with "%s", nothing sent', async (typed, message) => {
    const app = renderApp('/app/services/new', { token: testToken });
    await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 }), 'Empena lateral');
    const price = screen.getByRole('textbox', { name: 'Preço (R$)' });
    await app.user.type(price, typed);
    await app.user.tab();
    expect(price).toHaveValue(typed);
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Informe um número.')).toBeNull();
    expect(sent('POST')).toEqual([]);
  });

  test('a name of nothing but spaces is missing, as the server says: "Campo obrigatório.", nothing sent', async () => {
    const app = renderApp('/app/services/new', { token: testToken });
    await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 }), '    ');
    await app.user.type(screen.getByRole('textbox', { name: 'Preço (R$)' }), '10');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(sent('POST')).toEqual([]);
  });

  test('texts go trimmed: "  Empena  " is sent as "Empena"', async () => {
    const app = renderApp('/app/services/new', { token: testToken });
    const name = await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
    await app.user.type(name, '  Empena lateral  ');
    expect(name).toHaveValue('  Empena lateral  ');
    await app.user.type(screen.getByRole('textbox', { name: 'Preço (R$)' }), '10');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço criado com sucesso!')).toBeInTheDocument();
    expect(sent('POST')).toMatchObject([{ json: { name: 'Empena lateral', price: 10 } }]);
  });

  test('coordinates: comma placeholders and the numeric keyboard', async () => {
    renderApp('/app/outdoors/new', { token: testToken });
    const latitude = await screen.findByRole('textbox', { name: 'Latitude' }, { timeout: 5000 });
    expect(latitude).toHaveAttribute('placeholder', '-23,5505');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveAttribute('placeholder', '-46,6333');
    expect(latitude).toHaveAttribute('inputmode', 'decimal');
  });

  test('a date is typed as dd/mm/aaaa (slashes put in) and sent as yyyy-mm-dd', async () => {
    reply((method, path) => {
      if (method !== 'GET') return undefined;
      if (path === '/api/server/services') return HttpResponse.json({ data: { items: [{ id: 's-1', name: 'Painel rodoviário' }], total: 1, page: 1, limit: 20 } });
      if (path === '/api/painel/clients') return HttpResponse.json({ data: [{ id: 'c-2', name: 'Bruno Lima' }], total: 1, page: 1, limit: 20 });
      return undefined;
    });
    const app = renderApp('/app/tenancies/new', { token: testToken });
    await app.user.click(await screen.findByRole('combobox', { name: 'Serviço' }, { timeout: 5000 }));
    await app.user.click(await screen.findByRole('option', { name: 'Painel rodoviário' }));
    await app.user.click(screen.getByRole('combobox', { name: 'Cliente' }));
    await app.user.click(await screen.findByRole('option', { name: 'Bruno Lima' }));
    const start = screen.getByRole('textbox', { name: 'Início' });
    expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    await app.user.type(start, '01122026');
    expect(start).toHaveValue('01/12/2026');
    await app.user.type(screen.getByRole('textbox', { name: 'Fim' }), '31/12/2026');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Locação feita com sucesso!')).toBeInTheDocument();
    expect(sent('POST')).toMatchObject([{ json: { startDate: '2026-12-01', endDate: '2026-12-31' } }]);
  });

  test('an impossible date (31/02/2026) is refused under the field', async () => {
    const app = renderApp('/app/tenancies/new', { token: testToken });
    await app.user.type(await screen.findByRole('textbox', { name: 'Início' }, { timeout: 5000 }), '31022026');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(document.getElementById('root_startDate__error')).toHaveTextContent(/data/i);
    expect(sent('POST')).toEqual([]);
  });
});
