import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { sent, reply } = recordingServer();

beforeEach(() =>
  reply((method, path) =>
    method === 'GET' && path === '/api/server/users/u-2' ? HttpResponse.json({ data: { id: 'u-2', name: 'Bruno Lima', email: 'bruno@exemplo.com.br' } }) : undefined,
  ),
);

describe('"Alterar senha" asks for the new password twice', () => {
  test('two different passwords: a Portuguese error under "Confirmar senha", nothing sent', async () => {
    const app = renderApp('/app/users/u-2/change-password', { token: testToken });
    await app.user.type(await screen.findByLabelText(/^Nova senha/, { selector: 'input' }, { timeout: 5000 }), 'nova-senha-123');
    await app.user.type(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' }), 'nova-senha-124');
    await app.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(document.getElementById('root_passwordConfirmation__error')).toHaveTextContent('As senhas não coincidem.'));
    expect(sent('PATCH')).toEqual([]);
  });

  test('an empty confirmation is required', async () => {
    const app = renderApp('/app/users/u-2/change-password', { token: testToken });
    await app.user.type(await screen.findByLabelText(/^Nova senha/, { selector: 'input' }, { timeout: 5000 }), 'nova-senha-123');
    await app.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await waitFor(() => expect(document.getElementById('root_passwordConfirmation__error')).toHaveTextContent('Campo obrigatório.'));
    expect(sent('PATCH')).toEqual([]);
  });

  test('the same password twice: only the spec payload {id, password} is sent', async () => {
    const app = renderApp('/app/users/u-2/change-password', { token: testToken });
    await app.user.type(await screen.findByLabelText(/^Nova senha/, { selector: 'input' }, { timeout: 5000 }), 'nova-senha-123');
    await app.user.type(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' }), 'nova-senha-123');
    await app.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(sent('PATCH')).toEqual([expect.objectContaining({ path: '/api/server/users/change-password/u-2', json: { id: 'u-2', password: 'nova-senha-123' } })]);
  });
});
