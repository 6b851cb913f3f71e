// "Histórico" on a record's page: who changed what and when, each value worded as the form and the list word it,
// and "Restaurar esta versão" (confirmed; the form then shows the restored values, the history the new entry).
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiProfiles } from '../../src/engine/contract';
import { renderApp, testApis } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const ana = { id: 'u-1', name: 'Ana Souza' };
const bia = { id: 'u-2', name: 'Bia Lima' };
const firstCategory = { id: 'c-1', name: 'Eventos 2027', version: 3 };
const firstHistory = [
  { id: 12, resource: 'categories', recordId: 'c-1', version: 3, at: '2026-11-25T17:03:00.000Z', actor: bia, operation: 'update', changes: [{ field: 'name', before: 'Eventos 2026', after: 'Eventos 2027' }], snapshot: { name: 'Eventos 2027' } },
  { id: 11, resource: 'categories', recordId: 'c-1', version: 2, at: '2026-11-24T12:00:00.000Z', actor: ana, operation: 'update', changes: [{ field: 'name', before: 'Eventos', after: 'Eventos 2026' }], snapshot: { name: 'Eventos 2026' } },
  { id: 10, resource: 'categories', recordId: 'c-1', version: 1, at: '2026-11-23T12:00:00.000Z', actor: ana, operation: 'create', changes: [{ field: 'name', after: 'Eventos' }], snapshot: { name: 'Eventos' } },
];
let category = firstCategory;
let categoryHistory = firstHistory;
const restores: string[] = [];
const undos: string[] = [];
const RESTORE_UNDO = '3c4d5e6f-0000-4000-8000-000000000001';
let refuse: Response | undefined;

const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/users/u-1', () => HttpResponse.json({ data: { ...ana, email: 'ana@painel.local' } })),
  http.get('/api/categories/c-1', () => HttpResponse.json(category)),
  http.get('/api/painel/history/categories/c-1', () => HttpResponse.json({ items: categoryHistory, more: false })),
  http.post('/api/painel/history/categories/c-1/:version/restore', ({ params }) => {
    restores.push(String(params.version));
    if (refuse) return refuse;
    // Version 3's fields are the record's now: nothing is written.
    if (params.version === '3') return HttpResponse.json(category, { headers: { 'Painel-Unchanged': 'true' } });
    category = { id: 'c-1', name: 'Eventos', version: 4 };
    categoryHistory = [
      { id: 13, resource: 'categories', recordId: 'c-1', version: 4, at: '2026-11-25T18:10:00.000Z', actor: ana, operation: 'update', source: 'history', changes: [{ field: 'name', before: 'Eventos 2027', after: 'Eventos' }], snapshot: { name: 'Eventos' } } as never,
      ...categoryHistory,
    ];
    return HttpResponse.json(category, { headers: { 'Painel-Undo': RESTORE_UNDO } });
  }),
  http.post('/api/painel/undo/:token', ({ params }) => {
    undos.push(String(params.token));
    category = firstCategory;
    categoryHistory = [
      { id: 14, resource: 'categories', recordId: 'c-1', version: 5, at: '2026-11-25T18:11:00.000Z', actor: ana, operation: 'update', source: 'undo', changes: [{ field: 'name', before: 'Eventos', after: 'Eventos 2027' }], snapshot: { name: 'Eventos 2027' } } as never,
      ...categoryHistory,
    ];
    return HttpResponse.json({ undone: 1 });
  }),
  http.get('/api/server/services/s-1', () => HttpResponse.json({ data: { id: 's-1', name: 'Painel rodoviário', price: 5000, version: 2 } })),
  http.get('/api/painel/history/services/s-1', () =>
    HttpResponse.json({
      items: [
        { id: 21, resource: 'services', recordId: 's-1', version: 2, at: '2026-11-25T17:03:00.000Z', actor: ana, operation: 'update', changes: [{ field: 'price', before: 2466.26, after: 5000 }] },
        { id: 20, resource: 'services', recordId: 's-1', version: 1, at: '2026-11-20T13:00:00.000Z', actor: { id: null, name: 'Sistema' }, operation: 'create', source: 'seed', changes: [{ field: 'name', after: 'Painel rodoviário' }, { field: 'price', after: 2466.26 }] },
      ],
      more: false,
    }),
  ),
  http.get('/api/server/users/u-2', () => HttpResponse.json({ data: { id: 'u-2', name: 'Bia Lima', email: 'bia@exemplo.com.br', avatarUrl: '/uploads/bia-nova.png' } })),
  http.get('/api/painel/history/users/u-2', () =>
    HttpResponse.json({
      items: [
        { id: 32, resource: 'users', recordId: 'u-2', version: 3, at: '2026-11-25T17:03:00.000Z', actor: ana, operation: 'update', source: 'change-password', changes: [{ field: 'password', hidden: true }] },
        { id: 31, resource: 'users', recordId: 'u-2', version: 2, at: '2026-11-25T16:00:00.000Z', actor: ana, operation: 'update', source: 'avatar', changes: [{ field: 'avatarUrl', before: '/uploads/bia.png', after: '/uploads/bia-nova.png' }] },
      ],
      more: false,
    }),
  ),
  http.get('/api/server/tenancies/t-1', () => HttpResponse.json({ data: { id: 't-1', serviceId: 's-2', userId: 'u-2', startDate: '2026-01-01', endDate: '2026-01-31' } })),
  http.get('/api/server/services/s-2', () => HttpResponse.json({ data: { id: 's-2', name: 'Empena', price: 10 } })),
  http.get('/api/painel/history/tenancies/t-1', () =>
    HttpResponse.json({
      items: [{ id: 41, resource: 'tenancies', recordId: 't-1', version: 2, at: '2026-11-25T17:03:00.000Z', actor: ana, operation: 'update', changes: [{ field: 'serviceId', before: 's-1', after: 's-2' }, { field: 'endDate', before: '2026-01-15', after: '2026-01-31' }] }],
      more: false,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  category = firstCategory;
  categoryHistory = firstHistory;
  restores.length = 0;
  undos.length = 0;
  refuse = undefined;
  vi.spyOn(console, 'info').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

async function openHistory(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Histórico' }, { timeout: 5000 }));
  return screen.findByRole('list', { name: 'Alterações, da mais recente à mais antiga' });
}
const entries = (list: HTMLElement) => within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);

test('a category: who, when (São Paulo, "às"), the operation and each field before and after, newest first', async () => {
  const app = renderApp('/app/categories/c-1', { token: testToken });
  const list = await openHistory(app);
  const [newest, middle, first] = entries(list);
  expect(newest).toHaveTextContent('Bia Lima');
  expect(newest).toHaveTextContent('Alteração');
  expect(newest).toHaveTextContent('Versão 3');
  expect(newest).toHaveTextContent('25/11/2026 às 14:03');
  expect(newest).toHaveTextContent('Nome: Eventos 2026→passou aEventos 2027');
  expect(middle).toHaveTextContent('24/11/2026 às 09:00');
  expect(first).toHaveTextContent('Criação');
  expect(first).toHaveTextContent('Nome: Eventos');
  // The current version cannot be restored; the older ones can.
  expect(within(newest).queryByRole('button', { name: 'Restaurar esta versão' })).toBeNull();
  expect(within(middle).getByRole('button', { name: 'Restaurar esta versão' })).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: 'Restaurar esta versão' })).toBeInTheDocument();
});

