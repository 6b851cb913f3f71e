import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// A small jobs API written out here (not read from the descriptors): it sorts by name, filters by status,
// searches names, caps nothing, and records every request.
type Job = { id: string; name: string; description: string; html: string; status: boolean; createdAt: string; updatedAt: string };
let jobs: Job[] = [];
const requests: URL[] = [];
const bulkBodies: unknown[] = [];
let exportStream: { push(text: string): void; end(): void } | undefined;

const seed = () =>
  Array.from({ length: 23 }, (_, i) => ({
    id: `j-${i + 1}`,
    name: `Vaga ${String.fromCharCode(65 + (i % 26))}${i + 1}`,
    description: `Descrição ${i + 1}`,
    html: '<p>x</p>',
    status: i % 3 !== 0,
    createdAt: '2026-11-23T21:06:00.000Z',
    updatedAt: '2026-11-23T21:10:00.000Z',
  }));

function select(url: URL) {
  const q = url.searchParams.get('q') ?? '';
  const status = url.searchParams.get('status');
  const sort = url.searchParams.get('sort');
  let found = jobs.filter((j) => j.name.includes(q) && (status === null || String(j.status) === status));
  if (sort === 'name' || sort === '-name') found = [...found].sort((a, b) => a.name.localeCompare(b.name) * (sort === 'name' ? 1 : -1));
  return found;
}

