import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// A list's rows are drawn again only when what they show changes: a row left as it was must still act on the
// list as it is now.

const jobs = [
  { id: 'j-1', name: 'Vaga 1', description: 'x', html: '<p>x</p>', status: true },
  { id: 'j-2', name: 'Vaga 2', description: 'x', html: '<p>x</p>', status: true },
];
let listReads = 0;
let holdReads: Promise<void> | undefined;
let holdFirstSwitch: Promise<void> | undefined;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/jobs', async () => {
    listReads += 1;
    await holdReads;
    return HttpResponse.json({ data: jobs.map((j) => ({ ...j })), total: 2, page: 1, limit: 10 });
  }),
  http.patch('/api/jobs/:id', async ({ params }) => {
    if (params.id === 'j-1') await holdFirstSwitch;
    const job = jobs.find((j) => j.id === params.id)!;
    job.status = !job.status;
    return HttpResponse.json(job);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const row = (name: string) => within(screen.getByRole('table', { name: 'Vagas' })).getByRole('row', { name: new RegExp(name) });

test("a row's action puts its answer into the page as it is, not as it was when that row was last drawn", async () => {
  const app = renderApp('/app/jobs', { token: testToken });
  await screen.findByRole('table', { name: 'Vagas' });
  // The second row changes (and the list reads its page again); the first one is left as it was drawn.
  await app.user.click(screen.getByRole('button', { name: 'Desativar vaga: Vaga 2' }));
  await waitFor(() => expect(listReads).toBe(2));
  await waitFor(() => expect(within(row('Vaga 2')).getByText('Inativa')).toBeInTheDocument());

  // The first row's switch: its answer comes while the list's next read is still on the way.
  let answerSwitch!: () => void;
  let answerReads!: () => void;
  holdFirstSwitch = new Promise((resolve) => (answerSwitch = resolve));
  holdReads = new Promise((resolve) => (answerReads = resolve));
  await app.user.click(screen.getByRole('button', { name: 'Desativar vaga: Vaga 1' }));
  await waitFor(() => expect(within(row('Vaga 1')).getByText('Inativa')).toBeInTheDocument());
  answerSwitch();
  await waitFor(() => expect(screen.getAllByText('Status da vaga alterado com sucesso!')).toHaveLength(2));
  await waitFor(() => expect(listReads).toBe(3));
  expect(within(row('Vaga 1')).getByText('Inativa')).toBeInTheDocument();
  // The page the first row was drawn with had the second one active: it must not come back.
  expect(within(row('Vaga 2')).getByText('Inativa')).toBeInTheDocument();
  answerReads();
  holdReads = undefined;
  await waitFor(() => expect(screen.getByRole('button', { name: 'Ativar vaga: Vaga 1' })).toBeEnabled());
});
