// "Atividade": every change across resources, newest first — filtered by person, resource, operation and period
// (kept in the address), a page at a time ("Carregar mais" asks for the entries before the last one), exported as CSV.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { HistoryEntry } from '../../src/engine/contract';
import { readRoles } from '../../src/engine/descriptor';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken, testUser } from '../utils/session';

const ana = { id: 'u-1', name: 'Ana Souza' };
const bia = { id: 'u-2', name: 'Bia Lima' };
const carlos = { id: 'u-3', name: 'Carlos Érico' };
const entry = (id: number, e: Partial<HistoryEntry>): HistoryEntry => ({
  id,
  resource: 'categories',
  recordId: 'c-1',
  version: 1,
  at: '2026-11-25T17:03:00.000Z',
  actor: ana,
  operation: 'update',
  changes: [],
  ...e,
});
const firstPage = [
  entry(30, { resource: 'categories', recordId: 'c-2', operation: 'delete', actor: bia, snapshot: { name: 'Feiras' } }),
  entry(29, { resource: 'services', recordId: 's-1', version: 2, changes: [{ field: 'price', before: 2466.26, after: 5000 }], snapshot: { name: 'Painel rodoviário', price: 5000 } }),
  entry(28, { resource: 'categories', recordId: 'c-1', version: 2, actor: bia, at: '2026-11-24T12:00:00.000Z', changes: [{ field: 'name', before: 'Eventos', after: 'Eventos 2026' }], snapshot: { name: 'Eventos 2026' } }),
];
const secondPage = [entry(27, { resource: 'categories', recordId: 'c-2', operation: 'create', at: '2026-11-20T12:00:00.000Z', changes: [{ field: 'name', after: 'Feiras' }], snapshot: { name: 'Feiras' } })];
const asked: string[] = [];
/** The activity's own requests (not the "Pessoa" choices). */
const activityAsks = () => asked.filter((a) => !a.startsWith('people?'));

