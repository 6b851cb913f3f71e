import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { liveEventsHandler } from '../utils/liveEvents';
import type { Roles } from '../../src/engine/contract';
import { sessionHandlers, testToken, testUser } from '../utils/session';

// An edit form open while a colleague saves the same record: told at once, before saving, and "Ver alterações"
// compares what is typed with the record now; a deletion is told too.
let category = { id: 'c-1', name: 'Rodovias', version: 1 };
let job = { id: 'j-1', name: 'Motorista', description: 'Dirige o caminhão', html: '<p>Vaga</p>', version: 1 };
const live = liveEventsHandler();
const { announce } = live;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/categories/c-1', () => HttpResponse.json(category)),
  // Read again after a restore (the lists it is back in), and one's own account as the app bar reads it.
  http.get('/api/categories', () => HttpResponse.json({ data: [category], total: 1, page: 1, limit: 10 })),
  http.get('/api/server/users/:id', () => HttpResponse.json({ data: testUser })),
  http.get('/api/jobs/j-1', () => HttpResponse.json(job)),
  http.post('/api/painel/presence/:resource/:id', () => new HttpResponse(null, { status: 204 })),
  live.handler,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  category = { id: 'c-1', name: 'Rodovias', version: 1 };
});
afterAll(() => server.close());

