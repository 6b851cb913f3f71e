import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiProfiles } from '../../src/engine/contract';
import { readRoles } from '../../src/engine/descriptor';
import { renderApp, testApis } from '../utils/renderApp';
import { sessionHandlers, testToken, testUser } from '../utils/session';

const counted: string[] = [];
// What GET /api/painel/backups answers (a test sets it); each time it was asked.
const settings = { everyHours: 24, keep: 14, dir: '/dados/backups' };
const good = { id: '3', startedAt: '2026-11-25T17:03:00.000Z', finishedAt: '2026-11-25T17:04:00.000Z', takenAt: '2026-11-25T17:03:00.000Z', reason: 'agendada', by: 'Sistema', location: '/dados/backups/painel-1.tar', bytes: 2048, verified: true };
let backups: object = { items: [good], lastGood: good, overdue: false, running: false, settings };
let backupsAsked = 0;
// The home page's panels as schemas/dashboard.json declares today's: the backup warning, the counts, the latest changes.
const panels = [
  { id: 'copias', title: 'Cópia de segurança', kind: 'backups', resources: [] },
  { id: 'contagens', title: 'Cadastros', kind: 'counts', resources: [] },
  { id: 'ultimas', title: 'Últimas alterações', kind: 'latestChanges', resources: [] },
];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/painel/dashboard', () => HttpResponse.json({ panels })),
  http.get('/api/painel/backups', () => (backupsAsked++, HttpResponse.json(backups))),
  http.get('/api/outdoors', ({ request }) => (counted.push(new URL(request.url).search), HttpResponse.json({ data: [{ id: 'o-1' }], total: 1, page: 1, limit: 1 }))),
  http.get('/api/banners', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 1 })),
  http.get('/api/categories', () => HttpResponse.json({ data: [], total: 12, page: 1, limit: 1 })),
  http.get('/api/jobs', () => HttpResponse.json({ message: 'Falha.' }, { status: 500 })),
  http.get('/api/server/services', () => HttpResponse.json({ data: { items: [], total: 1234, page: 1, limit: 1 } })),
  http.get('/api/server/*', () => HttpResponse.json({ data: { items: [], total: 3, page: 1, limit: 1 } })),
  http.get('/api/painel/activity', ({ request }) => {
    activityAsked.push(new URL(request.url).search);
    const bia = { id: 'u-2', name: 'Bia Lima' };
    return HttpResponse.json({
      items: [
        { id: 9, resource: 'categories', recordId: 'c-1', version: 2, at: '2026-11-25T17:03:00.000Z', actor: bia, operation: 'delete', changes: [], snapshot: { name: 'Eventos 2026' } },
        { id: 8, resource: 'services', recordId: 's-1', version: 2, at: '2026-11-25T16:00:00.000Z', actor: bia, operation: 'update', changes: [{ field: 'price', before: 10, after: 20 }], snapshot: { name: 'Painel' } },
        { id: 7, resource: 'categories', recordId: 'c-1', version: 1, at: '2026-11-24T12:00:00.000Z', actor: { id: 'u-1', name: 'Ana Souza' }, operation: 'create', changes: [], snapshot: { name: 'Eventos 2026' } },
      ],
      more: true,
    });
  }),
);
const activityAsked: string[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const card = (group: string, name: string) => within(screen.getByRole('region', { name: group })).getByRole('link', { name: new RegExp(`^${name}`) });

test('home: a card per resource, by group, with its record count', async () => {
  renderApp('/app', { token: testToken });
  expect(await screen.findByText('Olá, Ana! Escolha o que deseja gerenciar.')).toBeInTheDocument();
  await waitFor(() => expect(card('Site', 'Outdoors')).toHaveTextContent('Outdoors1 outdoor'));
  expect(counted[0]).toBe('?page=1&limit=1');
  await waitFor(() => expect(card('Site', 'Categorias')).toHaveTextContent('12 categorias'));
  expect(card('Site', 'Banners')).toHaveTextContent('0 banners');
  await waitFor(() => expect(card('Site', 'Vagas')).toHaveTextContent('Contagem indisponível'));
  expect(card('Site', 'Configurações')).toHaveTextContent('Token do Instagram');
  await waitFor(() => expect(card('Serviços', 'Serviços')).toHaveTextContent('1.234 serviços'));
  expect(card('Serviços', 'Usuários')).toHaveTextContent('3 usuários');
  expect(card('Serviços', 'Locações')).toHaveAttribute('href', '/app/tenancies');
  // A failed count is not a toast: nine cards, no cascade of errors.
  expect(screen.queryAllByRole('alert')).toHaveLength(0);
  expect(within(screen.getByRole('region', { name: 'Site' })).getByRole('link', { name: 'Nova categoria' })).toHaveAttribute('href', '/app/categories/new');
});

test('"Últimas alterações": the latest changes across resources, each record linked while it exists, and the way to "Atividade"', async () => {
  activityAsked.length = 0;
  renderApp('/app', { token: testToken });
  const latest = await screen.findByRole('region', { name: 'Últimas alterações' });
  const items = await within(latest).findAllByRole('listitem');
  expect(activityAsked).toEqual(['?limit=5']);
  expect(items.map((i) => i.textContent)).toEqual([
    'Bia Lima · ExclusãoCategoria · Eventos 202625/11/2026 às 14:03',
    'Bia Lima · AlteraçãoServiço · Painel25/11/2026 às 13:00',
    'Ana Souza · CriaçãoCategoria · Eventos 202624/11/2026 às 09:00',
  ]);
  // The category was deleted since: no link to a page that would say so.
  expect(within(items[0]).queryByRole('link')).toBeNull();
  expect(within(items[2]).queryByRole('link')).toBeNull();
  expect(within(items[1]).getByRole('link', { name: 'Painel' })).toHaveAttribute('href', '/app/services/s-1');
  expect(within(latest).getByRole('link', { name: 'Ver toda a atividade' })).toHaveAttribute('href', '/app/atividade');
});

test('a server that does not answer the panels (404): today\'s home page, counts and latest changes', async () => {
  server.use(http.get('/api/painel/dashboard', () => HttpResponse.json({ message: 'Não encontrado.' }, { status: 404 })));
  renderApp('/app', { token: testToken });
  await waitFor(() => expect(card('Site', 'Categorias')).toHaveTextContent('12 categorias'));
  expect(await screen.findByRole('region', { name: 'Últimas alterações' })).toBeInTheDocument();
  server.resetHandlers();
});

test('an answer at the panels\' address that is not a panel list (a catch-all, a proxy): today\'s home page, never a skeleton for ever', async () => {
  server.use(http.get('/api/painel/dashboard', () => HttpResponse.json({ data: [], total: 0 })));
  renderApp('/app', { token: testToken });
  await waitFor(() => expect(card('Site', 'Categorias')).toHaveTextContent('12 categorias'));
  expect(screen.queryByLabelText('Carregando os painéis')).not.toBeInTheDocument();
  server.resetHandlers();
});

test('without the painel profile the home page has no "Últimas alterações" and asks for none', async () => {
  activityAsked.length = 0;
  const { painel: _painel, ...profiles } = testApis.profiles;
  const apis: ApiProfiles = { profiles };
  renderApp('/app', { token: testToken, apis });
  await waitFor(() => expect(card('Site', 'Categorias')).toHaveTextContent('12 categorias'));
  expect(screen.queryByRole('region', { name: 'Últimas alterações' })).toBeNull();
  expect(activityAsked).toEqual([]);
});

test('a rental, which has no title field, is named in "Últimas alterações" as the server named it, never by its UUID', async () => {
  const rental = {
    id: 10,
    resource: 'tenancies',
    recordId: '5be5674a-06b1-4322-905c-f1f71baf9ce6',
    version: 1,
    at: '2026-11-25T18:00:00.000Z',
    actor: { id: null, name: 'Sistema' },
    operation: 'create',
    changes: [],
    snapshot: { serviceId: 's-1', userId: 'u-1', startDate: '2026-03-01', endDate: '2026-03-31' },
    title: 'Painel rodoviário · Ana Souza · 01/03/2026 a 31/03/2026',
  };
  server.use(http.get('/api/painel/activity', () => HttpResponse.json({ items: [rental], more: false })));
  renderApp('/app', { token: testToken });
  const latest = await screen.findByRole('region', { name: 'Últimas alterações' });
  const [item] = await within(latest).findAllByRole('listitem');
  expect(within(item).getByRole('link', { name: 'Painel rodoviário · Ana Souza · 01/03/2026 a 31/03/2026' })).toHaveAttribute('href', '/app/tenancies/5be5674a-06b1-4322-905c-f1f71baf9ce6');
  expect(item).not.toHaveTextContent('5be5674a');
  server.resetHandlers();
});

test('a role with no history anywhere: no "Últimas alterações", and nothing asked that the server would refuse', async () => {
  activityAsked.length = 0;
  const roles = readRoles()!;
  const bare = { ...roles, roles: [...roles.roles, { id: 'cadastro', label: 'Cadastro', grants: { categories: { can: ['list', 'read'] } } }] };
  server.use(...sessionHandlers({ user: { ...testUser, role: 'cadastro' } as typeof testUser }));
  renderApp('/app', { token: testToken, roles: bare });
  await waitFor(() => expect(card('Site', 'Categorias')).toHaveTextContent('12 categorias'));
  expect(screen.queryByRole('region', { name: 'Últimas alterações' })).toBeNull();
  expect(activityAsked).toEqual([]);
  server.resetHandlers();
});

describe('the backups warning (administrators)', () => {
  const warning = () => screen.queryByRole('alert', { name: /Cópia de segurança atrasada/ }) ?? screen.queryByText('Cópia de segurança atrasada');

  test('the last good backup older than twice the period: a warning that says of when, linked to "Cópias de segurança"', async () => {
    backups = { items: [good], lastGood: good, overdue: true, running: false, settings };
    renderApp('/app', { token: testToken });
    const alert = (await screen.findByText('Cópia de segurança atrasada')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('A última cópia boa é de 25/11/2026 às 14:03: mais antiga que o dobro do período (24 horas).');
    expect(within(alert).getByRole('link', { name: 'Ver cópias de segurança' })).toHaveAttribute('href', '/app/copias-de-seguranca');
  });

  test('none at all (after a period up): says so', async () => {
    backups = { items: [], overdue: true, running: false, settings };
    renderApp('/app', { token: testToken });
    const alert = (await screen.findByText('Cópia de segurança atrasada')).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Nenhuma cópia de segurança boa foi feita ainda.');
  });

  test('on time: no warning', async () => {
    backups = { items: [good], lastGood: good, overdue: false, running: false, settings };
    backupsAsked = 0;
    renderApp('/app', { token: testToken });
    await waitFor(() => expect(backupsAsked).toBe(1));
    await waitFor(() => expect(card('Site', 'Categorias')).toHaveTextContent('12 categorias'));
    expect(warning()).toBeNull();
  });

  test('an editor is not an administrator: nothing asked, no warning', async () => {
    backups = { items: [], overdue: true, running: false, settings };
    backupsAsked = 0;
    server.use(...sessionHandlers({ user: { ...testUser, role: 'editor' } as typeof testUser }));
    renderApp('/app', { token: testToken, roles: readRoles()! });
    await waitFor(() => expect(card('Site', 'Categorias')).toHaveTextContent('12 categorias'));
    expect(backupsAsked).toBe(0);
    expect(warning()).toBeNull();
    server.resetHandlers();
  });
});
