import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ResourceDescriptor } from '../../src/engine/contract';
import { useListController } from '../../src/engine/list';
import { recordingServer } from '../utils/recordingApi';
import { renderController } from '../utils/renderController';

const api = recordingServer();
const jobs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `j-${i + 1}`, name: `Vaga ${i + 1}`, description: 'x', html: '<p>x</p>', status: true }));
const descriptorOf = async (name: string) => (await import('../../src/app/descriptors')).descriptors.find((d) => d.name === name)!;
const answerJobs = (body: Record<string, unknown> = {}) =>
  api.reply((method, path) => (method === 'GET' && path === '/api/jobs' ? HttpResponse.json({ data: jobs(3), total: 3, page: 1, limit: 10, ...body }) : undefined));
/** The same list, on an API whose list operation declares only q, page and limit (an external API without the features). */
const withoutFeatures = (d: ResourceDescriptor): ResourceDescriptor => ({ ...d, operations: { ...d.operations, list: { ...d.operations.list!, query: ['q', 'page', 'limit'] } } });

beforeEach(() => localStorage.clear());

describe('useListController: sort', () => {
  test("the URL's sort is sent; sorting again flips the order, starts at page 1 and is a step Back undoes", async () => {
    answerJobs();
    const d = await descriptorOf('jobs');
    const list = await renderController(() => useListController(d), { url: '/app/jobs?sort=name&page=3&limit=10' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));
    expect(api.sent('GET')[0].query).toEqual([['page', '3'], ['limit', '10'], ['sort', 'name']]);
    expect(list.result.current.sort).toEqual({ field: 'name', desc: false });

    act(() => list.result.current.sortBy('name'));
    await waitFor(() => expect(list.path()).toBe('/app/jobs?sort=-name&page=1&limit=10'));
    await waitFor(() => expect(api.sent('GET').at(-1)!.query).toEqual([['page', '1'], ['limit', '10'], ['sort', '-name']]));
    act(() => list.result.current.sortBy('createdAt'));
    await waitFor(() => expect(list.path()).toBe('/app/jobs?sort=createdAt&page=1&limit=10'));
    await act(() => list.router.navigate(-1));
    expect(list.path()).toBe('/app/jobs?sort=-name&page=1&limit=10');
  });

  test('no sort given: the default order is shown (newest first) and nothing is sent; a bad sort in the URL is not sent', async () => {
    answerJobs();
    const d = await descriptorOf('jobs');
    const list = await renderController(() => useListController(d), { url: '/app/jobs?sort=html' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));
    expect(api.sent('GET')[0].query).toEqual([['page', '1'], ['limit', '10']]);
    expect(list.result.current.sort).toEqual({ field: 'createdAt', desc: true });
    expect(['name', 'description', 'status', 'createdAt', 'updatedAt', 'html'].filter(list.result.current.sortable)).toEqual(['name', 'description', 'status', 'createdAt', 'updatedAt']);
  });

  test('a list operation that does not declare sort and filters: no sort, no filters, none sent from the URL', async () => {
    answerJobs();
    const d = withoutFeatures(await descriptorOf('jobs'));
    const list = await renderController(() => useListController(d), { url: '/app/jobs?sort=name&status=true' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));
    expect(api.sent('GET')[0].query).toEqual([['page', '1'], ['limit', '10']]);
    expect(list.result.current.sort).toBeUndefined();
    expect(list.result.current.sortable('name')).toBe(false);
    expect(list.result.current.filterParams).toEqual([]);
  });
});