const event = (id: number, operation: string, version: number, actor = { id: 'u-2', name: 'Maria Souza' }, resource = 'categories', recordId = 'c-1') =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id, resource, recordId, operation, version, actor })}\n\n`;

async function openForm() {
  const app = renderApp('/app/categories/c-1', { token: testToken, live: true });
  const name = await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
  await waitFor(() => expect(name).toHaveValue('Rodovias'));
  // The stream is open once the first announce is wired.
  await new Promise((r) => setTimeout(r, 100));
  return { app, name };
}

test('a colleague saves while I type: told who, then "Ver alterações" opens the comparison, and what I typed stays', async () => {
  const { app, name } = await openForm();
  await app.user.clear(name);
  await app.user.type(name, 'Rodovias federais');
  category = { id: 'c-1', name: 'Rodovias estaduais', version: 2 };
  announce(event(10, 'update', 2));
  const notice = await screen.findByText(/^Maria Souza alterou este registro às \d{2}:\d{2}\.$/);
  await app.user.click(within(notice.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Ver alterações' }));
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent('Rodovias federais');
  expect(dialog).toHaveTextContent('Rodovias estaduais');
  expect(name).toHaveValue('Rodovias federais');
});

test('my own save, or an older version, says nothing', async () => {
  await openForm();
  announce(event(11, 'update', 2, { id: testUser.id, name: testUser.name }) + event(12, 'update', 1));
  await new Promise((r) => setTimeout(r, 500));
  expect(screen.queryByText(/alterou este registro/)).toBeNull();
});

test('untouched form: "Ver alterações" shows the record now, no comparison needed', async () => {
  const { app, name } = await openForm();
  category = { id: 'c-1', name: 'Rodovias estaduais', version: 2 };
  announce(event(13, 'update', 2));
  await app.user.click(await screen.findByRole('button', { name: 'Ver alterações' }));
  await waitFor(() => expect(name).toHaveValue('Rodovias estaduais'));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(screen.queryByText(/alterou este registro/)).toBeNull());
});

test('deleted by a colleague: told it went to the trash', async () => {
  await openForm();
  announce(event(14, 'delete', 1));
  expect(await screen.findByText(/^Maria Souza excluiu este registro às \d{2}:\d{2}: ele está na lixeira\. O que você digitou não foi salvo\.$/)).toBeInTheDocument();
});

test('deleted by a colleague while I type: "Salvar" is off and what I typed stays; "Restaurar" brings it back, and the save then goes through', async () => {
  const restored: string[] = [];
  const saved: unknown[] = [];
  server.use(
    http.post('/api/painel/trash/:resource/:id/restore', ({ params }) => {
      restored.push(`${params.resource}/${params.id}`);
      category = { id: 'c-1', name: 'Rodovias', version: 3 };
      return HttpResponse.json(category);
    }),
    http.patch('/api/categories/c-1', async ({ request }) => {
      saved.push([request.headers.get('if-match'), await request.json()]);
      return HttpResponse.json({ ...category, name: 'Rodovias federais', version: 4 });
    }),
  );
  const { app, name } = await openForm();
  await app.user.clear(name);
  await app.user.type(name, 'Rodovias federais');
  announce(event(15, 'delete', 2));
  const notice = (await screen.findByText(/^Maria Souza excluiu este registro/)).closest('[role="alert"]') as HTMLElement;
  expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Excluir' })).toBeNull();
  expect(name).toHaveValue('Rodovias federais');

  await app.user.click(within(notice).getByRole('button', { name: 'Restaurar' }));
  await waitFor(() => expect(screen.queryByText(/excluiu este registro/)).toBeNull());
  expect(restored).toEqual(['categories/c-1']);
  expect(await screen.findByText('“Rodovias” foi restaurada.')).toBeInTheDocument();
  expect(name).toHaveValue('Rodovias federais');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Salvar' })).toBeEnabled());
  await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
  await waitFor(() => expect(saved).toEqual([['"3"', { name: 'Rodovias federais' }]]));
  server.resetHandlers();
});

test('deleted by a colleague, for a role that may edit but not restore: told, "Salvar" off, no "Restaurar"', async () => {
  const roles: Roles = {
    field: 'role',
    existingUsers: 'redator',
    newUsers: 'redator',
    roles: [{ id: 'redator', label: 'Redator', grants: { categories: { can: ['list', 'read', 'update'] }, users: { can: ['read'] } } }],
  };
  server.use(http.get('/api/session', () => HttpResponse.json({ data: { ...testUser, role: 'redator' } })));
  renderApp('/app/categories/c-1', { token: testToken, live: true, roles });
  const name = await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
  await waitFor(() => expect(name).toHaveValue('Rodovias'));
  await new Promise((r) => setTimeout(r, 100));
  announce(event(16, 'delete', 2));
  const notice = (await screen.findByText(/^Maria Souza excluiu este registro/)).closest('[role="alert"]') as HTMLElement;
  expect(within(notice).queryByRole('button', { name: 'Restaurar' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
  server.resetHandlers();
});

test('put out for good (purged): nothing to restore', async () => {
  await openForm();
  announce(event(17, 'purge', 2));
  const notice = (await screen.findByText(/^Maria Souza excluiu este registro/)).closest('[role="alert"]') as HTMLElement;
  expect(within(notice).queryByRole('button', { name: 'Restaurar' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
});

test('a colleague changes a field I left: "Ver alterações" takes hers in, what I typed elsewhere stays, nothing to choose', async () => {
  job = { id: 'j-1', name: 'Motorista', description: 'Dirige o caminhão', html: '<p>Vaga</p>', version: 1 };
  const app = renderApp('/app/jobs/j-1', { token: testToken, live: true });
  const description = await screen.findByRole('textbox', { name: 'Descrição' }, { timeout: 5000 });
  await waitFor(() => expect(description).toHaveValue('Dirige o caminhão'));
  await new Promise((r) => setTimeout(r, 100));
  await app.user.clear(description);
  await app.user.type(description, 'Dirige a carreta');
  job = { ...job, name: 'Motorista de carreta', version: 2 };
  announce(event(18, 'update', 2, undefined, 'jobs', 'j-1'));
  await app.user.click(await screen.findByRole('button', { name: 'Ver alterações' }));
  await waitFor(() => expect(screen.getByRole('textbox', { name: 'Nome' })).toHaveValue('Motorista de carreta'));
  expect(description).toHaveValue('Dirige a carreta');
  expect(screen.queryByRole('dialog')).toBeNull();
});
