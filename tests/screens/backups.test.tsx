// "Cópias de segurança": the last good one, the recent ones, "Fazer cópia agora" with its progress and the toast at
// its end; its states; administrators only.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readRoles } from '../../src/engine/descriptor';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken, testUser } from '../utils/session';

const settings = { everyHours: 24, keep: 14, dir: '/dados/backups' };
const good = { id: '2', startedAt: '2026-11-25T17:03:00.000Z', finishedAt: '2026-11-25T17:04:00.000Z', takenAt: '2026-11-25T17:03:00.000Z', reason: 'agendada', by: 'Sistema', location: '/dados/backups/painel-2.tar', bytes: 1536, verified: true };
const failed = { id: '1', startedAt: '2026-11-24T17:03:00.000Z', finishedAt: '2026-11-24T17:04:00.000Z', reason: 'manual', by: 'Ana Souza', location: '/dados/backups/painel-1.tar', verified: false, error: 'Sem espaço em disco.' };
const started = { id: '3', startedAt: '2026-11-26T12:00:00.000Z', reason: 'manual', by: 'Ana Souza', location: '/dados/backups/painel-3.tar', verified: false };
let state: object;
const posted: number[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/painel/backups', () => HttpResponse.json(state)),
  http.post('/api/painel/backups', () => {
    posted.push(1);
    state = { items: [started, good, failed], lastGood: good, overdue: false, running: true, settings };
    return HttpResponse.json(started, { status: 202 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'warn' }));
beforeEach(() => {
  posted.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const table = () => screen.findByRole('table', { name: 'Cópias de segurança, da mais recente à mais antiga' });
const rowTexts = async () => within(await table()).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));

test('the recent ones, newest first, the last good one marked; the schedule and where they go', async () => {
  state = { items: [good, failed], lastGood: good, overdue: false, running: false, settings };
  renderApp('/app/copias-de-seguranca', { token: testToken });
  expect(await rowTexts()).toEqual([
    ['25/11/2026 às 14:03Última cópia boa', 'Agendada', 'Sistema', '1,5 KB', 'painel-2.tar', 'Sim', ''],
    ['24/11/2026 às 14:03', 'Manual', 'Ana Souza', '—', 'painel-1.tar', 'Não', 'Sem espaço em disco.'],
  ]);
  expect(screen.getByText('A cada 24 horas; guarda as 14 mais recentes. Em /dados/backups.')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Última cópia boa' })).toHaveTextContent('25/11/2026 às 14:03 · 1,5 KB · verificada/dados/backups/painel-2.tar');
});

test('"Fazer cópia agora": asked once, progress while it runs, a toast when it ends verified', async () => {
  state = { items: [good, failed], lastGood: good, overdue: false, running: false, settings };
  const { user } = renderApp('/app/copias-de-seguranca', { token: testToken });
  await table();
  await user.click(screen.getByRole('button', { name: 'Fazer cópia agora' }));
  expect(await screen.findByText('Fazendo a cópia de segurança… Ela é verificada antes de terminar.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Fazer cópia agora' })).toBeDisabled();
  expect(posted).toEqual([1]);
  const done = { ...started, finishedAt: '2026-11-26T12:01:00.000Z', takenAt: '2026-11-26T12:00:01.000Z', bytes: 2048, verified: true };
  state = { items: [done, good, failed], lastGood: done, overdue: false, running: false, settings };
  expect(await screen.findByText('Cópia de segurança feita e verificada (2 KB).', {}, { timeout: 4000 })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Fazer cópia agora' })).toBeEnabled());
  expect((await rowTexts())[0]).toEqual(['26/11/2026 às 09:00Última cópia boa', 'Manual', 'Ana Souza', '2 KB', 'painel-3.tar', 'Sim', '']);
});

test('none yet: says so; a server without backups: its reason', async () => {
  state = { items: [], overdue: false, running: false, settings };
  renderApp('/app/copias-de-seguranca', { token: testToken });
  expect(await screen.findByText('Nenhuma cópia de segurança feita ainda.')).toBeInTheDocument();
  expect(screen.getByText('Nenhuma cópia feita e verificada ainda.')).toBeInTheDocument();
});

test('a server without backups configured: the reason, and no button to press', async () => {
  server.use(http.get('/api/painel/backups', () => HttpResponse.json({ message: 'Este servidor não faz cópias de segurança (BACKUP_DIR não configurado).' }, { status: 404 })));
  renderApp('/app/copias-de-seguranca', { token: testToken });
  expect(await screen.findByText('Este servidor não faz cópias de segurança (BACKUP_DIR não configurado).')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Fazer cópia agora' })).toBeDisabled();
});

test('an editor: refused, nothing asked, and not in the drawer', async () => {
  server.use(...sessionHandlers({ user: { ...testUser, role: 'editor' } as typeof testUser }));
  let asked = 0;
  server.use(http.get('/api/painel/backups', () => (asked++, HttpResponse.json({}))));
  renderApp('/app/copias-de-seguranca', { token: testToken, roles: readRoles()! });
  expect(await screen.findByText('Só administradores têm acesso a isto.')).toBeInTheDocument();
  expect(asked).toBe(0);
  expect(within(screen.getByRole('navigation', { name: 'Navegação principal' })).queryByRole('link', { name: 'Cópias de segurança' })).toBeNull();
});
