import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// "Minha conta" → "Sessões": where the account is signed in, "Encerrar" one, "Sair de todos os outros".
const me = { id: 'u-1', name: 'Ana Souza', email: 'ana@painel.local' };
const here = { id: 's-1', device: 'Chrome no Linux', createdAt: '2026-11-26T12:00:00.000Z', lastUsedAt: '2026-11-26T13:00:00.000Z', expiresAt: '2026-11-26T14:00:00.000Z', current: true };
const phone = { id: 's-2', device: 'Safari no iOS', createdAt: '2026-11-25T11:10:00.000Z', lastUsedAt: '2026-11-25T17:03:00.000Z', expiresAt: '2026-11-25T18:03:00.000Z', current: false };
const tablet = { id: 's-3', device: 'Chrome no Android', createdAt: '2026-11-24T10:00:00.000Z', lastUsedAt: '2026-11-24T10:30:00.000Z', expiresAt: '2026-11-24T11:30:00.000Z', current: false };
let open = [phone, here, tablet];
const calls: string[] = [];
const server = setupServer(
  ...sessionHandlers({ user: me }),
  http.get('/api/server/users/u-1', () => HttpResponse.json({ data: me })),
  http.get('/api/painel/sessions', () => HttpResponse.json({ items: open })),
  http.delete('/api/painel/sessions/:id', ({ params }) => {
    calls.push(`DELETE ${params.id}`);
    open = open.filter((s) => s.id !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
  http.post('/api/painel/sessions/end-others', () => {
    calls.push('end-others');
    const ended = open.filter((s) => !s.current).length;
    open = open.filter((s) => s.current);
    return HttpResponse.json({ ended });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  open = [phone, here, tablet];
  calls.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const section = () => screen.findByRole('region', { name: 'Sessões' }, { timeout: 5000 });

test('lists this session first, then the others with their last use (São Paulo time)', async () => {
  renderApp('/app/account', { token: testToken });
  const list = await within(await section()).findByRole('list', { name: 'Sessões abertas' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual([
    'Chrome no LinuxEsta sessãoEm uso agora',
    'Safari no iOSÚltimo uso em 25/11/2026 às 14:03 · entrou em 25/11/2026 às 08:10Encerrar',
    'Chrome no AndroidÚltimo uso em 24/11/2026 às 07:30 · entrou em 24/11/2026 às 07:00Encerrar',
  ]);
  expect(within(items[0]).queryByRole('button', { name: /Encerrar/ })).toBeNull();
});

test('"Encerrar" asks first, then ends that session and the list follows', async () => {
  const app = renderApp('/app/account', { token: testToken });
  const region = await section();
  await app.user.click(await within(region).findByRole('button', { name: 'Encerrar a sessão em Safari no iOS' }));
  const dialog = await screen.findByRole('dialog', { name: 'Encerrar esta sessão?' });
  expect(dialog).toHaveTextContent('A sessão em Safari no iOS termina agora: quem estiver nela precisará entrar de novo.');
  expect(calls).toEqual([]);
  await app.user.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
  expect(await screen.findByText('Sessão encerrada.')).toBeInTheDocument();
  expect(calls).toEqual(['DELETE s-2']);
  await waitFor(() => expect(within(region).queryByText('Safari no iOS')).toBeNull());
  expect(within(region).getByText('Chrome no Android')).toBeInTheDocument();
});

test('"Sair de todos os outros" asks, naming how many, and leaves only this one', async () => {
  const app = renderApp('/app/account', { token: testToken });
  const region = await section();
  await within(region).findByText('Safari no iOS');
  await app.user.click(within(region).getByRole('button', { name: 'Sair de todos os outros' }));
  const dialog = await screen.findByRole('dialog', { name: 'Sair de todos os outros?' });
  expect(dialog).toHaveTextContent('As outras 2 sessões terminam agora; esta continua aberta.');
  await app.user.click(within(dialog).getByRole('button', { name: 'Sair de todos os outros' }));
  expect(await screen.findByText('As outras sessões foram encerradas.')).toBeInTheDocument();
  expect(calls).toEqual(['end-others']);
  await waitFor(() => expect(within(region).getByText('Você não está conectado em nenhum outro lugar.')).toBeInTheDocument());
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(within(region).getByRole('button', { name: 'Sair de todos os outros' })).toBeDisabled();
});

test('a list that fails to load says so and offers to try again', async () => {
  server.use(http.get('/api/painel/sessions', () => HttpResponse.json({ message: 'Falha no servidor.' }, { status: 500 }), { once: true }));
  const app = renderApp('/app/account', { token: testToken });
  const region = await section();
  expect(await within(region).findByText('Erro ao buscar suas sessões')).toBeInTheDocument();
  await app.user.click(within(region).getByRole('button', { name: 'Tentar novamente' }));
  expect(await within(region).findByText('Safari no iOS')).toBeInTheDocument();
});
