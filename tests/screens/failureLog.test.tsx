import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { MockInstance } from 'vitest';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// What a failure writes to the console. An expected answer (a refusal, 4xx) is one line of information, no
// error and no stack: a wrong password is not a fault. An unexpected one (no answer, 5xx) stays an error.

const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/users/:id', ({ params }) =>
    params.id === 'u-1' ? HttpResponse.json({ data: { id: 'u-1', name: 'Ana Souza' } }) : HttpResponse.json({ message: 'Usuário não encontrado.' }, { status: 404 }),
  ),
  http.post('/api/server/users', () => HttpResponse.json({ message: 'Já existe um usuário com este e-mail.', errors: [{ field: 'email', message: 'Já existe um usuário com este e-mail.' }] }, { status: 409 })),
  http.get('/api/server/services', () => HttpResponse.json({ data: { items: [{ id: 's-1', name: 'Empena', price: 900 }], total: 1, page: 1, limit: 10 } })),
  http.delete('/api/server/services/s-1', () => HttpResponse.json({ message: 'Não é possível excluir este serviço: há locações ligadas a ele.' }, { status: 409 })),
  http.get('/api/jobs', () => new HttpResponse(null, { status: 502 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
let error: MockInstance<typeof console.error>;
let info: MockInstance<typeof console.info>;
beforeEach(() => {
  error = vi.spyOn(console, 'error').mockImplementation(() => {});
  info = vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The one line an expected failure leaves: a single string, so no Error (and no stack) is printed. */
function expectOneInfoLine(text: string) {
  expect(error).not.toHaveBeenCalled();
  const lines = info.mock.calls.filter((args) => String(args[0]).includes(text));
  expect(lines).toHaveLength(1);
  expect(lines[0]).toHaveLength(1);
  expect(typeof lines[0][0]).toBe('string');
  expect(lines[0][0]).not.toMatch(/\n\s+at /);
}

describe('expected failures are one line of information, not an error', () => {
  test('a wrong password (401)', async () => {
    const app = renderApp('/app/sign-in');
    await app.user.type(await screen.findByRole('textbox', { name: 'E-mail' }), 'ana@painel.local');
    await app.user.type(screen.getByLabelText('Senha'), 'errada-123');
    await app.user.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findByText('E-mail ou senha incorretos.')).toBeInTheDocument();
    expectOneInfoLine('Falha ao entrar: E-mail ou senha incorretos. (401)');
  });

  test('a taken e-mail (409)', async () => {
    const app = renderApp('/app/users/new', { token: testToken });
    await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Ana Souza');
    await app.user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ana@painel.local');
    await app.user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'segredo-123');
    await app.user.type(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' }), 'segredo-123');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findAllByText('Já existe um usuário com este e-mail.')).not.toHaveLength(0);
    expectOneInfoLine('Erro ao cadastrar usuário!: Já existe um usuário com este e-mail. (409)');
  });

  test('a record in use (409)', async () => {
    const app = renderApp('/app/services', { token: testToken });
    await app.user.click(await screen.findByRole('button', { name: 'Excluir Empena' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir serviço?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('há locações ligadas a ele'));
    expectOneInfoLine('Erro ao deletar serviço!: Não é possível excluir este serviço: há locações ligadas a ele. (409)');
  });

  test('a record that is gone (404)', async () => {
    renderApp('/app/users/u-404', { token: testToken });
    expect(await screen.findByText('Usuário não encontrado.')).toBeInTheDocument();
    await waitFor(() => expect(info).toHaveBeenCalled());
    expectOneInfoLine('Erro ao buscar usuário: Usuário não encontrado. (404)');
  });
});

test('an unexpected failure (a 502 from a proxy) stays an error, with the error itself', async () => {
  renderApp('/app/jobs', { token: testToken });
  expect(await screen.findByText('O servidor encontrou um erro inesperado. Tente novamente em instantes.')).toBeInTheDocument();
  await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
  expect(error.mock.calls[0][0]).toBe('Erro ao buscar vagas');
  expect(error.mock.calls[0][1]).toMatchObject({ name: 'OperationError', status: 502 });
});
