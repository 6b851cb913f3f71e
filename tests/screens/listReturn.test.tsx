import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// Leaving a record (save, cancel, a record action, a record that cannot be read) goes back to its list as the
// user left it: search, filters, order and page, not the list's first page.

const service = { id: 's-7', name: 'Pacote anual', description: 'Doze meses', price: 9000 };
const user = { id: 'u-7', name: 'Bruno Lima', email: 'bruno@exemplo.com.br' };
const server = setupServer(
  ...sessionHandlers(),
  // Page 2 of 25 rows: the list has a second page to be on.
  http.get('/api/server/services', () => HttpResponse.json({ data: { items: [service], total: 25, page: 2, limit: 10 } })),
  http.get('/api/server/services/s-7', () => HttpResponse.json({ data: service })),
  http.get('/api/server/services/s-404', () => HttpResponse.json({ message: 'Serviço não encontrado.' }, { status: 404 })),
  http.put('/api/server/services/s-7', () => HttpResponse.json({ data: service })),
  http.post('/api/server/services', () => HttpResponse.json({ data: { ...service, id: 's-8' } }, { status: 201 })),
  http.get('/api/server/users', () => HttpResponse.json({ data: { items: [user], total: 1, page: 1, limit: 25 } })),
  http.get('/api/server/users/u-7', () => HttpResponse.json({ data: user })),
  http.put('/api/server/users/u-7', () => HttpResponse.json({ data: user })),
  http.patch('/api/server/users/change-password/u-7', () => HttpResponse.json({ data: user })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sessionStorage.clear();
});
afterAll(() => server.close());

const SERVICES = '/app/services?page=2&limit=10&sort=-price&q=pacote';

async function openRow(app: ReturnType<typeof renderApp>, name: string) {
  await app.user.click(await screen.findByRole('link', { name: `Editar ${name}` }));
  await screen.findByRole('button', { name: 'Salvar' });
}

async function changePassword(app: ReturnType<typeof renderApp>) {
  await app.user.type(await screen.findByLabelText(/^Nova senha/, { selector: 'input' }), 'senha-nova-123');
  await app.user.type(screen.getByLabelText(/^Confirmar senha/, { selector: 'input' }), 'senha-nova-123');
  await app.user.click(screen.getByRole('button', { name: 'Alterar senha' }));
  expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
}

describe('back to the list as it was left', () => {
  test('Cancelar on a record opened from page 2 of a sorted search', async () => {
    const app = renderApp(SERVICES, { token: testToken });
    await openRow(app, 'Pacote anual');
    expect(app.path()).toBe('/app/services/s-7');
    await app.user.click(screen.getByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(app.path()).toBe(SERVICES));
  });

  test('Salvar on that record', async () => {
    const app = renderApp(SERVICES, { token: testToken });
    await openRow(app, 'Pacote anual');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço atualizado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe(SERVICES));
  });

  test('Salvar on a new record started from that list', async () => {
    const app = renderApp(SERVICES, { token: testToken });
    await app.user.click(await screen.findByRole('link', { name: 'Novo serviço' }));
    await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }), 'Pacote semestral');
    await app.user.type(screen.getByRole('textbox', { name: /Preço/ }), '4500');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Serviço criado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(app.path()).toBe(SERVICES));
  });

  test('a record action run from a list row comes back to that list', async () => {
    const users = '/app/users?q=bruno&limit=25&page=1';
    const app = renderApp(users, { token: testToken });
    await app.user.click(await screen.findByRole('link', { name: 'Alterar senha: Bruno Lima' }));
    await changePassword(app);
    await waitFor(() => expect(app.path()).toBe(users));
  });

  test('a record action opened from the record comes back to the record, whose save then goes to the list as left', async () => {
    const users = '/app/users?q=bruno&limit=25&page=1';
    const app = renderApp(users, { token: testToken });
    await openRow(app, 'Bruno Lima');
    await app.user.click(screen.getByRole('link', { name: 'Alterar senha' }));
    await changePassword(app);
    await waitFor(() => expect(app.path()).toBe('/app/users/u-7'));
    await app.user.click(await screen.findByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(app.path()).toBe(users));
  });

  test('"Voltar" on a record that cannot be read', async () => {
    const app = renderApp(SERVICES, { token: testToken });
    await screen.findByRole('link', { name: 'Editar Pacote anual' });
    await app.router.navigate('/app/services/s-404');
    const alert = await screen.findByText('Serviço não encontrado.', { selector: '.MuiAlert-message *, .MuiAlert-message' });
    await app.user.click(within(alert.closest('.MuiAlert-root') as HTMLElement).getByRole('link', { name: 'Voltar' }));
    await waitFor(() => expect(app.path()).toBe(SERVICES));
  });

  test('another list keeps its own address; a list never visited opens on its first page', async () => {
    const app = renderApp(SERVICES, { token: testToken });
    await screen.findByRole('link', { name: 'Editar Pacote anual' });
    await app.router.navigate('/app/users/u-7');
    await app.user.click(await screen.findByRole('link', { name: 'Cancelar' }));
    await waitFor(() => expect(app.path()).toBe('/app/users'));
  });
});
