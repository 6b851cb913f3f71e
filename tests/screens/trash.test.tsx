// "Lixeira": deleted records of every resource (or one, from its list's "Lixeira" button), restored with the same
// id or deleted for good after a destructive confirmation; a delete says the record goes there.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ApiProfiles, TrashItem } from '../../src/engine/contract';
import { readRoles } from '../../src/engine/descriptor';
import { renderApp, testApis } from '../utils/renderApp';
import { sessionHandlers, testToken, testUser } from '../utils/session';

const ana = { id: 'u-1', name: 'Ana Souza' };
const firstTrash: TrashItem[] = [
  { id: 3, resource: 'services', recordId: 's-1', title: 'Painel rodoviário', deletedAt: '2026-11-25T17:03:00.000Z', deletedBy: ana, expiresAt: '2026-12-25T17:03:00.000Z' },
  { id: 2, resource: 'posts', recordId: 'p-1', title: 'p-1', deletedAt: '2026-11-24T12:00:00.000Z', deletedBy: ana, expiresAt: '2026-12-24T12:00:00.000Z' },
  { id: 1, resource: 'categories', recordId: 'c-1', title: 'Eventos', deletedAt: '2026-11-23T12:00:00.000Z', deletedBy: { id: 'u-2', name: 'Bia Lima' }, expiresAt: '2026-12-23T12:00:00.000Z' },
];
let trash = firstTrash;
const UNDO_ONE = '7d1e2f30-0000-4000-8000-000000000001';
const UNDO_MANY = '7d1e2f30-0000-4000-8000-000000000002';
let failTrash = false;
const asked: string[] = [];
const writes: string[] = [];

