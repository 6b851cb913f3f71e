import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { readRoles } from '../../src/engine/descriptor';
import { renderApp } from '../utils/renderApp';
import { liveEventsHandler } from '../utils/liveEvents';
import { sessionHandlers, testToken, testUser } from '../utils/session';

// Demoted while signed in: the stream says her role changed, and the screens redraw with what the new role may
// do — no reload — and tell her so.
const roles = readRoles();
let role = 'editor';
let sessionReads = 0;
let listReads = 0;
const live = liveEventsHandler();
const server = setupServer(
  // Before the shared handlers: the session answers with her role as it is now.
  http.get('/api/session', () => {
    sessionReads++;
    return HttpResponse.json({ data: { ...testUser, role } });
  }),
  ...sessionHandlers(),
  http.get('/api/categories', () => {
    listReads++;
    return HttpResponse.json({ data: [{ id: 'c-1', name: 'Rodovias' }], total: 1, page: 1, limit: 10 });
  }),
  // Her own account, as the app bar reads it.
  http.get('/api/server/users/:id', () => HttpResponse.json({ data: { ...testUser, role } })),
  live.handler,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('an editor made "Leitura" while on a list: told "Seu perfil mudou", and the list offers no more writes', async () => {
  renderApp('/app/categories', { token: testToken, live: true, roles });
  const table = await screen.findByRole('table', { name: 'Categorias' }, { timeout: 5000 });
  await within(table).findByText('Rodovias');
  expect(screen.getByRole('link', { name: 'Nova categoria' })).toBeInTheDocument();
  await waitFor(() => expect(live.opened).toEqual([`Bearer ${testToken}`]));
  const [sessions, lists] = [sessionReads, listReads];

  role = 'leitura';
  live.announce(`event: role-changed\ndata: ${JSON.stringify({ role: 'leitura' })}\n\n`);
  expect(await screen.findByText('Seu perfil mudou: agora você é “Leitura”.')).toBeInTheDocument();
  expect(screen.getByText('Só lê o conteúdo; vê os usuários sem o e-mail. As telas já mostram o que esse perfil permite.')).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Nova categoria' })).toBeNull());
  expect(sessionReads - sessions).toBe(1);
  // The page is read again under the new role (what it may see may differ), and still shows the row.
  await waitFor(() => expect(listReads).toBeGreaterThan(lists));
  expect(within(screen.getByRole('table', { name: 'Categorias' })).getByText('Rodovias')).toBeInTheDocument();
});
