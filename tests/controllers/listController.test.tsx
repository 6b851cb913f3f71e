import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useListController } from '../../src/engine/list';
import { recordingServer } from '../utils/recordingApi';
import { renderController } from '../utils/renderController';

const api = recordingServer();
const jobs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `j-${i + 1}`, name: `Vaga ${i + 1}`, description: 'x', html: '<p>x</p>', status: true }));
const jobsDescriptor = async () => (await import('../../src/app/descriptors')).descriptors.find((d) => d.name === 'jobs')!;
const usersDescriptor = async () => (await import('../../src/app/descriptors')).descriptors.find((d) => d.name === 'users')!;

describe('useListController', () => {
  test("the URL's q, page and limit are the query sent; paging moves the URL and reads again", async () => {
    api.reply((method, path) => (method === 'GET' && path === '/api/jobs' ? HttpResponse.json({ data: jobs(3), total: 53, page: 2, limit: 25 }) : undefined));
    const d = await jobsDescriptor();
    const list = await renderController(() => useListController(d), { url: '/app/jobs?q=Motorista&page=2&limit=25' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(3));
    expect(api.sent('GET')[0].query).toEqual([['q', 'Motorista'], ['page', '2'], ['limit', '25']]);
    expect(list.result.current).toMatchObject({ q: 'Motorista', page: 2, limit: 25, total: 53, search: 'Motorista', loading: false, pageSizes: [10, 25, 50] });

    act(() => list.result.current.setPage(3));
    await waitFor(() => expect(api.sent('GET')).toHaveLength(2));
    expect(list.path()).toBe('/app/jobs?q=Motorista&page=3&limit=25');
    expect(api.sent('GET')[1].query).toEqual([['q', 'Motorista'], ['page', '3'], ['limit', '25']]);

    act(() => list.result.current.setLimit(50));
    await waitFor(() => expect(api.sent('GET')).toHaveLength(3));
    expect(list.path()).toBe('/app/jobs?q=Motorista&page=1&limit=50');
    expect(list.toasts()).toEqual([]);
  });

  test('remove: DELETE told with its success message, then the list is read again', async () => {
    api.reply((method, path) => (method === 'GET' && path === '/api/jobs' ? HttpResponse.json({ data: jobs(2), total: 2, page: 1, limit: 10 }) : undefined));
    const d = await jobsDescriptor();
    const list = await renderController(() => useListController(d), { url: '/app/jobs' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(2));
    let removed: boolean | undefined;
    await act(async () => {
      removed = await list.result.current.remove(list.result.current.rows[1]);
    });
    expect(removed).toBe(true);
    expect(api.sent('DELETE').map((r) => r.path)).toEqual(['/api/jobs/j-2']);
    expect(list.toasts()).toEqual([['success', 'Vaga excluída com sucesso!']]);
    await waitFor(() => expect(api.sent('GET')).toHaveLength(2));
    expect(list.result.current.busyId).toBeUndefined();
  });

  test('a failed read: the error and its title, told once; a retry that fails again is told again', async () => {
    api.reply((method, path) => (method === 'GET' && path === '/api/jobs' ? HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 500 }) : undefined));
    const d = await jobsDescriptor();
    const list = await renderController(() => useListController(d), { url: '/app/jobs' });
    await waitFor(() => expect(list.result.current.error).toMatchObject({ status: 500, reason: 'Banco de dados indisponível.' }));
    expect(list.result.current.errorTitle).toBe('Erro ao buscar vagas');
    await waitFor(() => expect(list.toasts()).toEqual([['error', 'Erro ao buscar vagas', 'Banco de dados indisponível.']]));
    act(() => list.result.current.retry());
    await waitFor(() => expect(list.toasts()).toHaveLength(2));
    expect(api.sent('GET')).toHaveLength(2);
  });

  test("a row action's effect shows in the row while it runs; a failure puts the row back", async () => {
    let answer!: (r: Response) => void;
    api.reply((method, path) => (method === 'GET' && path === '/api/jobs' ? HttpResponse.json({ data: jobs(2), total: 2, page: 1, limit: 10 }) : undefined));
    api.server.use(http.patch('/api/jobs/:id', () => new Promise<Response>((resolve) => (answer = resolve))));
    const d = await jobsDescriptor();
    const list = await renderController(() => useListController(d), { url: '/app/jobs' });
    await waitFor(() => expect(list.result.current.rows).toHaveLength(2));
    const toggle = d.actions!.find((a) => a.name === 'toggle-status')!;

    let run!: Promise<void>;
    act(() => {
      run = list.result.current.runAction(toggle, list.result.current.rows[0]);
    });
    await waitFor(() => expect(list.result.current.rows.map((r) => r.status)).toEqual([false, true]));
    expect(list.result.current.busyId).toBe('j-1');
    await act(async () => {
      answer(HttpResponse.json({ message: 'Vaga não encontrada.' }, { status: 404 }));
      await run;
    });
    await waitFor(() => expect(list.result.current.rows.map((r) => r.status)).toEqual([true, true]));
    expect(list.toasts()).toEqual([['error', 'Erro ao alterar status da vaga!', 'Vaga não encontrada. O registro pode ter sido excluído por outra pessoa; tentar de novo não adianta.']]);
  });

  test("each row's actions in the descriptor's order: a record action opens its page, a row action runs", async () => {
    api.reply((method, path) => {
      if (method !== 'GET') return undefined;
      if (path === '/api/server/users') return HttpResponse.json({ data: { items: [{ id: 'u-7', name: 'Bruno Lima' }], total: 1 } });
      if (path === '/api/jobs') return HttpResponse.json({ data: jobs(1), total: 1 });
      return undefined;
    });
    const controls = async (d: Awaited<ReturnType<typeof jobsDescriptor>>, url: string) => {
      const list = await renderController(() => useListController(d), { url });
      await waitFor(() => expect(list.result.current.rows).toHaveLength(1));
      const [row] = list.result.current.rows;
      return list.result.current.controlsOf(row).map(({ action, label, to, run }) => ({ name: action.name, label, to, runs: Boolean(run) }));
    };
    expect(await controls(await usersDescriptor(), '/app/users')).toEqual([
      { name: 'avatar', label: 'Alterar avatar: Bruno Lima', to: '/app/users/u-7/avatar', runs: false },
      { name: 'change-password', label: 'Alterar senha: Bruno Lima', to: '/app/users/u-7/change-password', runs: false },
      { name: 'role', label: 'Alterar perfil: Bruno Lima', to: '/app/users/u-7/role', runs: false },
    ]);
    expect(await controls(await jobsDescriptor(), '/app/jobs')).toEqual([{ name: 'toggle-status', label: 'Desativar vaga: Vaga 1', to: undefined, runs: true }]);
  });
});