const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/users/u-1', () => HttpResponse.json({ data: { ...ana, email: 'ana@painel.local' } })),
  http.get('/api/server/services', () => HttpResponse.json({ data: { items: [{ id: 's-2', name: 'Empena', price: 10 }], total: 1, page: 1, limit: 10 } })),
  http.get('/api/painel/trash', ({ request }) => {
    asked.push(new URL(request.url).pathname + new URL(request.url).search);
    if (failTrash) return HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 503 });
    return HttpResponse.json({ items: trash, more: false });
  }),
  http.get('/api/painel/trash/:resource', ({ params, request }) => {
    asked.push(new URL(request.url).pathname);
    return HttpResponse.json({ items: trash.filter((t) => t.resource === params.resource), more: false });
  }),
  http.post('/api/painel/trash/:resource/:id/restore', ({ params, request }) => {
    writes.push(`POST ${new URL(request.url).pathname}`);
    if (params.resource === 'posts') return HttpResponse.json({ message: 'Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.' }, { status: 409 });
    trash = trash.filter((t) => t.recordId !== params.id);
    return HttpResponse.json({ id: params.id, name: 'Painel rodoviário', price: 10, version: 3 }, { headers: { 'Painel-Undo': UNDO_ONE } });
  }),
  http.post('/api/painel/trash/restore', async ({ request }) => {
    const { items } = (await request.json()) as { items: { resource: string; id: string }[] };
    writes.push(`POST /api/painel/trash/restore ${items.map((i) => `${i.resource}/${i.id}`).join(' ')}`);
    const results = items.map((i) =>
      i.resource === 'posts'
        ? { ...i, ok: false, status: 409, message: 'Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.' }
        : { ...i, ok: true },
    );
    trash = trash.filter((t) => !results.some((r) => r.ok && r.id === t.recordId));
    const done = results.filter((r) => r.ok).length;
    return HttpResponse.json({ results, done, failed: results.length - done }, { headers: done ? { 'Painel-Undo': UNDO_MANY } : {} });
  }),
  http.post('/api/painel/undo/:token', ({ params }) => {
    writes.push(`POST /api/painel/undo/${params.token}`);
    trash = firstTrash;
    return HttpResponse.json({ undone: 1 });
  }),
  http.delete('/api/painel/trash/:resource/:id', ({ params, request }) => {
    writes.push(`DELETE ${new URL(request.url).pathname}`);
    trash = trash.filter((t) => t.recordId !== params.id);
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  trash = firstTrash;
  failTrash = false;
  asked.length = 0;
  writes.length = 0;
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const list = () => screen.findByRole('list', { name: 'Registros na lixeira' });
const rows = async () => within(await list()).getAllByRole('listitem');
const toasts = () => screen.queryAllByRole('alert').filter((a) => !a.closest('[role="dialog"]'));

test('every deleted record: its title, resource, who deleted it and when, and when it goes for good', async () => {
  renderApp('/app/lixeira', { token: testToken });
  const [service, post, category] = await rows();
  expect(asked).toEqual(['/api/painel/trash']);
  expect(service).toHaveTextContent('Painel rodoviário');
  expect(service).toHaveTextContent('Serviço · Excluído por Ana Souza em 25/11/2026 às 14:03');
  expect(service).toHaveTextContent('Será excluído definitivamente em 25/12/2026');
  expect(post).toHaveTextContent('Post · Excluído por Ana Souza em 24/11/2026 às 09:00');
  expect(category).toHaveTextContent('Categoria · Excluída por Bia Lima em 23/11/2026 às 09:00');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Lixeira');
});

test('"Restaurar": POST …/services/s-1/restore, a toast, and the record leaves the trash', async () => {
  const app = renderApp('/app/lixeira', { token: testToken });
  await rows();
  await app.user.click(screen.getByRole('button', { name: 'Restaurar Painel rodoviário' }));
  expect(await screen.findByText('“Painel rodoviário” foi restaurado.')).toBeInTheDocument();
  expect(writes).toEqual(['POST /api/painel/trash/services/s-1/restore']);
  await waitFor(async () => expect(await rows()).toHaveLength(2));
  expect(screen.queryByText('Painel rodoviário')).toBeNull();
});

test('the restore\'s toast offers "Desfazer": the record goes back to the trash', async () => {
  const app = renderApp('/app/lixeira', { token: testToken });
  await rows();
  await app.user.click(screen.getByRole('button', { name: 'Restaurar Painel rodoviário' }));
  const toast = (await screen.findByText('“Painel rodoviário” foi restaurado.')).closest('[role="alert"]') as HTMLElement;
  await waitFor(async () => expect(await rows()).toHaveLength(2));
  await app.user.click(within(toast).getByRole('button', { name: 'Desfazer' }));
  expect(await screen.findByText('Alteração desfeita.')).toBeInTheDocument();
  expect(writes).toEqual(['POST /api/painel/trash/services/s-1/restore', `POST /api/painel/undo/${UNDO_ONE}`]);
  await waitFor(async () => expect(await rows()).toHaveLength(3));
});

test('several ticked, "Restaurar selecionados": one request, "2 registros restaurados." with "Desfazer" for all', async () => {
  const app = renderApp('/app/lixeira', { token: testToken });
  await rows();
  expect(screen.queryByRole('button', { name: /^Restaurar selecionados/ })).toBeNull();
  await app.user.click(screen.getByRole('checkbox', { name: 'Selecionar Painel rodoviário' }));
  await app.user.click(screen.getByRole('checkbox', { name: 'Selecionar Eventos' }));
  expect(screen.getByText('2 selecionados')).toBeInTheDocument();
  await app.user.click(screen.getByRole('button', { name: 'Restaurar selecionados (2)' }));
  const toast = (await screen.findByText('2 registros restaurados.')).closest('[role="alert"]') as HTMLElement;
  expect(writes).toEqual(['POST /api/painel/trash/restore services/s-1 categories/c-1']);
  await waitFor(async () => expect(await rows()).toHaveLength(1));
  expect(screen.queryByRole('button', { name: /^Restaurar selecionados/ })).toBeNull();
  await app.user.click(within(toast).getByRole('button', { name: 'Desfazer' }));
  expect(await screen.findByText('Alteração desfeita.')).toBeInTheDocument();
  expect(writes.at(-1)).toBe(`POST /api/painel/undo/${UNDO_MANY}`);
  await waitFor(async () => expect(await rows()).toHaveLength(3));
});

test('"Selecionar todos", then one that cannot come back: the toast counts both, the row says why and stays', async () => {
  const app = renderApp('/app/lixeira', { token: testToken });
  await rows();
  await app.user.click(screen.getByRole('checkbox', { name: 'Selecionar todos' }));
  await app.user.click(screen.getByRole('button', { name: 'Restaurar selecionados (3)' }));
  expect(await screen.findByText('2 registros restaurados; 1 não pôde ser restaurado.')).toBeInTheDocument();
  expect(writes).toEqual(['POST /api/painel/trash/restore services/s-1 posts/p-1 categories/c-1']);
  await waitFor(async () => expect(await rows()).toHaveLength(1));
  const [post] = await rows();
  expect(post).toHaveTextContent('p-1');
  expect(post).toHaveTextContent('Não é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.');
});

test("a restore the server refuses (409) is told with its reason; the record stays", async () => {
  const app = renderApp('/app/lixeira', { token: testToken });
  await rows();
  await app.user.click(screen.getByRole('button', { name: 'Restaurar p-1' }));
  await waitFor(() => expect(toasts().map((t) => t.textContent)).toEqual(['Erro ao restaurar postNão é possível restaurar: Serviço não encontrado (Serviço) — foi excluído depois.']));
  expect(await rows()).toHaveLength(3);
});

test('"Excluir definitivamente": a destructive confirmation, DELETE …/categories/c-1, gone', async () => {
  const app = renderApp('/app/lixeira', { token: testToken });
  await rows();
  await app.user.click(screen.getByRole('button', { name: 'Excluir definitivamente Eventos' }));
  const dialog = await screen.findByRole('dialog', { name: 'Excluir definitivamente?' });
  expect(dialog).toHaveTextContent('“Eventos” será excluída para sempre, com seus arquivos. Esta ação não pode ser desfeita.');
  expect(writes).toEqual([]);
  await app.user.click(within(dialog).getByRole('button', { name: 'Excluir definitivamente' }));
  expect(await screen.findByText('“Eventos” foi excluída definitivamente.')).toBeInTheDocument();
  expect(writes).toEqual(['DELETE /api/painel/trash/categories/c-1']);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(async () => expect(await rows()).toHaveLength(2));
});

test('a list\'s "Lixeira" leads to its resource\'s trash (/app/lixeira?recurso=services), which can show all', async () => {
  const app = renderApp('/app/services', { token: testToken });
  await screen.findByRole('table', { name: 'Serviços' }, { timeout: 5000 });
  await app.user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Lixeira' }));
  await waitFor(() => expect(app.path()).toBe('/app/lixeira?recurso=services'));
  expect((await rows()).map((r) => within(r).getByText(/./, { selector: 'p:first-child' }).textContent)).toEqual(['Painel rodoviário']);
  expect(asked).toEqual(['/api/painel/trash/services']);
  expect(screen.getByRole('combobox', { name: 'Recurso' })).toHaveTextContent('Serviços');
  await app.user.click(screen.getByRole('combobox', { name: 'Recurso' }));
  await app.user.click(await screen.findByRole('option', { name: 'Todos os recursos' }));
  await waitFor(() => expect(app.path()).toBe('/app/lixeira'));
  await waitFor(async () => expect(await rows()).toHaveLength(3));
});

test('empty: "A lixeira está vazia."; a failure: its reason and "Tentar novamente"', async () => {
  trash = [];
  const app = renderApp('/app/lixeira?recurso=categories', { token: testToken });
  expect(await screen.findByText('A lixeira está vazia.')).toBeInTheDocument();
  failTrash = true;
  await app.user.click(screen.getByRole('button', { name: 'Ver a lixeira de todos os recursos' }));
  const alert = (await within(screen.getByRole('main')).findByText('Erro ao buscar a lixeira')).closest('.MuiAlert-root') as HTMLElement;
  expect(alert).toHaveTextContent('Banco de dados indisponível.');
  failTrash = false;
  trash = firstTrash;
  await app.user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
  expect(await rows()).toHaveLength(3);
});

test('the drawer offers "Atividade" and "Lixeira" after the resources', async () => {
  renderApp('/app/lixeira', { token: testToken });
  await rows();
  const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
  const changes = within(nav).getByRole('list', { name: 'Alterações' });
  expect(within(changes).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
    ['Atividade', '/app/atividade'],
    ['Lixeira', '/app/lixeira'],
  ]);
  expect(within(changes).getByRole('link', { name: 'Lixeira' })).toHaveAttribute('aria-current', 'page');
});

describe('a role that may use no trash (leitura)', () => {
  const roles = readRoles();
  beforeEach(() => server.use(...sessionHandlers({ user: { ...testUser, role: 'leitura' } as typeof testUser })));

  test('/app/lixeira says what is refused instead of "A lixeira está vazia.", and asks the server nothing', async () => {
    renderApp('/app/lixeira', { token: testToken, roles });
    const main = await screen.findByRole('main', {}, { timeout: 5000 });
    expect(await within(main).findByText('Você não tem permissão para usar a lixeira.')).toBeInTheDocument();
    expect(within(main).queryByText('A lixeira está vazia.')).toBeNull();
    expect(within(main).queryByRole('combobox', { name: 'Recurso' })).toBeNull();
    expect(asked).toEqual([]);
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).queryByRole('link', { name: 'Lixeira' })).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Atividade' })).toBeInTheDocument();
  });
});

describe('without the painel profile', () => {
  const { painel: _painel, ...profiles } = testApis.profiles;
  const apis: ApiProfiles = { profiles };

  test('no "Lixeira" on a list, no "Atividade" or "Lixeira" in the drawer, and a delete is for good', async () => {
    const app = renderApp('/app/services', { token: testToken, apis });
    await app.user.click(await screen.findByRole('button', { name: 'Excluir Empena' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir serviço?' });
    expect(dialog).toHaveTextContent('“Empena” será excluído permanentemente. Esta ação não pode ser desfeita.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('link', { name: 'Lixeira' })).toBeNull();
    expect(within(screen.getByRole('navigation', { name: 'Navegação principal' })).queryByRole('list', { name: 'Alterações' })).toBeNull();
  });

  test('/app/lixeira and /app/atividade are pages that do not exist', async () => {
    renderApp('/app/lixeira', { token: testToken, apis });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página não encontrada' })).toBeInTheDocument();
    expect(asked).toEqual([]);
  });
});