describe('useListController: filters', () => {
  test('declared, valid filters are sent with the search; an invalid or unknown one is not; setting one starts at page 1', async () => {
    answerJobs();
    const d = await descriptorOf('jobs');
    const list = await renderController(() => useListController(d), { url: '/app/jobs?q=Motorista&status=quase&foo=1&page=2' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));
    expect(api.sent('GET')[0].query).toEqual([['q', 'Motorista'], ['page', '2'], ['limit', '10']]);
    expect(list.result.current.filters).toEqual({});

    act(() => list.result.current.setFilters({ status: 'false' }));
    await waitFor(() => expect(list.path()).toBe('/app/jobs?q=Motorista&status=false&foo=1&page=1&limit=10'));
    await waitFor(() => expect(api.sent('GET').at(-1)!.query).toEqual([['q', 'Motorista'], ['page', '1'], ['limit', '10'], ['status', 'false']]));
    expect(list.result.current.filters).toEqual({ status: 'false' });

    act(() => list.result.current.clearFilters());
    await waitFor(() => expect(list.path()).toBe('/app/jobs?q=Motorista&foo=1&page=1&limit=10'));
  });

  test('ranges and references: tenancies by service and start date, sent as serviceId and startDate.gte / startDate.lte', async () => {
    api.reply((method, path) => (method === 'GET' && path === '/api/server/tenancies' ? HttpResponse.json({ data: { items: [], total: 0, page: 1, limit: 10 } }) : undefined));
    const d = await descriptorOf('tenancies');
    const list = await renderController(() => useListController(d), { url: '/app/tenancies?serviceId=s-9&startDate.gte=2026-03-01&startDate.lte=2026-03-31&endDate.lte=31/03/2026' });
    await waitFor(() => expect(api.sent('GET').filter((r) => r.path === '/api/server/tenancies')).toHaveLength(1));
    // endDate.lte=31/03/2026 is not a date the server reads: left out rather than answered with a 400.
    expect(api.sent('GET').find((r) => r.path === '/api/server/tenancies')!.query).toEqual([
      ['page', '1'],
      ['limit', '10'],
      ['serviceId', 's-9'],
      ['startDate.gte', '2026-03-01'],
      ['startDate.lte', '2026-03-31'],
    ]);
    expect(list.result.current.filterParams.map((p) => p.param)).toEqual(['outdoorId', 'serviceId', 'clientId', 'userId', 'startDate.gte', 'startDate.lte', 'endDate.gte', 'endDate.lte', 'price.gte', 'price.lte', 'status']);
  });

  test('a capped total is flagged (the main API says totalCapped)', async () => {
    answerJobs({ total: 10000, totalCapped: true });
    const d = await descriptorOf('jobs');
    const list = await renderController(() => useListController(d), { url: '/app/jobs' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));
    expect(list.result.current).toMatchObject({ total: 10000, capped: true });
  });
});

describe('useListController: bulk', () => {
  test('delete of the ticked rows: one POST with their ids, one summary toast naming what failed, the selection cleared', async () => {
    answerJobs();
    api.reply((method, path) =>
      method === 'POST' && path === '/api/jobs/bulk'
        ? HttpResponse.json({ results: [{ id: 'j-1', ok: true }, { id: 'j-3', ok: false, status: 404, message: 'Vaga não encontrada.' }], done: 1, failed: 1 })
        : undefined,
    );
    const d = await descriptorOf('jobs');
    const list = await renderController(() => useListController(d), { url: '/app/jobs' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));
    expect(list.result.current.bulkControls.map((c) => [c.name, c.label, c.verb])).toEqual([
      ['delete', 'Excluir', 'delete'],
      ['toggle-status', 'Ativar', { verb: 'Ativar' }],
      ['toggle-status', 'Desativar', { verb: 'Desativar' }],
    ]);
    act(() => list.result.current.selection.toggle('j-1'));
    act(() => list.result.current.selection.toggle('j-3'));
    expect(list.result.current.selection.count).toBe(2);
    await act(() => list.result.current.runBulk(list.result.current.bulkControls[0]));
    expect(api.sent('POST').map((r) => [r.path, r.json])).toEqual([['/api/jobs/bulk', { action: 'delete', ids: ['j-1', 'j-3'] }]]);
    expect(list.toasts()).toEqual([['warning', '1 vaga excluída; 1 não pôde ser excluída: Vaga não encontrada.']]);
    expect(list.result.current.selection.count).toBe(0);
  });

  test('"all N matching" sends the search and filters instead of ids, with the count the person saw (53); "Desativar" says "desativadas"', async () => {
    answerJobs({ total: 53 });
    api.reply((method, path) => (method === 'POST' && path === '/api/jobs/bulk' ? HttpResponse.json({ results: [], done: 53, failed: 0 }) : undefined));
    const d = await descriptorOf('jobs');
    const list = await renderController(() => useListController(d), { url: '/app/jobs?q=Motorista&status=true' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));
    act(() => list.result.current.selection.selectAllMatching());
    expect(list.result.current.selection.count).toBe(53);
    await act(() => list.result.current.runBulk(list.result.current.bulkControls[2]));
    expect(api.sent('POST')[0].json).toEqual({ action: 'toggle-status', query: { q: 'Motorista', filters: { status: 'true' } }, expected: 53, value: false });
    expect(list.toasts()).toEqual([['success', '53 vagas desativadas']]);
  });

  test('a new filter starts the selection over; banners and users offer only delete (no update or no row action)', async () => {
    answerJobs();
    const d = await descriptorOf('jobs');
    const list = await renderController(() => useListController(d), { url: '/app/jobs' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));
    act(() => list.result.current.selection.setPage(['j-1', 'j-2', 'j-3'], true));
    expect(list.result.current.selection.count).toBe(3);
    act(() => list.result.current.setFilters({ status: 'true' }));
    await waitFor(() => expect(list.result.current.selection.count).toBe(0));

    for (const name of ['banners', 'users']) {
      const resource = await descriptorOf(name);
      const other = await renderController(() => useListController(resource), { url: `/app/${name}` });
      expect(other.result.current.bulkControls.map((c) => c.name)).toEqual(['delete']);
      other.unmount();
    }
  });
});

