import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const jobs = Array.from({ length: 23 }, (_, i) => ({
  id: `j-${i + 1}`,
  name: `Vaga ${i + 1}`,
  description: `Descrição ${i + 1}`,
  html: '<p>x</p>',
  status: i % 2 === 0,
}));

const requests: URL[] = [];
let failJobs = false;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/jobs', ({ request }) => {
    const url = new URL(request.url);
    requests.push(url);
    if (failJobs) return HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 500 });
    const q = url.searchParams.get('q') ?? '';
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const found = jobs.filter((j) => j.name.includes(q));
    return HttpResponse.json({ data: found.slice((page - 1) * limit, page * limit), total: found.length, page, limit });
  }),
  http.get('/api/jobs/:id', ({ params }) => HttpResponse.json(jobs.find((j) => j.id === params.id))),
  http.patch('/api/jobs/:id', ({ params }) => {
    const job = jobs.find((j) => j.id === params.id)!;
    job.status = !job.status;
    return HttpResponse.json(job);
  }),
  http.delete('/api/jobs/:id', ({ params }) => {
    jobs.splice(jobs.findIndex((j) => j.id === params.id), 1);
    return new HttpResponse(null, { status: 204 });
  }),
  http.get('/api/banners', () =>
    HttpResponse.json({ data: [{ id: 'b-1', title: 'Black Friday', imageUrl: '/uploads/bf.png' }, { id: 'b-2', title: 'Sem imagem', imageUrl: null }], total: 2, page: 1, limit: 10 }),
  ),
  http.get('/api/categories', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 })),
  http.get('/api/server/posts', () =>
    HttpResponse.json({ data: { items: [{ id: 'p-1', serviceId: 's-1', fileUrl: '/uploads/proposta.pdf', status: true }], total: 1, page: 1, limit: 10 } }),
  ),
  http.get('/api/server/services/:id', () => HttpResponse.json({ data: { id: 's-1', name: 'Painel rodoviário', price: 1200 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests.length = 0;
  failJobs = false;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const table = () => screen.getByRole('table', { name: 'Vagas' });
// The first cell of a row is its selection checkbox (bulk actions); the name is the first data cell.
const rowNames = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell').find((c) => !within(c).queryByRole('checkbox'))!.textContent);

describe('list screen', () => {
  test('shows the descriptor columns, status chips and the first page with page and limit sent', async () => {
    renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['', 'Nome', 'Descrição', 'Status', 'Ações']);
    expect(rowNames()).toEqual(['Vaga 1', 'Vaga 2', 'Vaga 3', 'Vaga 4', 'Vaga 5', 'Vaga 6', 'Vaga 7', 'Vaga 8', 'Vaga 9', 'Vaga 10']);
    const first = within(table()).getAllByRole('row')[1];
    expect(within(first).getByText('Ativa')).toBeInTheDocument();
    expect(within(within(table()).getAllByRole('row')[2]).getByText('Inativa')).toBeInTheDocument();
    expect(requests[0].searchParams.get('page')).toBe('1');
    expect(requests[0].searchParams.get('limit')).toBe('10');
    expect(screen.getByText('1–10 de 23')).toBeInTheDocument();
  });

  test('paging sends page=2, keeps it in the URL, and the back button returns to page 1', async () => {
    const app = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await app.user.click(screen.getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() => expect(rowNames()[0]).toBe('Vaga 11'));
    expect(app.path()).toBe('/app/jobs?page=2&limit=10');
    expect(requests.at(-1)!.searchParams.get('page')).toBe('2');
    await app.router.navigate(-1);
    await waitFor(() => expect(rowNames()[0]).toBe('Vaga 1'));
  });

  test('the page size is chosen and kept in the URL', async () => {
    const app = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    const size = screen.getByRole('combobox', { name: 'Linhas por página:' });
    expect(within(size).getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50']);
    await app.user.selectOptions(size, '25');
    await waitFor(() => expect(rowNames()).toHaveLength(23));
    expect(app.path()).toBe('/app/jobs?page=1&limit=25');
  });

  test('search sends q after a pause, resets to page 1, and survives a reload of the URL', async () => {
    const app = renderApp('/app/jobs?page=2&limit=10', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await app.user.type(screen.getByRole('searchbox', { name: 'Buscar' }), 'Vaga 2');
    await waitFor(() => expect(app.path()).toBe('/app/jobs?page=1&limit=10&q=Vaga+2'));
    await waitFor(() => expect(rowNames()).toEqual(['Vaga 2', 'Vaga 20', 'Vaga 21', 'Vaga 22', 'Vaga 23']));
    // One search request for the whole word, not one per key.
    expect(requests.filter((u) => u.searchParams.get('q')).map((u) => u.searchParams.get('q'))).toEqual(['Vaga 2']);
  });

  test('a URL with q shows it in the search box', async () => {
    renderApp('/app/jobs?q=Vaga%201', { token: testToken });
    expect(await screen.findByRole('searchbox', { name: 'Buscar' })).toHaveValue('Vaga 1');
    expect(requests[0].searchParams.get('q')).toBe('Vaga 1');
  });

  test('a search with no result says so and offers to clear it', async () => {
    const app = renderApp('/app/jobs?q=nada', { token: testToken });
    expect(await screen.findByText('Nenhum resultado para “nada”.')).toBeInTheDocument();
    await app.user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Limpar busca' }));
    await screen.findByRole('table', { name: 'Vagas' });
    expect(app.path()).toBe('/app/jobs?page=1&limit=10');
  });

  test('an empty resource invites to create the first record', async () => {
    renderApp('/app/categories', { token: testToken });
    expect(await screen.findByText('Nenhuma categoria cadastrada ainda.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Nova categoria' })[0]).toHaveAttribute('href', '/app/categories/new');
  });

  test('a failed list shows the error and retries', async () => {
    failJobs = true;
    const app = renderApp('/app/jobs', { token: testToken });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(retry.closest('.MuiAlert-root')).toHaveTextContent('Erro ao buscar vagasBanco de dados indisponível.');
    // The same failure is also a toast (spec §8 only logged it), shown once the read has settled.
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('Erro ao buscar vagas') && a !== retry.closest('.MuiAlert-root'))).toBe(true));
    failJobs = false;
    await app.user.click(retry);
    expect(await screen.findByRole('table', { name: 'Vagas' })).toBeInTheDocument();
  });

  test('the status toggle sends PATCH with no body and the list shows the new status', async () => {
    const app = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    const row = within(table()).getAllByRole('row')[1];
    expect(within(row).getByText('Ativa')).toBeInTheDocument();
    await app.user.click(within(row).getByRole('button', { name: 'Desativar vaga: Vaga 1' }));
    expect(await screen.findByText('Status da vaga alterado com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(within(within(table()).getAllByRole('row')[1]).getByText('Inativa')).toBeInTheDocument());
  });

  test('delete asks first; cancelling sends nothing, confirming deletes and says so', async () => {
    const deleted = vi.fn();
    server.events.on('request:start', ({ request }) => request.method === 'DELETE' && deleted());
    const app = renderApp('/app/jobs', { token: testToken });
    await screen.findByRole('table', { name: 'Vagas' });
    await app.user.click(screen.getByRole('button', { name: 'Excluir Vaga 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir vaga?' });
    expect(dialog).toHaveTextContent('“Vaga 3” vai para a Lixeira, de onde pode ser restaurada.');
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).not.toHaveBeenCalled();

    await app.user.click(screen.getByRole('button', { name: 'Excluir Vaga 3' }));
    await app.user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await screen.findByText('Vaga excluída com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).not.toContain('Vaga 3'));
    expect(deleted).toHaveBeenCalledTimes(1);
    server.events.removeAllListeners();
  });

  test('on a phone each record is a card with labelled fields and its actions, no wide table', async () => {
    const happy = (window as unknown as { happyDOM: { setViewport(size: { width: number; height: number }): void } }).happyDOM;
    happy.setViewport({ width: 390, height: 844 });
    try {
      renderApp('/app/jobs', { token: testToken });
      const cards = await screen.findByRole('list', { name: 'Vagas' });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const first = within(cards).getAllByRole('listitem')[0];
      expect(first).toHaveTextContent('NomeVaga 1');
      expect(first).toHaveTextContent('DescriçãoDescrição 1');
      expect(within(first).getByRole('button', { name: 'Excluir Vaga 1' })).toBeInTheDocument();
      expect(within(first).getByRole('link', { name: 'Editar Vaga 1' })).toHaveAttribute('href', '/app/jobs/j-1');
      expect(screen.getByRole('button', { name: 'Ir para a próxima página' })).toBeInTheDocument();
    } finally {
      happy.setViewport({ width: 1024, height: 768 });
    }
  });

  test('images are thumbnails; records without one get a placeholder', async () => {
    renderApp('/app/banners', { token: testToken });
    const img = await screen.findByRole('img', { name: 'Imagem de Black Friday' });
    expect(img).toHaveAttribute('src', '/uploads/bf.png');
    expect(screen.getByLabelText('Sem imagem')).toBeInTheDocument();
    // Each banner has its page (an extension of the reference server's API).
    expect(screen.getByRole('link', { name: 'Editar Black Friday' })).toHaveAttribute('href', '/app/banners/b-1');
  });

  test('a PDF opens from a chip; a reference shows the referenced title, not the id', async () => {
    renderApp('/app/posts', { token: testToken });
    expect(await screen.findByRole('link', { name: 'Abrir PDF' })).toHaveAttribute('href', '/uploads/proposta.pdf');
    expect(await screen.findByText('Painel rodoviário')).toBeInTheDocument();
    expect(screen.getByText('Publicado')).toBeInTheDocument();
  });
});

describe('search box and URL', () => {
  afterEach(() => vi.useRealTimers());

  const box = () => screen.getByRole('searchbox', { name: 'Buscar' });
  /** From here on only the test moves the clock (React and msw keep real timers): "within the pause" is exact. */
  const freezeClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  /** One change per key, with no time passing between keys (user-event's own waits need real timers). */
  const typeQuickly = (text: string) => {
    for (let i = 1; i <= text.length; i += 1) fireEvent.change(box(), { target: { value: text.slice(0, i) } });
  };

  test('back on the bare list (no q in the URL), the same search typed again within the pause is applied', async () => {
    const app = renderApp('/app/jobs?q=Vaga+2&page=1&limit=10', { token: testToken });
    await waitFor(() => expect(rowNames()).toEqual(['Vaga 2', 'Vaga 20', 'Vaga 21', 'Vaga 22', 'Vaga 23']));
    freezeClock();
    // The list stays on screen (same path): what a link to the list, or a return to it, does.
    await act(() => app.router.navigate('/app/jobs'));
    expect(box()).toHaveValue('');
    typeQuickly('Vaga 2');
    act(() => vi.advanceTimersByTime(349));
    expect(app.path()).toBe('/app/jobs');
    act(() => vi.advanceTimersByTime(1));
    expect(app.path()).toBe('/app/jobs?q=Vaga+2&page=1&limit=10');
    vi.useRealTimers();
    // The list shows that search again (asked again, or from the cache of the first time).
    await waitFor(() => expect(rowNames()).toEqual(['Vaga 2', 'Vaga 20', 'Vaga 21', 'Vaga 22', 'Vaga 23']));
  });

  test('Back after a typed search puts the earlier search in the box, and the box does not push its own back', async () => {
    const app = renderApp('/app/jobs?q=Vaga+1&page=1&limit=10', { token: testToken });
    await waitFor(() => expect(rowNames()).toHaveLength(10));
    await act(() => app.router.navigate('/app/jobs?q=Vaga+1&page=2&limit=10'));
    freezeClock();
    typeQuickly('Vaga 2');
    act(() => vi.advanceTimersByTime(350));
    // A new search replaces its history entry: Back goes to the search before it.
    expect(app.path()).toBe('/app/jobs?q=Vaga+2&page=1&limit=10');
    await act(() => app.router.navigate(-1));
    expect(app.path()).toBe('/app/jobs?q=Vaga+1&page=1&limit=10');
    expect(box()).toHaveValue('Vaga 1');
    act(() => vi.advanceTimersByTime(1000));
    expect(app.path()).toBe('/app/jobs?q=Vaga+1&page=1&limit=10');
    expect(box()).toHaveValue('Vaga 1');
  });
});
