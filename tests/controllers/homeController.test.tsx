import { waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { descriptors } from '../../src/app/descriptors';
import { useHomeController, useResourceCard } from '../../src/engine/home';
import { recordingServer } from '../utils/recordingApi';
import { renderController } from '../utils/renderController';

const api = recordingServer();
const d = (name: string) => descriptors.find((x) => x.name === name)!;

describe('home page controllers', () => {
  test('greets the signed-in user by first name and lists the resources by group, in navigation order', async () => {
    const home = await renderController(() => useHomeController());
    expect(home.result.current.firstName).toBe('Ana');
    expect(home.result.current.groups.map((g) => [g.name, g.resources.map((r) => r.name)])).toEqual([
      ['Site', ['outdoors', 'banners', 'categories', 'jobs', 'config']],
      ['Serviços', ['services', 'clients', 'tenancies', 'users', 'periods', 'posts']],
    ]);
  });

  test("a card: the resource's count from a one-row page, its list and a way to a new record", async () => {
    api.reply((method, path) => (method === 'GET' && path === '/api/categories' ? HttpResponse.json({ data: [{ id: 'c-1', name: 'Empena' }], total: 3, page: 1, limit: 1 }) : undefined));
    const summaries: (string | undefined)[] = [];
    const card = await renderController(() => {
      const controller = useResourceCard(d('categories'));
      summaries.push(controller.summary);
      return controller;
    });
    await waitFor(() => expect(card.result.current.summary).toBe('3 categorias'));
    // Nothing to say while the count loads (the card shows a placeholder).
    expect(summaries[0]).toBeUndefined();
    expect(api.sent('GET')[0].query).toEqual([['page', '1'], ['limit', '1']]);
    expect(card.result.current).toEqual({ title: 'Categorias', to: '/app/categories', summary: '3 categorias', create: { label: 'Nova categoria', to: '/app/categories/new' } });
  });

  test('a singleton is one record, counted by nobody, with no new record', async () => {
    const card = await renderController(() => useResourceCard(d('config')));
    expect(card.result.current).toEqual({ title: 'Configurações', to: '/app/config', summary: 'Token do Instagram', create: undefined });
    expect(api.sent('GET')).toEqual([]);
  });

  test('a count that fails says so on the card, without a toast', async () => {
    api.reply((method, path) => (method === 'GET' && path === '/api/jobs' ? HttpResponse.json({ message: 'Falha.' }, { status: 500 }) : undefined));
    const card = await renderController(() => useResourceCard(d('jobs')));
    await waitFor(() => expect(card.result.current.summary).toBe('Contagem indisponível'));
    expect(card.toasts()).toEqual([]);
  });
});
