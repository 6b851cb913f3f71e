import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { presenceText } from '../../src/engine/form/useRecordPresence';
import { renderApp } from '../utils/renderApp';
import { liveEventsHandler } from '../utils/liveEvents';
import { sessionHandlers, testToken } from '../utils/session';

// A record's page says it is there, and words who else is on it, as the live stream tells.
const said: string[] = [];
const live = liveEventsHandler();
const { announce } = live;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/categories/c-1', () => HttpResponse.json({ id: 'c-1', name: 'Rodovias', version: 1 })),
  http.post('/api/painel/presence/:resource/:id', ({ params, request }) => {
    said.push(`${params.resource}/${params.id} ${request.headers.get('authorization')}`);
    return new HttpResponse(null, { status: 204 });
  }),
  live.handler,
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('the page says it is on the record; a colleague on it is named', async () => {
  renderApp('/app/categories/c-1', { token: testToken, live: true });
  await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
  await waitFor(() => expect(said).toEqual([`categories/c-1 Bearer ${testToken}`]));
  await new Promise((r) => setTimeout(r, 100));
  const presence = (name: string, id: string) => `event: presence\ndata: ${JSON.stringify({ resource: 'categories', recordId: 'c-1', actor: { id, name }, at: new Date().toISOString() })}\n\n`;
  announce(presence('Maria Souza', 'u-2'));
  expect(await screen.findByText('Maria Souza também está editando este registro.')).toBeInTheDocument();
  announce(presence('João Lima', 'u-3'));
  expect(await screen.findByText('Maria Souza e João Lima também estão editando este registro.')).toBeInTheDocument();
});

test('presence words one, two or three people', () => {
  expect(presenceText([])).toBeUndefined();
  expect(presenceText(['Ana'])).toBe('Ana também está editando este registro.');
  expect(presenceText(['Ana', 'Bia', 'Caio'])).toBe('Ana, Bia e Caio também estão editando este registro.');
});
