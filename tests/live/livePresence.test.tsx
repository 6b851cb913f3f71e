import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { presenceText } from '../../src/engine/form/useRecordPresence';
import { renderApp } from '../utils/renderApp';
import { liveEventsHandler } from '../utils/liveEvents';
import { sessionHandlers, testToken } from '../utils/session';

// A record's page says it is there (on arrival, every 20 s) and that it left, and words who else is on it, as
// the live stream tells: someone arriving is answered at once, someone leaving is gone at once.
const said: { method: string; record: string; tab: string | null; state: string | null; authorization: string | null }[] = [];
const live = liveEventsHandler();
const { announce } = live;
const record = (method: string) => ({ params, request }: { params: Record<string, unknown>; request: Request }) => {
  const url = new URL(request.url);
  said.push({ method, record: `${params.resource}/${params.id}`, tab: url.searchParams.get('tab'), state: url.searchParams.get('state'), authorization: request.headers.get('authorization') });
  return new HttpResponse(null, { status: 204 });
};
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/categories/c-1', () => HttpResponse.json({ id: 'c-1', name: 'Rodovias', version: 1 })),
  http.get('/api/categories', () => HttpResponse.json({ data: [{ id: 'c-1', name: 'Rodovias' }], total: 1, page: 1, limit: 10 })),
  http.post('/api/painel/presence/:resource/:id', record('POST')),
  http.delete('/api/painel/presence/:resource/:id', record('DELETE')),
  live.handler,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => void (said.length = 0));
afterAll(() => server.close());

const presence = (name: string, id: string, state: string, tab = `aba-${id}`) =>
  `event: presence\ndata: ${JSON.stringify({ resource: 'categories', recordId: 'c-1', actor: { id, name }, at: new Date().toISOString(), tab, state })}\n\n`;

async function openRecord() {
  const app = renderApp('/app/categories/c-1', { token: testToken, live: true });
  await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
  // Said on arrival, and again once the stream is open (what the others answer then reaches this page).
  await waitFor(() => expect(said.filter((s) => s.state === 'arrived').length).toBe(2));
  // The page of the test before may still be saying it left (its keepalive DELETE lands late): not this page's.
  const tab = said.find((s) => s.state === 'arrived')!.tab;
  said.splice(0, said.length, ...said.filter((s) => s.tab === tab));
  return app;
}


test('the page says it arrived, with its tab; a colleague on it is named', async () => {
  await openRecord();
  const tab = said[0].tab!;
  expect(tab).toMatch(/^[a-z0-9]{1,40}$/);
  expect(said).toEqual([
    { method: 'POST', record: 'categories/c-1', tab, state: 'arrived', authorization: `Bearer ${testToken}` },
    { method: 'POST', record: 'categories/c-1', tab, state: 'arrived', authorization: `Bearer ${testToken}` },
  ]);
  announce(presence('Maria Souza', 'u-2', 'here'));
  expect(await screen.findByText('Maria Souza também está editando este registro.')).toBeInTheDocument();
  announce(presence('João Lima', 'u-3', 'here'));
  expect(await screen.findByText('Maria Souza e João Lima também estão editando este registro.')).toBeInTheDocument();
});

test('a colleague arriving is answered at once (not at the next 20 s beat); leaving, she is gone at once', async () => {
  await openRecord();
  const tab = said[0].tab;
  said.length = 0;
  announce(presence('Maria Souza', 'u-2', 'arrived'));
  expect(await screen.findByText('Maria Souza também está editando este registro.')).toBeInTheDocument();
  await waitFor(() => expect(said).toEqual([{ method: 'POST', record: 'categories/c-1', tab, state: 'here', authorization: `Bearer ${testToken}` }]), { timeout: 1000 });
  // Her answer to someone else's arrival is not answered again.
  announce(presence('Maria Souza', 'u-2', 'here'));
  await new Promise((r) => setTimeout(r, 200));
  expect(said).toHaveLength(1);
  announce(presence('Maria Souza', 'u-2', 'left'));
  await waitFor(() => expect(screen.queryByText(/também está editando/)).toBeNull(), { timeout: 1000 });
});

test('one person in two tabs: one tab leaving keeps her named', async () => {
  await openRecord();
  announce(presence('Maria Souza', 'u-2', 'here', 'aba-1') + presence('Maria Souza', 'u-2', 'here', 'aba-2'));
  expect(await screen.findByText('Maria Souza também está editando este registro.')).toBeInTheDocument();
  announce(presence('Maria Souza', 'u-2', 'left', 'aba-1'));
  await new Promise((r) => setTimeout(r, 200));
  expect(screen.getByText('Maria Souza também está editando este registro.')).toBeInTheDocument();
});

test('leaving the page (navigation) says so at once, with the same tab', async () => {
  const app = await openRecord();
  const tab = said[0].tab;
  await app.user.click(screen.getByRole('link', { name: 'Cancelar' }));
  await waitFor(() => expect(said.filter((s) => s.method === 'DELETE')).toEqual([{ method: 'DELETE', record: 'categories/c-1', tab, state: null, authorization: `Bearer ${testToken}` }]));
});

test('the tab hidden: the page says it left; shown again, it arrives again', async () => {
  await openRecord();
  const tab = said[0].tab;
  said.length = 0;
  const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
  document.dispatchEvent(new Event('visibilitychange'));
  await waitFor(() => expect(said).toEqual([{ method: 'DELETE', record: 'categories/c-1', tab, state: null, authorization: `Bearer ${testToken}` }]));
  hidden.mockReturnValue(false);
  document.dispatchEvent(new Event('visibilitychange'));
  await waitFor(() => expect(said.slice(1)).toEqual([{ method: 'POST', record: 'categories/c-1', tab, state: 'arrived', authorization: `Bearer ${testToken}` }]));
  hidden.mockRestore();
});

test('presence words one, two or three people', () => {
  expect(presenceText([])).toBeUndefined();
  expect(presenceText(['Ana'])).toBe('Ana também está editando este registro.');
  expect(presenceText(['Ana', 'Bia', 'Caio'])).toBe('Ana, Bia e Caio também estão editando este registro.');
});
