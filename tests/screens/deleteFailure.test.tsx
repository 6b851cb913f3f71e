import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const IN_USE = 'Não é possível excluir este serviço: há locações ligadas a ele.';
let deletes = 0;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/services', () =>
    HttpResponse.json({ data: { items: [{ id: 's-1', name: 'Painel rodoviário', price: 1200 }], total: 1, page: 1, limit: 10 } }),
  ),
  http.delete('/api/server/services/:id', () => {
    deletes += 1;
    return HttpResponse.json({ message: IN_USE }, { status: 409 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a delete the server refuses', () => {
  test('the dialog stays open with the reason, no longer says "será excluído permanentemente", and can try again', async () => {
    const app = renderApp('/app/services', { token: testToken });
    await app.user.click(await screen.findByRole('button', { name: 'Excluir Painel rodoviário' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir serviço?' });
    expect(dialog).toHaveTextContent('“Painel rodoviário” será excluído permanentemente.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(IN_USE));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Erro ao deletar serviço!');
    expect(dialog).not.toHaveTextContent('será excluído permanentemente');
    expect(dialog).toHaveAccessibleDescription(/Erro ao deletar serviço!/);
    await app.user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(deletes).toBe(2));
    await app.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Excluir Painel rodoviário' })).toBeInTheDocument();
  });
});
