// Two tabs on one service: this one (opened at version 1) saves after a colleague's save. The server refuses
// with 412; the form keeps what was typed and shows, field by field, "Seu valor" and "Valor atual", then saves
// again answering for the version it now shows.
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { reply, sent } = recordingServer();
const CHANGED = 'Este serviço foi alterado por Maria em 25/11/2026 às 14:03, depois que você o abriu. Nada foi salvo: confira a versão atual.';
const ifMatches: (string | null)[] = [];

beforeEach(() => {
  ifMatches.length = 0;
  reply((method, path, request) => {
    if (path !== '/api/server/services/s-9') return undefined;
    if (method === 'GET') return HttpResponse.json({ data: { id: 's-9', name: 'Painel rodoviário', description: 'Antiga', price: 2466.26, version: 1 } });
    if (method !== 'PUT') return undefined;
    ifMatches.push(request.headers.get('if-match'));
    if (request.headers.get('if-match') === '"1"') {
      return HttpResponse.json(
        { message: CHANGED, current: { id: 's-9', name: 'Painel rodoviário', description: 'Antiga', price: 5000, version: 2 }, changedBy: { name: 'Maria', at: '2026-11-25T17:03:00.000Z' } },
        { status: 412 },
      );
    }
    return HttpResponse.json({ data: { id: 's-9', name: 'Painel rodoviário', description: 'Nova descrição', price: 5000, version: 3 } });
  });
});

test('412 on save: the conflict view, field by field; the choices go into the form; the next save sends If-Match "2" and both changes', async () => {
  const app = renderApp('/app/services/s-9', { token: testToken });
  const description = await screen.findByRole('textbox', { name: 'Descrição' }, { timeout: 5000 });
  await app.user.clear(description);
  await app.user.type(description, 'Nova descrição');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));

  const dialog = await screen.findByRole('dialog', { name: 'Alguém salvou este registro enquanto você editava' });
  // Said once, in the view (no toast repeats it over the dialog).
  expect(within(dialog).getByText(CHANGED)).toBeInTheDocument();
  expect(screen.queryByText('Erro ao atualizar serviço!')).toBeNull();
  // Maria changed the price, not the description: only the price is hers to label and to choose.
  expect(within(dialog).queryByRole('region', { name: 'Descrição' })).toBeNull();
  expect(dialog).not.toHaveTextContent(/alterado por Maria[^)]*\)Antiga/);
  expect(within(dialog).getByText('Só você alterou, e fica como você digitou: Descrição.')).toBeInTheDocument();
  const priceRow = within(dialog).getByRole('region', { name: 'Preço (R$)' });
  expect(priceRow).toHaveTextContent('Seu valorR$ 2.466,26');
  expect(priceRow).toHaveTextContent(/Valor atual \(alterado por Maria (em 25\/11\/2026 )?às 14:03\)R\$ 5\.000,00Manter o meu/);
  // She did not touch the price: the colleague's stays unless she says otherwise.
  expect(within(priceRow).getByRole('button', { name: 'Usar o atual' })).toHaveAttribute('aria-pressed', 'true');
  // The name is the same on both sides: not asked.
  expect(within(dialog).queryByRole('region', { name: 'Nome' })).toBeNull();

  await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar e revisar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Nova descrição');
  expect(screen.getByRole('textbox', { name: 'Preço (R$)' })).toHaveValue('5.000,00');

  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(ifMatches).toEqual(['"1"', '"2"']));
  expect(sent('PUT').at(-1)?.json).toEqual({ name: 'Painel rodoviário', description: 'Nova descrição', price: 5000 });
});

test('a field both changed: "alterado por Maria" beside her value, "Manter o meu" keeps the typed one', async () => {
  const app = renderApp('/app/services/s-9', { token: testToken });
  const price = await screen.findByRole('textbox', { name: 'Preço (R$)' }, { timeout: 5000 });
  await app.user.clear(price);
  await app.user.type(price, '3000');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  const dialog = await screen.findByRole('dialog');
  const priceRow = within(dialog).getByRole('region', { name: 'Preço (R$)' });
  expect(priceRow).toHaveTextContent(/Seu valorR\$ 3\.000,00Valor atual \(alterado por Maria (em 25\/11\/2026 )?às 14:03\)R\$ 5\.000,00/);
  expect(within(priceRow).getByRole('button', { name: 'Manter o meu' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(dialog).queryByText(/Só você alterou/)).toBeNull();
  await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar e revisar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('textbox', { name: 'Preço (R$)' })).toHaveValue('3.000,00');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(sent('PUT')).toHaveLength(2));
  expect(sent('PUT')[1].json).toEqual({ name: 'Painel rodoviário', description: 'Antiga', price: 3000 });
});