test('"Restaurar esta versão": confirmed, POST …/1/restore, "Versão restaurada.", the form and the history show it', async () => {
  const app = renderApp('/app/categories/c-1', { token: testToken });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Eventos 2027'));
  // Something typed and not saved: the confirmation says it will be dropped.
  await app.user.type(screen.getByRole('textbox', { name: 'Nome' }), ' rascunho');
  const list = await openHistory(app);
  await app.user.click(within(entries(list)[2]).getByRole('button', { name: 'Restaurar esta versão' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restaurar a versão 1?' });
  expect(dialog).toHaveTextContent('Os campos voltam a ser como ficaram em 23/11/2026 às 09:00, por Ana Souza.');
  expect(dialog).toHaveTextContent('As alterações não salvas do formulário serão descartadas.');
  await app.user.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
  expect(await screen.findByText('Versão restaurada.')).toBeInTheDocument();
  expect(restores).toEqual(['1']);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Eventos'));
  await waitFor(() => expect(entries(screen.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' }))).toHaveLength(4));
  const newest = entries(screen.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' }))[0];
  expect(newest).toHaveTextContent('Versão 4');
  expect(newest).toHaveTextContent('Restauração de versão');
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('"Versão restaurada." offers "Desfazer": the record and its history as they were before the restore, plus the undo', async () => {
  const app = renderApp('/app/categories/c-1', { token: testToken });
  const list = await openHistory(app);
  await app.user.click(within(entries(list)[2]).getByRole('button', { name: 'Restaurar esta versão' }));
  await app.user.click(within(await screen.findByRole('dialog', { name: 'Restaurar a versão 1?' })).getByRole('button', { name: 'Restaurar' }));
  const toast = (await screen.findByText('Versão restaurada.')).closest('[role="alert"]') as HTMLElement;
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Eventos'));
  await app.user.click(within(toast).getByRole('button', { name: 'Desfazer' }));
  expect(await screen.findByText('Alteração desfeita.')).toBeInTheDocument();
  expect(undos).toEqual([RESTORE_UNDO]);
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Eventos 2027'));
  await waitFor(() => expect(entries(screen.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' }))[0]).toHaveTextContent('Ação desfeita'));
});

test('a version equal to the record now: "Esta versão é igual à atual: nada mudou.", no new entry, no "Desfazer"', async () => {
  // Version 2's snapshot is made the record's own (as if it had been restored back to by hand since).
  categoryHistory = [{ ...firstHistory[0], version: 3, changes: [{ field: 'name', before: 'Eventos 2027', after: 'Eventos 2026' }], snapshot: { name: 'Eventos 2026' } }, ...firstHistory.slice(1)];
  category = { id: 'c-1', name: 'Eventos 2026', version: 3 };
  const app = renderApp('/app/categories/c-1', { token: testToken });
  const list = await openHistory(app);
  // Shown here as the newest-but-one entry: version 3 is restorable only in this made-up history, so ask for it directly.
  await app.user.click(within(entries(list)[1]).getByRole('button', { name: 'Restaurar esta versão' }));
  server.use(http.post('/api/painel/history/categories/c-1/2/restore', () => HttpResponse.json(category, { headers: { 'Painel-Unchanged': 'true' } })));
  await app.user.click(within(await screen.findByRole('dialog', { name: 'Restaurar a versão 2?' })).getByRole('button', { name: 'Restaurar' }));
  const toast = (await screen.findByText('Esta versão é igual à atual: nada mudou.')).closest('[role="alert"]') as HTMLElement;
  expect(within(toast).queryByRole('button', { name: 'Desfazer' })).toBeNull();
  expect(screen.queryByText('Versão restaurada.')).toBeNull();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(entries(screen.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' }))).toHaveLength(3);
  expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Eventos 2026');
});

test("a refused restore says the server's reason in the dialog; nothing changes", async () => {
  refuse = HttpResponse.json({ message: 'Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.' }, { status: 409 });
  const app = renderApp('/app/categories/c-1', { token: testToken });
  const list = await openHistory(app);
  await app.user.click(within(entries(list)[1]).getByRole('button', { name: 'Restaurar esta versão' }));
  const dialog = await screen.findByRole('dialog', { name: 'Restaurar a versão 2?' });
  await app.user.click(within(dialog).getByRole('button', { name: 'Restaurar' }));
  await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.'));
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Erro ao restaurar a versão');
  expect(restores).toEqual(['2']);
  await app.user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Eventos 2027');
});

test('money in reais, the server\'s own writes as "Sistema" (demo data)', async () => {
  const app = renderApp('/app/services/s-1', { token: testToken });
  const [update, create] = entries(await openHistory(app));
  expect(update).toHaveTextContent('Preço (R$): R$ 2.466,26→passou aR$ 5.000,00');
  expect(create).toHaveTextContent('Sistema');
  expect(create).toHaveTextContent('Dados de exemplo');
  expect(create).toHaveTextContent('Preço (R$): R$ 2.466,26');
});

test('a password as "Senha alterada", never a value; an avatar as thumbnails that open the files; actions by their label', async () => {
  const app = renderApp('/app/users/u-2', { token: testToken });
  const [password, avatar] = entries(await openHistory(app));
  expect(password).toHaveTextContent('Senha alterada');
  expect(password).toHaveTextContent('Alterar senha');
  expect(avatar).toHaveTextContent('Alterar avatar');
  const links = within(avatar).getAllByRole('link', { name: 'Abrir imagem' });
  expect(links.map((l) => l.getAttribute('href'))).toEqual(['/uploads/bia.png', '/uploads/bia-nova.png']);
});

test('the Instagram token: changed, never its value, and no version to restore (the history keeps nothing of it to put back)', async () => {
  const token = (version: number, id: number) => ({ id, resource: 'config', recordId: '1', version, at: '2026-11-25T17:03:00.000Z', actor: ana, operation: 'update', changes: [{ field: 'instagram_token', hidden: true }], snapshot: { id: '1' } });
  server.use(
    http.get('/rest/v1/config', () => HttpResponse.json({ instagram_token: 'IGQWsegredo' })),
    http.get('/api/painel/history/config/1', () => HttpResponse.json({ items: [token(3, 52), token(2, 51)], more: false })),
  );
  const app = renderApp('/app/config', { token: testToken });
  const [newest, older] = entries(await openHistory(app));
  expect(newest).toHaveTextContent('Token do Instagram alterado');
  expect(older).toHaveTextContent('Versão 2');
  expect(within(older).queryByRole('button', { name: 'Restaurar esta versão' })).toBeNull();
});

test("a reference by the referenced record's title, a date as dd/mm/aaaa", async () => {
  const app = renderApp('/app/tenancies/t-1', { token: testToken });
  const [entry] = entries(await openHistory(app));
  await waitFor(() => expect(entry).toHaveTextContent('Serviço: Painel rodoviário→passou aEmpena'));
  expect(entry).toHaveTextContent('15/01/2026→passou a31/01/2026');
});

test('without the painel profile there is no "Histórico" (and nothing is asked)', async () => {
  const { painel: _painel, ...profiles } = testApis.profiles;
  const apis: ApiProfiles = { profiles };
  renderApp('/app/categories/c-1', { token: testToken, apis });
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Eventos 2027'));
  expect(screen.queryByRole('button', { name: 'Histórico' })).toBeNull();
});
