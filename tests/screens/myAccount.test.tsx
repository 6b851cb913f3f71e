import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { pngFile } from '../utils/contract';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken, testUser } from '../utils/session';

// testUser (Ana Souza, u-1) is the signed-in person.
const { reply, sent } = recordingServer();
const bruno = { id: 'u-2', name: 'Bruno Lima', email: 'bruno@exemplo.com.br' };

beforeEach(() =>
  reply((method, path) => {
    if (method === 'GET' && path === '/api/server/users/u-1') return HttpResponse.json({ data: testUser });
    if (method === 'GET' && path === '/api/server/users/u-2') return HttpResponse.json({ data: bruno });
    return undefined;
  }),
);

const section = (name: string) => screen.getByRole('region', { name });
const field = (within_: HTMLElement, label: RegExp) => within(within_).getByLabelText(label, { selector: 'input' });

describe('"Minha conta": the signed-in person\'s own page', () => {
  test('the account menu opens /app/account: "Minha conta", my name and e-mail, my data, avatar and password', async () => {
    const app = renderApp('/app', { token: testToken });
    await app.user.click(await screen.findByRole('button', { name: 'Conta do usuário' }, { timeout: 5000 }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Minha conta' }));
    await waitFor(() => expect(app.path()).toBe('/app/account'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Minha conta' })).toBeInTheDocument();
    await waitFor(() => expect(within(section('Dados pessoais')).getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Souza'));
    expect(within(section('Dados pessoais')).getByRole('textbox', { name: 'E-mail' })).toHaveValue('ana@painel.local');
    expect(screen.getByRole('heading', { level: 2, name: 'Ana Souza' })).toBeInTheDocument();
    expect(screen.getByText('ana@painel.local', { selector: 'p' })).toBeInTheDocument();
    // No picture yet: the initials (the account button shows them too).
    expect(within(screen.getByRole('main')).getByText('AS')).toBeInTheDocument();
    expect(within(section('Alterar avatar')).getByLabelText('Nova imagem', { selector: 'input' })).toBeInTheDocument();
    const password = section('Alterar senha');
    expect(field(password, /^Senha atual/)).toBeInTheDocument();
    expect(field(password, /^Nova senha/)).toBeInTheDocument();
    expect(field(password, /^Confirmar senha/)).toBeInTheDocument();
    expect(document.title).toBe('Minha conta · Painel');
  });

  test('my data is saved with the spec\'s PUT and I stay on the page', async () => {
    const app = renderApp('/app/account', { token: testToken });
    const name = await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
    await waitFor(() => expect(name).toHaveValue('Ana Souza'));
    await app.user.clear(name);
    await app.user.type(name, 'Ana Souza Lima');
    await app.user.click(within(section('Dados pessoais')).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Usuário atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PUT')).toMatchObject([{ path: '/api/server/users/u-1', json: { name: 'Ana Souza Lima', email: 'ana@painel.local' } }]);
    expect(app.path()).toBe('/app/account');
  });

  test('changing my password asks for the current one and sends it with the spec\'s {id, password}; the fields are emptied after', async () => {
    const app = renderApp('/app/account', { token: testToken });
    const password = await screen.findByRole('region', { name: 'Alterar senha' }, { timeout: 5000 });
    await app.user.type(field(password, /^Nova senha/), 'nova-senha-123');
    await app.user.type(field(password, /^Confirmar senha/), 'nova-senha-123');
    await app.user.click(within(password).getByRole('button', { name: 'Alterar senha' }));
    expect(await within(password).findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(sent('PATCH')).toEqual([]);

    await app.user.type(field(password, /^Senha atual/), 'senha-antiga-1');
    await app.user.click(within(password).getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(sent('PATCH')).toMatchObject([{ path: '/api/server/users/change-password/u-1' }]);
    expect(sent('PATCH')[0].json).toEqual({ id: 'u-1', password: 'nova-senha-123', currentPassword: 'senha-antiga-1' });
    await waitFor(() => expect(field(section('Alterar senha'), /^Senha atual/)).toHaveValue(''));
    expect(field(section('Alterar senha'), /^Nova senha/)).toHaveValue('');
    expect(app.path()).toBe('/app/account');
  });

  test('a wrong current password is said on its field', async () => {
    reply((method, path) =>
      method === 'PATCH' && path === '/api/server/users/change-password/u-1'
        ? HttpResponse.json({ message: 'Senha atual incorreta.', errors: [{ field: 'currentPassword', message: 'Senha atual incorreta.' }] }, { status: 403 })
        : undefined,
    );
    const app = renderApp('/app/account', { token: testToken });
    const password = await screen.findByRole('region', { name: 'Alterar senha' }, { timeout: 5000 });
    await app.user.type(field(password, /^Senha atual/), 'chute');
    await app.user.type(field(password, /^Nova senha/), 'nova-senha-123');
    await app.user.type(field(password, /^Confirmar senha/), 'nova-senha-123');
    await app.user.click(within(password).getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Erro ao alterar senha!')).toBeInTheDocument();
    expect(await within(password).findByText('Senha atual incorreta.')).toBeInTheDocument();
  });

  test('a new avatar is sent as the spec\'s multipart {file}', async () => {
    const app = renderApp('/app/account', { token: testToken });
    const avatar = await screen.findByRole('region', { name: 'Alterar avatar' }, { timeout: 5000 });
    const file = pngFile('rosto.png');
    await app.user.upload(within(avatar).getByLabelText('Nova imagem', { selector: 'input' }), file);
    await app.user.click(within(avatar).getByRole('button', { name: 'Alterar avatar' }));
    expect(await screen.findByText('Avatar atualizado com sucesso!')).toBeInTheDocument();
    expect(sent('PATCH')).toMatchObject([{ path: '/api/server/users/avatar/u-1', form: { file: { name: 'rosto.png', type: 'image/png', size: file.size } } }]);
  });

  test('leaving with unsaved data asks first', async () => {
    const app = renderApp('/app/account', { token: testToken });
    const name = await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
    await waitFor(() => expect(name).toHaveValue('Ana Souza'));
    await app.user.type(name, ' Lima');
    await app.user.click(screen.getByRole('link', { name: 'Início' }));
    expect(await screen.findByRole('dialog', { name: 'Descartar alterações?' })).toBeInTheDocument();
    expect(app.path()).toBe('/app/account');
  });
});

describe('the password page of a user record', () => {
  test('my own record asks for the current password too', async () => {
    const app = renderApp('/app/users/u-1/change-password', { token: testToken });
    await app.user.type(await screen.findByLabelText(/^Senha atual/, { selector: 'input' }, { timeout: 5000 }), 'senha-antiga-1');
    await app.user.type(screen.getByLabelText(/^Nova senha/, { selector: 'input' }), 'nova-senha-123');
    await app.user.type(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' }), 'nova-senha-123');
    await app.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(sent('PATCH')[0].json).toEqual({ id: 'u-1', password: 'nova-senha-123', currentPassword: 'senha-antiga-1' });
  });

  test("someone else's does not: the spec's {id, password}", async () => {
    const app = renderApp('/app/users/u-2/change-password', { token: testToken });
    await app.user.type(await screen.findByLabelText(/^Nova senha/, { selector: 'input' }, { timeout: 5000 }), 'nova-senha-123');
    expect(screen.queryByLabelText(/^Senha atual/, { selector: 'input' })).not.toBeInTheDocument();
    await app.user.type(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' }), 'nova-senha-123');
    await app.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(sent('PATCH')[0]).toMatchObject({ path: '/api/server/users/change-password/u-2' });
    expect(sent('PATCH')[0].json).toEqual({ id: 'u-2', password: 'nova-senha-123' });
  });
});