const server = setupServer(
  ...sessionHandlers(),
  // Who appears in the activity, from the activity itself (Carlos was deleted since: no user record to read).
  http.get('/api/painel/activity/people', ({ request }) => {
    const q = new URL(request.url).searchParams.get('q') ?? '';
    asked.push(`people?q=${q}`);
    return HttpResponse.json({ items: [ana, bia, carlos].filter((p) => p.name.toLowerCase().includes(q.toLowerCase())) });
  }),
  http.get('/api/painel/activity', ({ request }) => {
    const url = new URL(request.url);
    asked.push(url.search);
    if (url.searchParams.get('resource') === 'jobs') return HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 503 });
    if (url.searchParams.get('before') === '28') return HttpResponse.json({ items: secondPage, more: false });
    return HttpResponse.json({ items: firstPage, more: true });
  }),
  http.get('/api/painel/activity/export', ({ request }) => {
    asked.push(`export${new URL(request.url).search}`);
    return new HttpResponse('\uFEFFQuando;Quem\r\n', { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="atividade-2026-11-25.csv"' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  asked.length = 0;
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const changes = () => screen.findByRole('list', { name: 'Alterações, da mais recente à mais antiga' });
const entries = async () => {
  const list = await changes();
  return within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
};

test('every change, newest first: who, the operation, what and where, when; a record still there is linked', async () => {
  renderApp('/app/atividade', { token: testToken });
  const [deleted, price, name] = await entries();
  expect(asked).toEqual(['?limit=25']);
  expect(deleted).toHaveTextContent('Bia Lima');
  expect(deleted).toHaveTextContent('Exclusão');
  expect(deleted).toHaveTextContent('Categoria · Feiras');
  // Deleted since: no page to open.
  expect(within(deleted).queryByRole('link')).toBeNull();
  expect(price).toHaveTextContent('Preço (R$): R$ 2.466,26→passou aR$ 5.000,00');
  expect(within(price).getByRole('link', { name: 'Painel rodoviário' })).toHaveAttribute('href', '/app/services/s-1');
  expect(name).toHaveTextContent('24/11/2026 às 09:00');
  expect(within(name).getByRole('link', { name: 'Eventos 2026' })).toHaveAttribute('href', '/app/categories/c-1');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Atividade');
});

test('a record without a title field is named as the server named it (a rental by its service, tenant and period), never by its UUID', async () => {
  const rental = entry(31, {
    resource: 'tenancies',
    recordId: '5be5674a-06b1-4322-905c-f1f71baf9ce6',
    operation: 'create',
    snapshot: { serviceId: 's-1', userId: 'u-1', startDate: '2026-03-01', endDate: '2026-03-31' },
    title: 'Painel rodoviário · Ana Souza · 01/03/2026 a 31/03/2026',
  });
  server.use(http.get('/api/painel/activity', () => HttpResponse.json({ items: [rental], more: false })));
  renderApp('/app/atividade', { token: testToken });
  const [only] = await entries();
  expect(within(only).getByRole('link', { name: 'Painel rodoviário · Ana Souza · 01/03/2026 a 31/03/2026' })).toHaveAttribute('href', '/app/tenancies/5be5674a-06b1-4322-905c-f1f71baf9ce6');
  expect(only).not.toHaveTextContent('5be5674a');
});

test('"Carregar mais" asks for the entries before the last one shown and adds them', async () => {
  const app = renderApp('/app/atividade', { token: testToken });
  await entries();
  await app.user.click(screen.getByRole('button', { name: 'Carregar mais' }));
  await waitFor(async () => expect(await entries()).toHaveLength(4));
  expect(asked).toEqual(['?limit=25', '?before=28&limit=25']);
  expect((await entries())[3]).toHaveTextContent('Criação');
  expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
});

test('filters by resource, operation, period and person: in the address and in the request; "Limpar filtros" undoes them', async () => {
  const app = renderApp('/app/atividade', { token: testToken });
  await entries();
  await app.user.click(screen.getByRole('combobox', { name: 'Recurso' }));
  await app.user.click(await screen.findByRole('option', { name: 'Categorias' }));
  await app.user.click(screen.getByRole('combobox', { name: 'Operação' }));
  await app.user.click(await screen.findByRole('option', { name: 'Alteração' }));
  await app.user.type(screen.getByRole('textbox', { name: 'De' }), '01112026');
  await app.user.type(screen.getByRole('textbox', { name: 'Até' }), '30112026');
  expect(screen.getByRole('textbox', { name: 'De' })).toHaveValue('01/11/2026');
  await app.user.click(screen.getByRole('combobox', { name: 'Pessoa' }));
  await app.user.click(await screen.findByRole('option', { name: 'Bia Lima' }));
  await waitFor(() => expect(app.path()).toBe('/app/atividade?recurso=categories&operacao=update&de=2026-11-01&ate=2026-11-30&pessoa=u-2'));
  await waitFor(() => expect(activityAsks().at(-1)).toBe('?resource=categories&actor=u-2&operation=update&from=2026-11-01&to=2026-11-30&limit=25'));

  await app.user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
  await waitFor(() => expect(app.path()).toBe('/app/atividade'));
  expect(screen.getByRole('textbox', { name: 'De' })).toHaveValue('');
});

test('"Pessoa" offers "Sistema" (the server\'s own changes) before the people: actor=sistema, named without a read', async () => {
  const app = renderApp('/app/atividade', { token: testToken });
  await entries();
  await app.user.click(screen.getByRole('combobox', { name: 'Pessoa' }));
  const options = await screen.findAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Sistema', 'Ana Souza', 'Bia Lima', 'Carlos Érico']);
  await app.user.click(screen.getByRole('option', { name: 'Sistema' }));
  await waitFor(() => expect(app.path()).toBe('/app/atividade?pessoa=sistema'));
  await waitFor(() => expect(activityAsks().at(-1)).toBe('?actor=sistema&limit=25'));
  expect(screen.getByRole('combobox', { name: 'Pessoa' })).toHaveValue('Sistema');
});

test('"Sistema" chosen in the address is named at once, and no person is asked for it', async () => {
  renderApp('/app/atividade?pessoa=sistema', { token: testToken });
  await entries();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pessoa' })).toHaveValue('Sistema'));
  expect(asked).toEqual(['?actor=sistema&limit=25']);
});

test('"Pessoa" searches who appears in the activity (a person deleted since too), and names one chosen in the address', async () => {
  const app = renderApp('/app/atividade', { token: testToken });
  await entries();
  await app.user.type(screen.getByRole('combobox', { name: 'Pessoa' }), 'car');
  await waitFor(() => expect(asked).toContain('people?q=car'));
  await waitFor(async () => expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Carlos Érico']));
  await app.user.click(screen.getByRole('option', { name: 'Carlos Érico' }));
  await waitFor(() => expect(app.path()).toBe('/app/atividade?pessoa=u-3'));
  expect(screen.getByRole('combobox', { name: 'Pessoa' })).toHaveValue('Carlos Érico');
  app.unmount();

  renderApp('/app/atividade?pessoa=u-3', { token: testToken });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Pessoa' })).toHaveValue('Carlos Érico'));
});

test('a day that is none is said under its field and not sent', async () => {
  const app = renderApp('/app/atividade', { token: testToken });
  await entries();
  await app.user.type(screen.getByRole('textbox', { name: 'De' }), '31022026');
  expect(await screen.findByText('Informe uma data válida (dd/mm/aaaa).')).toBeInTheDocument();
  expect(app.path()).toBe('/app/atividade');
});

test('"Exportar CSV": the filters in force, as a download named by the server', async () => {
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:painel/1');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const downloads: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
  const app = renderApp('/app/atividade?recurso=categories', { token: testToken });
  await entries();
  await app.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
  expect(await screen.findByText('Arquivo atividade-2026-11-25.csv gerado.')).toBeInTheDocument();
  expect(downloads).toEqual(['atividade-2026-11-25.csv']);
  expect(asked).toEqual(['?resource=categories&limit=25', 'export?resource=categories']);
});

describe('a bulk request or an import: one entry, undone whole from here while its undo lasts', () => {
  const bulk = (id: number, recordId: string, name: string, extra: Partial<HistoryEntry>) =>
    entry(id, { recordId, operation: 'delete', bulkId: 'b-1', bulk: { records: 3, undoable: true }, snapshot: { name }, ...extra });
  const bulkPage = [
    bulk(45, 'c-13', 'Feira 3', {}),
    bulk(44, 'c-12', 'Feira 2', {}),
    bulk(43, 'c-11', 'Feira 1', {}),
    entry(42, { resource: 'jobs', recordId: 'j-1', actor: bia, source: 'toggle-status', bulkId: 'b-2', bulk: { records: 1, undoable: false }, changes: [{ field: 'status', before: true, after: false }], snapshot: { name: 'Designer' } }),
    entry(41, { recordId: 'c-1', version: 2, changes: [{ field: 'name', before: 'Eventos', after: 'Eventos 2026' }], snapshot: { name: 'Eventos 2026' } }),
  ];
  let undone: string[] = [];
  let refusal: string | undefined;
  beforeEach(() => {
    undone = [];
    refusal = undefined;
    server.use(
      http.get('/api/painel/activity', ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ items: undone.length ? bulkPage.map((e) => (e.bulk ? { ...e, bulk: { ...e.bulk, undoable: false } } : e)) : bulkPage, more: false });
      }),
      http.post('/api/painel/undo/bulk/:bulkId', ({ params }) => {
        if (refusal) return HttpResponse.json({ message: refusal }, { status: 409 });
        undone.push(String(params.bulkId));
        return HttpResponse.json({ undone: 3 });
      }),
    );
  });

  test('its entries are one: who, the operation, how many records, "Em lote"; "Ver as 3 alterações" shows each', async () => {
    const app = renderApp('/app/atividade', { token: testToken });
    const [group, other, single] = await entries();
    expect(await entries()).toHaveLength(3);
    expect(group).toHaveTextContent('Ana Souza');
    expect(group).toHaveTextContent('Exclusão');
    expect(group).toHaveTextContent('3 categorias');
    expect(group).toHaveTextContent('Em lote');
    expect(group).not.toHaveTextContent('Feira 1');
    expect(other).toHaveTextContent('1 vaga');
    expect(other).toHaveTextContent('Ativar/desativar vaga · Em lote');
    expect(single).toHaveTextContent('Categoria · Eventos 2026');
    await app.user.click(within(group).getByRole('button', { name: 'Ver as 3 alterações' }));
    const records = within(group).getByRole('list', { name: 'Alterações desta ação em lote' });
    expect(within(records).getAllByRole('listitem').map((li) => within(li).getByText(/^Categoria · /).textContent)).toEqual([
      'Categoria · Feira 3',
      'Categoria · Feira 2',
      'Categoria · Feira 1',
    ]);
  });

  test('"Desfazer" asks first, then undoes the whole bulk by its id; the activity is read again and no longer offers it', async () => {
    const app = renderApp('/app/atividade', { token: testToken });
    const [group, other] = await entries();
    expect(within(other).queryByRole('button', { name: 'Desfazer' })).toBeNull();
    await app.user.click(within(group).getByRole('button', { name: 'Desfazer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer esta ação em lote?' });
    expect(dialog).toHaveTextContent('As 3 categorias voltam a como estavam antes de 25/11/2026 às 14:03. Se alguma foi alterada depois, nada é desfeito.');
    expect(undone).toEqual([]);
    await app.user.click(within(dialog).getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Alteração desfeita.')).toBeInTheDocument();
    expect(undone).toEqual(['b-1']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(async () => expect(within((await entries())[0]).queryByRole('button', { name: 'Desfazer' })).toBeNull());
    expect(asked).toEqual(['?limit=25', '?limit=25']);
  });

  test('refused (a record changed since): the dialog says why, and nothing is undone', async () => {
    refusal = 'Não é possível desfazer: Bia Lima alterou “Feira 2” depois. Nada foi desfeito.';
    const app = renderApp('/app/atividade', { token: testToken });
    const [group] = await entries();
    await app.user.click(within(group).getByRole('button', { name: 'Desfazer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Desfazer esta ação em lote?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(within(dialog).getByRole('alert')).toHaveTextContent('Não é possível desfazer: Bia Lima alterou “Feira 2” depois. Nada foi desfeito.'));
    expect(undone).toEqual([]);
  });
});

test('a failure: its reason and "Tentar novamente"', async () => {
  renderApp('/app/atividade?recurso=jobs', { token: testToken });
  const title = await within(await screen.findByRole('main', {}, { timeout: 5000 })).findByText('Erro ao buscar a atividade');
  expect(title.closest('.MuiAlert-root')).toHaveTextContent('Banco de dados indisponível.');
  expect(within(title.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
});

test('a role that may export nothing (leitura) reads the activity, with no "Exportar CSV" to press', async () => {
  server.use(...sessionHandlers({ user: { ...testUser, role: 'leitura' } as typeof testUser }));
  renderApp('/app/atividade', { token: testToken, roles: readRoles() });
  expect(await entries()).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  expect(asked).toEqual(['?limit=25']);
});

test('a role with no history anywhere: /app/atividade says so, and asks the server nothing', async () => {
  const roles = readRoles()!;
  const bare = { ...roles, roles: [...roles.roles, { id: 'cadastro', label: 'Cadastro', grants: { categories: { can: ['list', 'read'] } } }] };
  server.use(...sessionHandlers({ user: { ...testUser, role: 'cadastro' } as typeof testUser }));
  renderApp('/app/atividade', { token: testToken, roles: bare });
  const main = await screen.findByRole('main', {}, { timeout: 5000 });
  expect(await within(main).findByText('Você não tem permissão para ver a atividade.')).toBeInTheDocument();
  expect(within(main).queryByText('Nenhuma alteração registrada ainda.')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Exportar CSV' })).toBeNull();
  expect(asked).toEqual([]);
});

test('an administrator sees each backup and restore where the server placed it, across pages ("Carregar mais")', async () => {
  const backup = (id: string, after: number, b: object) => ({
    after,
    backup: { id, startedAt: '2026-11-25T06:00:00.000Z', finishedAt: '2026-11-25T06:01:00.000Z', location: '/dados/backups/painel-1.tar', verified: true, ...b },
  });
  server.use(
    http.get('/api/painel/activity', ({ request }) => {
      if (new URL(request.url).searchParams.get('before') === '28') {
        return HttpResponse.json({ items: secondPage, more: false, backups: [backup('1', 0, { reason: 'restauração', by: 'npm run restore', takenAt: '2026-11-19T03:00:00.000Z' })] });
      }
      return HttpResponse.json({
        items: firstPage,
        more: true,
        backups: [backup('3', 29, { reason: 'manual', by: 'Ana Souza', bytes: 1536 }), backup('2', 28, { reason: 'agendada', by: 'Sistema', verified: false, error: 'Sem espaço em disco.' })],
      });
    }),
  );
  const { user } = renderApp('/app/atividade', { token: testToken });
  await waitFor(async () => expect(await entries()).toHaveLength(5));
  const texts = (await entries()).map((li) => li.textContent);
  expect(texts[0]).toContain('Bia Lima');
  expect(texts[1]).toBe('Ana SouzaCópia de segurança manual feita e verificada25/11/2026 às 03:01/dados/backups/painel-1.tar · 1,5 KBVer cópias de segurança');
  expect(texts[2]).toContain('Painel rodoviário');
  expect(texts[3]).toBe('SistemaCópia de segurança agendada falhou25/11/2026 às 03:01Sem espaço em disco.Ver cópias de segurança');
  expect(texts[4]).toContain('Eventos 2026');
  expect(within((await entries())[1]).getByRole('link', { name: 'Ver cópias de segurança' })).toHaveAttribute('href', '/app/copias-de-seguranca');

  await user.click(screen.getByRole('button', { name: 'Carregar mais' }));
  await waitFor(async () => expect(await entries()).toHaveLength(7));
  expect((await entries())[6]).toHaveTextContent('npm run restoreRestauração de cópia de segurança25/11/2026 às 03:01/dados/backups/painel-1.tar · dados de 19/11/2026 às 00:00');
});
