import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { reply } = recordingServer();
const TAKEN = 'Já existe um usuário com este e-mail.';

beforeEach(() =>
  reply((method, path) =>
    // What the reference server answers for a taken e-mail.
    method === 'POST' && path === '/api/server/users' ? HttpResponse.json({ message: TAKEN, errors: [{ field: 'email', message: TAKEN }] }, { status: 409 }) : undefined,
  ),
);

async function createDuplicate(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 }), 'João Pereira');
  await app.user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'joao@exemplo.com.br');
  await app.user.type(screen.getByLabelText(/^Senha/, { selector: 'input' }), 'senha-forte-1');
  await app.user.type(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' }), 'senha-forte-1');
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
}

describe('server answers in the form and toasts', () => {
  test('a taken e-mail marks the E-mail field with the reason', async () => {
    const app = renderApp('/app/users/new', { token: testToken });
    await createDuplicate(app);
    await waitFor(() => expect(document.getElementById('root_email__error')).toHaveTextContent(TAKEN));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(app.path()).toBe('/app/users/new');
  });

  test("the error toast of a screen closes when the user goes to another one", async () => {
    const app = renderApp('/app/users/new', { token: testToken });
    await createDuplicate(app);
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erro ao cadastrar usuário!');
    await app.user.click(screen.getByRole('link', { name: 'Categorias' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Descartar e sair' }));
    await waitFor(() => expect(app.path()).toBe('/app/categories'));
    // Well before its 4 s: the navigation closed it.
    await waitFor(() => expect(screen.queryByText('Erro ao cadastrar usuário!')).toBeNull(), { timeout: 1500 });
  });
});