const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/jobs', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    const found = select(url);
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    return HttpResponse.json({ data: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit });
  }),
  http.get('/api/jobs/export', ({ request }) => {
    requests.push(new URL(request.url));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        exportStream = { push: (text) => controller.enqueue(new TextEncoder().encode(text)), end: () => controller.close() };
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/csv; charset=utf-8', 'x-total-count': '2' } });
  }),
  http.post('/api/jobs/bulk', async ({ request }) => {
    const body = (await request.json()) as { action: string; ids: string[] };
    bulkBodies.push(body);
    const results = body.ids.map((id) =>
      id === 'j-2' ? { id, ok: false as const, status: 409, message: 'Esta vaga está em uso.' } : { id, ok: true as const },
    );
    jobs = jobs.filter((j) => !results.some((r) => r.ok && r.id === j.id));
    return HttpResponse.json({ results, done: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length });
  }),
  http.get('/api/jobs/:id', ({ params }) => HttpResponse.json(jobs.find((j) => j.id === params.id))),
  http.get('/api/categories', () => HttpResponse.json({ data: [{ id: 'c-1', name: 'Eventos' }], total: 25_000, totalCapped: true, page: 1, limit: 10 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  jobs = seed();
  requests.length = 0;
  bulkBodies.length = 0;
  exportStream = undefined;
  localStorage.clear();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const table = () => screen.getByRole('table', { name: 'Vagas' });
const names = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[1].textContent);
const lastList = () => requests.filter((u) => u.pathname === '/api/jobs').at(-1)!;

describe('sort by a column header', () => {
  // Three behaviours, three tests: each renders the app at most twice (one test doing all three outlasted its time
  // on a loaded CI machine).
  test('a click sorts ascending, the next descending; kept in the URL across a reload', async () => {
    const app = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    expect(lastList().searchParams.has('sort')).toBe(false);
    await app.user.click(within(table()).getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(app.path()).toBe('/app/jobs?page=1&limit=10&sort=name'));
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['Vaga A1', 'Vaga B2', 'Vaga C3']));
    expect(lastList().searchParams.get('sort')).toBe('name');
    expect(within(table()).getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending');

    await app.user.click(within(table()).getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(app.path()).toBe('/app/jobs?page=1&limit=10&sort=-name'));
    await waitFor(() => expect(names().slice(0, 3)).toEqual(['Vaga W23', 'Vaga V22', 'Vaga U21']));

    // A reload: the same URL, a fresh app.
    const url = app.path();
    app.unmount();
    const reloaded = renderApp(url, { token: testToken });
    await waitFor(() => expect(within(table()).getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'descending'));
    expect(lastList().searchParams.get('sort')).toBe('-name');
    expect(names()[0]).toBe('Vaga W23');
    reloaded.unmount();
  });

  test('Back returns to the previous order', async () => {
    const back = renderApp('/app/jobs?sort=name&page=1&limit=10', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await back.user.click(within(table()).getByRole('button', { name: 'Nome' }));
    await waitFor(() => expect(back.path()).toBe('/app/jobs?sort=-name&page=1&limit=10'));
    await back.router.navigate(-1);
    await waitFor(() => expect(within(table()).getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'ascending'));
    expect(names()[0]).toBe('Vaga A1');
  });
});

describe('filters', () => {
  test('"Filtros" → Status Inativa → Aplicar: sent as status=false with the search, shown as a chip, kept by a reload', async () => {
    const app = renderApp('/app/jobs?q=Vaga', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await app.user.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    await app.user.click(within(dialog).getByRole('combobox', { name: 'Status' }));
    await app.user.click(await screen.findByRole('option', { name: 'Inativa' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(app.path()).toBe('/app/jobs?q=Vaga&page=1&limit=10&status=false'));
    await waitFor(() => expect(names()).toEqual(['Vaga A1', 'Vaga D4', 'Vaga G7', 'Vaga J10', 'Vaga M13', 'Vaga P16', 'Vaga S19', 'Vaga V22']));
    expect([...lastList().searchParams.entries()]).toEqual([['q', 'Vaga'], ['page', '1'], ['limit', '10'], ['status', 'false']]);
    expect(screen.getByRole('button', { name: 'Remover filtro Status: Inativa' })).toBeInTheDocument();

    const url = app.path();
    app.unmount();
    const reloaded = renderApp(url, { token: testToken });
    expect(await screen.findByRole('button', { name: 'Remover filtro Status: Inativa' })).toBeInTheDocument();
    await waitFor(() => expect(names()).toHaveLength(8));
    reloaded.unmount();
  });

  test('a filter is undone by Back and by its chip', async () => {
    const again = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await again.user.click(screen.getByRole('button', { name: 'Filtros' }));
    await again.user.click(within(await screen.findByRole('dialog', { name: 'Filtros' })).getByRole('combobox', { name: 'Status' }));
    await again.user.click(await screen.findByRole('option', { name: 'Ativa' }));
    await again.user.click(screen.getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(again.path()).toBe('/app/jobs?page=1&limit=10&status=true'));
    await again.router.navigate(-1);
    await waitFor(() => expect(again.path()).toBe('/app/jobs'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Remover filtro/ })).toBeNull());
    await again.router.navigate(1);
    await again.user.click(await screen.findByRole('button', { name: 'Remover filtro Status: Ativa' }));
    await waitFor(() => expect(again.path()).toBe('/app/jobs?page=1&limit=10'));
  });
});

describe('a filter chip', () => {
  test('clicked, it opens that filter to change (nothing removed); only its × removes it', async () => {
    const app = renderApp('/app/jobs?page=1&limit=10&status=false', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await app.user.click(await screen.findByRole('button', { name: 'Alterar filtro Status: Inativa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    const status = within(dialog).getByRole('combobox', { name: 'Status' });
    await waitFor(() => expect(status).toHaveFocus());
    expect(status).toHaveTextContent('Inativa');
    expect(app.path()).toBe('/app/jobs?page=1&limit=10&status=false');
    await app.user.click(status);
    await app.user.click(await screen.findByRole('option', { name: 'Ativa' }));
    await app.user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));
    await waitFor(() => expect(app.path()).toBe('/app/jobs?page=1&limit=10&status=true'));

    await app.user.click(await screen.findByRole('button', { name: 'Remover filtro Status: Ativa' }));
    await waitFor(() => expect(app.path()).toBe('/app/jobs?page=1&limit=10'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('bulk actions', () => {
  test('tick three rows, "Excluir (3)", one confirmation naming the count, one summary toast with the reason of the one that failed', async () => {
    const app = renderApp('/app/jobs?sort=name', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    for (const name of ['Vaga A1', 'Vaga B2', 'Vaga C3']) await app.user.click(screen.getByRole('checkbox', { name: `Selecionar ${name}` }));
    const bar = screen.getByRole('region', { name: 'Seleção' });
    expect(bar).toHaveTextContent('3 vagas selecionadas');
    await app.user.click(within(bar).getByRole('button', { name: 'Excluir (3)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir 3 vagas?' });
    expect(dialog).toHaveTextContent('3 vagas vão para a Lixeira, de onde podem ser restauradas.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('2 vagas excluídas; 1 não pôde ser excluída: Esta vaga está em uso.')).toBeInTheDocument();
    expect(bulkBodies).toEqual([{ action: 'delete', ids: ['j-1', 'j-2', 'j-3'] }]);
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['Vaga B2', 'Vaga D4']));
    expect(screen.queryByRole('region', { name: 'Seleção' })).toBeNull();
  });

  test('the summary of a bulk delete and of a bulk "Ativar" offers "Desfazer", which undoes the whole request', async () => {
    const undone: string[] = [];
    server.use(
      http.post('/api/jobs/bulk', async ({ request }) => {
        const body = (await request.json()) as { action: string; ids: string[]; value?: boolean };
        bulkBodies.push(body);
        const results = body.ids.map((id) => ({ id, ok: true as const }));
        if (body.action === 'delete') jobs = jobs.filter((j) => !body.ids.includes(j.id));
        return HttpResponse.json({ results, done: results.length, failed: 0 }, { headers: { 'Painel-Undo': `5e6f7a8b-0000-4000-8000-00000000000${bulkBodies.length}` } });
      }),
      http.post('/api/painel/undo/:token', ({ params }) => {
        undone.push(String(params.token));
        jobs = seed();
        return HttpResponse.json({ undone: 2 });
      }),
    );
    const app = renderApp('/app/jobs?sort=name', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    for (const name of ['Vaga A1', 'Vaga B2']) await app.user.click(screen.getByRole('checkbox', { name: `Selecionar ${name}` }));
    await app.user.click(within(screen.getByRole('region', { name: 'Seleção' })).getByRole('button', { name: 'Excluir (2)' }));
    await app.user.click(within(await screen.findByRole('dialog', { name: 'Excluir 2 vagas?' })).getByRole('button', { name: 'Excluir' }));
    const deleted = (await screen.findByText('2 vagas excluídas')).closest('[role="alert"]') as HTMLElement;
    await waitFor(() => expect(names().slice(0, 1)).toEqual(['Vaga C3']));
    await app.user.click(within(deleted).getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Alteração desfeita.')).toBeInTheDocument();
    expect(undone).toEqual(['5e6f7a8b-0000-4000-8000-000000000001']);
    await waitFor(() => expect(names().slice(0, 2)).toEqual(['Vaga A1', 'Vaga B2']));

    for (const name of ['Vaga A1', 'Vaga D4']) await app.user.click(screen.getByRole('checkbox', { name: `Selecionar ${name}` }));
    await app.user.click(within(screen.getByRole('region', { name: 'Seleção' })).getByRole('button', { name: 'Ativar (2)' }));
    const activated = (await screen.findByText('2 vagas ativadas')).closest('[role="alert"]') as HTMLElement;
    await app.user.click(within(activated).getByRole('button', { name: 'Desfazer' }));
    await waitFor(() => expect(undone).toEqual(['5e6f7a8b-0000-4000-8000-000000000001', '5e6f7a8b-0000-4000-8000-000000000002']));
  });

  test('ticking the whole page offers every match; choosing it says so', async () => {
    const app = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await app.user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    const bar = screen.getByRole('region', { name: 'Seleção' });
    expect(bar).toHaveTextContent('10 vagas selecionadas');
    await app.user.click(within(bar).getByRole('button', { name: 'Selecionar todas as 23 vagas que correspondem' }));
    expect(bar).toHaveTextContent('Todas as 23 vagas selecionadas');
    expect(within(bar).getByRole('button', { name: 'Ativar (23)' })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: 'Desativar (23)' })).toBeEnabled();
  });
});

describe('CSV export, timestamps, columns, capped totals', () => {
  test('"Exportar CSV" shows rows and bytes received while the file streams, then hands it over as a download', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:painel/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const app = renderApp('/app/jobs?status=true&sort=-name', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await app.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    // The choice of columns: the ones on screen (the default here), or every field.
    const choice = await screen.findByRole('dialog', { name: 'Exportar CSV' });
    expect(within(choice).getByRole('radio', { name: /Colunas visíveis/ })).toBeChecked();
    await app.user.click(within(choice).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Exportar CSV' })).toBeNull());
    await waitFor(() => expect(exportStream).toBeDefined());
    exportStream!.push('\uFEFFNome;Status\r\nVaga B2;Ativa\r\n');
    expect(await screen.findByText('1 de 2 linhas · 31 B')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportando…' })).toBeDisabled();
    exportStream!.push('Vaga C3;Ativa\r\n');
    exportStream!.end();
    await waitFor(() => expect(downloads).toEqual([expect.stringMatching(/^vagas-\d{4}-\d{2}-\d{2}\.csv$/)]));
    // The button says "Exportar CSV" again once the export's state settles, a render after the file is handed over.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled());
    expect([...requests.find((u) => u.pathname === '/api/jobs/export')!.searchParams.entries()]).toEqual([
      ['sort', '-name'],
      ['status', 'true'],
      ['columns', 'name,description,status'],
    ]);
  });

  test('"Todos os campos" asks for no columns: the server writes every field the person may read', async () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:painel/1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const app = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await app.user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const choice = await screen.findByRole('dialog', { name: 'Exportar CSV' });
    await app.user.click(within(choice).getByRole('radio', { name: /Todos os campos/ }));
    await app.user.click(within(choice).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(exportStream).toBeDefined());
    exportStream!.end();
    await waitFor(() => expect(requests.some((u) => u.pathname === '/api/jobs/export')).toBe(true));
    expect([...requests.find((u) => u.pathname === '/api/jobs/export')!.searchParams.entries()]).toEqual([]);
  });

  test('the form shows when the record was created and last changed, in São Paulo time', async () => {
    renderApp('/app/jobs/j-1', { token: testToken });
    expect(await screen.findByText('Criado em 23/11/2026 18:06 · Atualizado em 23/11/2026 18:10')).toBeInTheDocument();
  });

  test('"Colunas" adds Criado em (sortable, date and time) and the choice survives a reload', async () => {
    const app = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await app.user.click(screen.getByRole('button', { name: 'Colunas' }));
    await app.user.click(await screen.findByRole('menuitemcheckbox', { name: 'Criado em' }));
    await app.user.keyboard('{Escape}');
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['', 'Nome', 'Descrição', 'Status', 'Criado em', 'Ações']);
    expect(within(within(table()).getAllByRole('row')[1]).getByText('23/11/2026 18:06')).toBeInTheDocument();
    app.unmount();
    const reloaded = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await reloaded.user.click(within(table()).getByRole('button', { name: 'Criado em' }));
    await waitFor(() => expect(reloaded.path()).toBe('/app/jobs?page=1&limit=10&sort=createdAt'));
  });

  test('a total the server stopped counting at is said honestly', async () => {
    renderApp('/app/categories', { token: testToken });
    expect(await screen.findByText('1–10 de mais de 25.000')).toBeInTheDocument();
  });
});

describe('bulk status: explicit, never a blind flip', () => {
  test('three selected (one inactive, two active): "Ativar (3)" and "Desativar (3)"; the request says the state; the toast counts what changed', async () => {
    server.use(
      http.post('/api/jobs/bulk', async ({ request }) => {
        const body = (await request.json()) as { ids: string[]; value: boolean };
        bulkBodies.push(body);
        const results = body.ids.map((id) => (jobs.find((j) => j.id === id)!.status === body.value ? { id, ok: true, unchanged: true } : { id, ok: true }));
        return HttpResponse.json({ results, done: results.filter((r) => !('unchanged' in r)).length, failed: 0, unchanged: results.filter((r) => 'unchanged' in r).length });
      }),
    );
    const app = renderApp('/app/jobs?sort=name', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    // Vaga A1 is inactive, B2 and C3 active (the seed).
    for (const name of ['Vaga A1', 'Vaga B2', 'Vaga C3']) await app.user.click(screen.getByRole('checkbox', { name: `Selecionar ${name}` }));
    const bar = screen.getByRole('region', { name: 'Seleção' });
    expect(within(bar).queryByRole('button', { name: /Ativar\/desativar/ })).toBeNull();
    await app.user.click(within(bar).getByRole('button', { name: 'Desativar (3)' }));
    expect(await screen.findByText('2 vagas desativadas; 1 já estava desativada')).toBeInTheDocument();
    expect(bulkBodies).toEqual([{ action: 'toggle-status', ids: ['j-1', 'j-2', 'j-3'], value: false }]);
  });

  test('on every match ("todas as 23"), a status change asks first, naming the count', async () => {
    const app = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await app.user.click(screen.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    const bar = screen.getByRole('region', { name: 'Seleção' });
    await app.user.click(within(bar).getByRole('button', { name: 'Selecionar todas as 23 vagas que correspondem' }));
    await app.user.click(within(bar).getByRole('button', { name: 'Ativar (23)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ativar todas as 23 vagas?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(bulkBodies).toEqual([]);
  });

  test('a row button says what it will do: "Desativar vaga" on an active job, "Ativar vaga" on an inactive one', async () => {
    renderApp('/app/jobs?sort=name', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    expect(screen.getByRole('button', { name: 'Ativar vaga: Vaga A1' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Desativar vaga: Vaga B2' })).toBeInTheDocument();
  });
});
