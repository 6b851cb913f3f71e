import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/screenStub')).screenStub('Início') }));
vi.mock('../../src/engine/form', async () => ({ FormPage: (await import('../utils/screenStub')).screenStub('Formulário') }));

// The reminders the server keeps for the signed-in person, as GET /api/painel/reminders answers them.
const reminder = (id: string, reminder: string, message: string, read = false) => ({
  id,
  resource: 'tenancies',
  recordId: `loc-${id}`,
  reminder,
  about: '2026-12-04',
  title: 'Painel Rodoviário · Padaria Bom Pão · 20/11/2026 a 04/12/2026',
  message,
  createdAt: '2026-12-01T12:00:00.000Z',
  read,
});
let items: ReturnType<typeof reminder>[] = [];
const asked: string[] = [];
const unread = () => items.filter((r) => !r.read).length;

const server = setupServer(
  http.get('/api/painel/reminders', () => HttpResponse.json({ items, unread: unread() })),
  http.post('/api/painel/reminders/read', () => {
    asked.push('todos');
    items = items.map((r) => ({ ...r, read: true }));
    return HttpResponse.json({ unread: 0 });
  }),
  http.post('/api/painel/reminders/:id/read', ({ params }) => {
    asked.push(String(params.id));
    items = items.map((r) => (r.id === params.id ? { ...r, read: true } : r));
    return HttpResponse.json({ unread: unread() });
  }),
  ...sessionHandlers(),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  items = [reminder('2', 'termina', 'Termina em 04/12/2026.'), reminder('1', 'comeca', 'Começa em 05/12/2026.', true)];
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const bell = async (name: string) => within(await screen.findByRole('banner')).findByRole('button', { name });

describe('the bell in the header: the person\u2019s reminders', () => {
  test('shows how many are unread; opened, lists them, each opening its record (and read)', async () => {
    const app = renderApp('/app', { token: testToken });
    await screen.findByTestId('screen');
    const button = await bell('Lembretes: 1 não lido');
    expect(within(button).getByText('1')).toBeInTheDocument();
    await app.user.click(button);
    const list = await screen.findByRole('dialog', { name: 'Lembretes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Painel Rodoviário · Padaria Bom Pão · 20/11/2026 a 04/12/2026Termina em 04/12/2026.Não lido', '/app/tenancies/loc-2'],
      ['Painel Rodoviário · Padaria Bom Pão · 20/11/2026 a 04/12/2026Começa em 05/12/2026.', '/app/tenancies/loc-1'],
    ]);
    await app.user.click(links[0]);
    await waitFor(() => expect(app.path()).toBe('/app/tenancies/loc-2'));
    expect(asked).toEqual(['2']);
    await bell('Lembretes');
  });

  test('"Marcar todos como lidos" empties the count; with none, "Nenhum lembrete"', async () => {
    const app = renderApp('/app', { token: testToken });
    await screen.findByTestId('screen');
    await app.user.click(await bell('Lembretes: 1 não lido'));
    const list = await screen.findByRole('dialog', { name: 'Lembretes' });
    await app.user.click(within(list).getByRole('button', { name: 'Marcar todos como lidos' }));
    expect(asked).toEqual(['todos']);
    await waitFor(() => expect(within(list).getByRole('button', { name: 'Marcar todos como lidos' })).toBeDisabled());
    expect(within(list).queryByText('Não lido')).not.toBeInTheDocument();
    fireEvent.keyDown(list, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    items = [];
    await app.user.click(await bell('Lembretes'));
    expect(await within(await screen.findByRole('dialog', { name: 'Lembretes' })).findByText('Nenhum lembrete')).toBeInTheDocument();
  });
});
