import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const counted: string[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/outdoors', ({ request }) => (counted.push(new URL(request.url).search), HttpResponse.json({ data: [{ id: 'o-1' }], total: 1, page: 1, limit: 1 }))),
  http.get('/api/banners', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 1 })),
  http.get('/api/categories', () => HttpResponse.json({ data: [], total: 12, page: 1, limit: 1 })),
  http.get('/api/jobs', () => HttpResponse.json({ message: 'Falha.' }, { status: 500 })),
  http.get('/api/server/services', () => HttpResponse.json({ data: { items: [], total: 1234, page: 1, limit: 1 } })),
  http.get('/api/server/*', () => HttpResponse.json({ data: { items: [], total: 3, page: 1, limit: 1 } })),
);
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
