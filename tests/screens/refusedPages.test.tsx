import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { readRoles } from '../../src/engine/descriptor';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken, testUser } from '../utils/session';

// schemas/roles.json as shipped: the signed-in person (Ana, u-1) gets a role per test.
const roles = readRoles();
const { server, reply, sent } = recordingServer();
const bruno = { id: 'u-2', name: 'Bruno Lima', email: 'bruno@exemplo.com.br', role: 'leitura' };

beforeEach(() =>
  reply((method, path) => {
    if (method === 'GET' && path === '/api/server/users/u-1') return HttpResponse.json({ data: { ...testUser, role: 'editor' } });
    if (method === 'GET' && path === '/api/server/users/u-2') return HttpResponse.json({ data: bruno });
    return undefined;
  }),
);

function openAs(role: string, url: string) {
  server.use(...sessionHandlers({ user: { ...testUser, role } as typeof testUser }));
  return renderApp(url, { token: testToken, roles });
}

const refusedHeading = () => screen.findByRole('heading', { level: 2, name: 'Sem permissão para esta página' }, { timeout: 5000 });

describe('a page the role may not open says what is refused and why, not "404"', () => {
  test('leitura at /app/services/new: it may not create services; the way back is the list', async () => {
    const app = openAs('leitura', '/app/services/new');
    expect(await refusedHeading()).toBeInTheDocument();
    expect(screen.getByText('Seu perfil (Leitura) não pode criar serviços.')).toBeInTheDocument();
    expect(screen.queryByText('Página não encontrada')).not.toBeInTheDocument();
    expect(screen.queryByText(/Erro 404/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Ir para Serviços' }));
    await waitFor(() => expect(app.path()).toBe('/app/services'));
  });

  test('editor at /app/config: it may not see the settings; the way back is the home page', async () => {
    openAs('editor', '/app/config');
    expect(await refusedHeading()).toBeInTheDocument();
    expect(screen.getByText('Seu perfil (Editor) não pode ver configurações.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/app');
    expect(sent('GET').map((r) => r.path)).not.toContain('/rest/v1/config');
  });

  test.each([
    ['change-password', 'Seu perfil (Editor) só pode alterar senha da própria conta.', 'Nova senha'],
    ['avatar', 'Seu perfil (Editor) só pode alterar avatar da própria conta.', 'Nova imagem'],
  ])("editor at another person's /%s: refused before any form, with the way to Minha conta", async (action, why, field) => {
    const app = openAs('editor', `/app/users/u-2/${action}`);
    expect(await refusedHeading()).toBeInTheDocument();
    expect(screen.getByText(why)).toBeInTheDocument();
    expect(screen.queryByLabelText(new RegExp(`^${field}`))).not.toBeInTheDocument();
    await app.user.click(screen.getByRole('link', { name: 'Ir para Minha conta' }));
    await waitFor(() => expect(app.path()).toBe('/app/account'));
  });

  test("editor at its own /change-password: the form, as before", async () => {
    openAs('editor', '/app/users/u-1/change-password');
    expect(await screen.findByLabelText(/^Nova senha/, { selector: 'input' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Sem permissão para esta página')).not.toBeInTheDocument();
  });

  test('editor at /app/users/u-2/role: an action it has on no record', async () => {
    openAs('editor', '/app/users/u-2/role');
    expect(await refusedHeading()).toBeInTheDocument();
    expect(screen.getByText('Seu perfil (Editor) não pode alterar perfil (usuários).')).toBeInTheDocument();
  });

  test.each(['/app/nada-aqui', '/app/config/new', '/app/services/1/nope'])('%s stays a real 404 for a role too', async (url) => {
    openAs('editor', url);
    expect(await screen.findByRole('heading', { level: 2, name: 'Página não encontrada' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Sem permissão para esta página')).not.toBeInTheDocument();
  });
});
