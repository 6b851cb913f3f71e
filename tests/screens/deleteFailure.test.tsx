import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const IN_USE = 'Não é possível excluir este serviço: há locações ligadas a ele.';
let deletes = 0;
/** What the next DELETE answers (then: 200). */
let answer: () => Response = () => HttpResponse.json({ message: IN_USE }, { status: 409 });
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/users/:id', () => HttpResponse.json({ data: { id: 'u-1', name: 'Ana Souza' } })),
  http.get('/api/server/services', () =>
    HttpResponse.json({ data: { items: [{ id: 's-1', name: 'Painel rodoviário', price: 1200 }], total: 1, page: 1, limit: 10 } }),
  ),
  http.delete('/api/server/services/:id', () => {
    deletes += 1;
    const next = answer;
    answer = () => HttpResponse.json({ data: { id: 's-1' } });
    return next();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  deletes = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Opens the delete dialog of the one row and confirms. */
async function confirmDelete(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Excluir Painel rodoviário' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir serviço?' });
  expect(dialog).toHaveTextContent('“Painel rodoviário” vai para a Lixeira, de onde pode ser restaurado.');
  await app.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
  return dialog;
}

/** Alerts outside the dialog: toasts. */
const toasts = () => screen.queryAllByRole('alert').filter((a) => !a.closest('[role="dialog"]'));

/** Closes the dialog; by then a toast of the failure would be on screen. */
async function closeAndSeeNoToast(app: ReturnType<typeof renderApp>, dialog: HTMLElement) {
  await app.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(toasts()).toEqual([]);
}

describe('a delete the server refuses', () => {
  test('in use (409): the reason once, in the dialog, with no toast and no "Tentar novamente" (it would fail the same way)', async () => {
    const app = renderApp('/app/services', { token: testToken });
    const dialog = await confirmDelete(app);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent(IN_USE));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Erro ao deletar serviço!');
    expect(dialog).not.toHaveTextContent('vai para a Lixeira');
    expect(dialog).toHaveAccessibleDescription(/Erro ao deletar serviço!/);
    expect(within(dialog).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Excluir' })).toBeNull();
    await closeAndSeeNoToast(app, dialog);
    expect(deletes).toBe(1);
    expect(screen.getByRole('button', { name: 'Excluir Painel rodoviário' })).toBeInTheDocument();
  });

  test('already gone (404): said in the dialog, no retry', async () => {
    answer = () => HttpResponse.json({ message: 'Serviço não encontrado.' }, { status: 404 });
    const app = renderApp('/app/services', { token: testToken });
    const dialog = await confirmDelete(app);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Serviço não encontrado.'));
    expect(within(dialog).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    await closeAndSeeNoToast(app, dialog);
  });

  test('a server fault (500) without a reason: a sentence a person understands, and "Tentar novamente", which can work', async () => {
    answer = () => new HttpResponse(null, { status: 500 });
    const app = renderApp('/app/services', { token: testToken });
    const dialog = await confirmDelete(app);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('O servidor encontrou um erro inesperado. Tente novamente em instantes.'));
    expect(dialog).not.toHaveTextContent('500');
    await app.user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deletes).toBe(2);
    expect(await screen.findByText('Serviço deletado com sucesso!')).toBeInTheDocument();
    expect(toasts().map((t) => t.textContent)).toEqual(['Serviço deletado com sucesso!']);
  });

  test('no connection: said in the dialog, and "Tentar novamente"', async () => {
    answer = () => HttpResponse.error();
    const app = renderApp('/app/services', { token: testToken });
    const dialog = await confirmDelete(app);
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.'));
    expect(within(dialog).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    await closeAndSeeNoToast(app, dialog);
  });
});
