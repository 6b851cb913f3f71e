import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken, testUser } from '../utils/session';

// The server refuses "Você não pode excluir a sua própria conta enquanto está conectado.": the signed-in
// person's own account (testUser, u-1) is never offered for deletion.
const { reply, sent } = recordingServer();
const bruno = { id: 'u-2', name: 'Bruno Lima', email: 'bruno@exemplo.com.br' };

beforeEach(() =>
  reply((method, path) => {
    if (method === 'GET' && path === '/api/server/users') return HttpResponse.json({ data: { items: [testUser, bruno], total: 2, page: 1, limit: 10 } });
    if (method === 'GET' && path === '/api/server/users/u-1') return HttpResponse.json({ data: testUser });
    if (method === 'GET' && path === '/api/server/users/u-2') return HttpResponse.json({ data: bruno });
    if (method === 'POST' && path === '/api/server/users/bulk') return HttpResponse.json({ data: { results: [{ id: 'u-2', ok: true }], done: 1, failed: 0 } });
    return undefined;
  }),
);

describe("one's own account offers no delete", () => {
  test("the users list: no delete button on my row, my row cannot be ticked, ticking the page ticks the others", async () => {
    const app = renderApp('/app/users', { token: testToken });
    const table = await screen.findByRole('table', { name: 'Usuários' }, { timeout: 5000 });
    expect(within(table).getByRole('button', { name: 'Excluir Bruno Lima' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Excluir Ana Souza' })).not.toBeInTheDocument();
    expect(within(table).getByRole('checkbox', { name: 'Selecionar Ana Souza' })).toBeDisabled();

    await app.user.click(within(table).getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    expect(within(table).getByRole('checkbox', { name: 'Selecionar Bruno Lima' })).toBeChecked();
    expect(within(table).getByRole('checkbox', { name: 'Selecionar Ana Souza' })).not.toBeChecked();
    const bar = screen.getByRole('region', { name: 'Seleção' });
    expect(bar).toHaveTextContent('1 usuário selecionado');
    await app.user.click(within(bar).getByRole('button', { name: 'Excluir (1)' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(sent('POST')).toMatchObject([{ path: '/api/server/users/bulk', json: { action: 'delete', ids: ['u-2'] } }]));
  });

  test("another user's page offers 'Excluir usuário'", async () => {
    renderApp('/app/users/u-2', { token: testToken });
    expect(await screen.findByRole('button', { name: 'Excluir usuário' }, { timeout: 5000 })).toBeInTheDocument();
  });

  test("my own record's page has no delete", async () => {
    renderApp('/app/users/u-1', { token: testToken });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Souza'), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Excluir usuário' })).not.toBeInTheDocument();
  });
});