describe('useListController: CSV export and columns', () => {
  test('the export asks for the search, filters and order in force, tells its progress while it streams, and downloads the file', async () => {
    answerJobs();
    let push!: (text: string) => void;
    let end!: () => void;
    let asked: [string, string][] = [];
    api.server.use(
      http.get('/api/jobs/export', ({ request }) => {
        asked = [...new URL(request.url).searchParams.entries()];
        const stream = new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(new TextEncoder().encode(text));
            end = () => controller.close();
          },
        });
        return new HttpResponse(stream, { headers: { 'content-type': 'text/csv; charset=utf-8', 'x-total-count': '2' } });
      }),
    );
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (saved.push(blob as Blob), 'blob:painel/1'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    const d = await descriptorOf('jobs');
    const list = await renderController(() => useListController(d), { url: '/app/jobs?q=Motorista&status=true&sort=-name' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));

    let done!: Promise<void>;
    act(() => {
      done = list.result.current.exportCsv(false);
    });
    await waitFor(() => expect(push).toBeTypeOf('function'));
    act(() => push('\uFEFFNome;Status\r\nVaga 1;Ativa\r\n'));
    await waitFor(() => expect(list.result.current.exportProgress).toMatchObject({ rows: 1, total: 2 }));
    expect(list.result.current.exportProgress!.bytes).toBe(30);
    await act(async () => {
      push('Vaga 2;Ativa\r\n');
      end();
      await done;
    });
    expect(list.result.current.exportProgress).toBeUndefined();
    expect(asked).toEqual([['q', 'Motorista'], ['sort', '-name'], ['status', 'true']]);
    expect(await saved[0].text()).toBe('\uFEFFNome;Status\r\nVaga 1;Ativa\r\nVaga 2;Ativa\r\n');
    expect(clicked).toEqual([expect.stringMatching(/^vagas-\d{4}-\d{2}-\d{2}\.csv$/)]);
    expect(list.toasts()).toEqual([['success', expect.stringMatching(/^Arquivo vagas-\d{4}-\d{2}-\d{2}\.csv gerado\.$/)]]);
  });

  test('a refused export is told with the operation\'s error message and the server\'s reason', async () => {
    answerJobs();
    api.server.use(http.get('/api/jobs/export', () => HttpResponse.json({ message: 'Status: use true ou false.' }, { status: 400 })));
    const d = await descriptorOf('jobs');
    const list = await renderController(() => useListController(d), { url: '/app/jobs' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));
    await act(() => list.result.current.exportCsv(false));
    expect(list.toasts()).toEqual([['error', 'Erro ao exportar vagas', 'Status: use true ou false.']]);
  });

  test('columns: the timestamps are offered hidden; a choice is remembered in this browser for that list only', async () => {
    answerJobs();
    const d = await descriptorOf('jobs');
    const first = await renderController(() => useListController(d), { url: '/app/jobs' });
    expect(first.result.current.columns.all.map((c) => c.label)).toEqual(['Nome', 'Descrição', 'Status', 'Criado em', 'Atualizado em']);
    expect(first.result.current.columns.visible.map((c) => c.field)).toEqual(['name', 'description', 'status']);
    act(() => first.result.current.columns.toggle('createdAt'));
    act(() => first.result.current.columns.toggle('description'));
    expect(first.result.current.columns.visible.map((c) => c.field)).toEqual(['name', 'status', 'createdAt']);
    first.unmount();

    const again = await renderController(() => useListController(d), { url: '/app/jobs' });
    expect(again.result.current.columns.visible.map((c) => c.field)).toEqual(['name', 'status', 'createdAt']);
    again.unmount();
    const categories = await descriptorOf('categories');
    const other = await renderController(() => useListController(categories), { url: '/app/categories' });
    expect(other.result.current.columns.visible.map((c) => c.field)).toEqual(['name']);
  });
});
