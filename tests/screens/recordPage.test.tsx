import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const me = { id: 'u-1', name: 'Ana Souza', email: 'ana@painel.local', avatarUrl: '/uploads/ana.png' };
let job = { id: 'j-1', name: 'Motorista', description: 'Entregas.', html: '<p>CNH D</p>', status: true };
const server = setupServer(
  ...sessionHandlers({ user: me }),
  http.get('/api/jobs/j-1', () => HttpResponse.json(job)),
  http.patch('/api/jobs/j-1', () => {
    job = { ...job, status: !job.status };
    return HttpResponse.json(job);
  }),
  http.get('/api/server/users/u-1', () => HttpResponse.json({ data: me })),
  http.get('/api/server/users/u-2', () => HttpResponse.json({ data: { id: 'u-2', name: 'Bruno Lima', email: 'bruno@exemplo.com.br', avatarUrl: '/uploads/bruno.png' } })),
  // "Minha conta" lists my open sessions: none here (its own tests are in accountSessions.test.tsx).
  http.get('/api/painel/sessions', () => HttpResponse.json({ items: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('an edit page shows the record: its status, its picture, its actions', () => {
  test('"Editar vaga" shows the status and can switch it', async () => {
    const app = renderApp('/app/jobs/j-1', { token: testToken });
    const about = await screen.findByRole('region', { name: 'Sobre este registro' }, { timeout: 5000 });
    expect(within(about).getByText('Status')).toBeInTheDocument();
    // Drawn as the list draws a status: a green chip when on, an outlined one when off.
    expect(within(about).getByText('Ativa').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess', 'MuiChip-filled');
    await app.user.click(within(about).getByRole('button', { name: 'Desativar vaga' }));
    expect(await screen.findByText('Status da vaga alterado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(within(about).getByText('Inativa')).toBeInTheDocument());
    expect(within(about).getByText('Inativa').closest('.MuiChip-root')).toHaveClass('MuiChip-outlined');
    expect(app.path()).toBe('/app/jobs/j-1');
  });

  test('"Editar usuário" shows the avatar and offers "Alterar avatar" and "Alterar senha", which come back here', async () => {
    const app = renderApp('/app/users/u-2', { token: testToken });
    const about = await screen.findByRole('region', { name: 'Sobre este registro' }, { timeout: 5000 });
    expect(within(about).getByRole('img', { name: 'Avatar' })).toHaveAttribute('src', '/uploads/bruno.png');
    expect(within(about).getByRole('link', { name: 'Alterar avatar' })).toHaveAttribute('href', '/app/users/u-2/avatar');
    await app.user.click(within(about).getByRole('link', { name: 'Alterar senha' }));
    await waitFor(() => expect(app.path()).toBe('/app/users/u-2/change-password'));
    await screen.findByLabelText(/^Confirmar senha/, { selector: 'input' });
    await app.user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(app.path()).toBe('/app/users/u-2'));
  });

  test('the account menu has "Minha conta" (my own page) and the header shows my avatar', async () => {
    const app = renderApp('/app/jobs/j-1', { token: testToken });
    const account = await screen.findByRole('button', { name: 'Conta do usuário' }, { timeout: 5000 });
    // Decorative (the button says "Conta do usuário"): an img with empty alt.
    expect(account.querySelector('img')).toHaveAttribute('src', '/uploads/ana.png');
    await app.user.click(account);
    await app.user.click(await screen.findByRole('menuitem', { name: 'Minha conta' }));
    await waitFor(() => expect(app.path()).toBe('/app/account'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Ana Souza'));
    expect(within(screen.getByRole('main')).getByRole('img', { name: 'Avatar de Ana Souza' })).toHaveAttribute('src', '/uploads/ana.png');
  });
});
