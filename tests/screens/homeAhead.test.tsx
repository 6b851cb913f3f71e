import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// The home page's screen, a stand-in that asks for nothing: whatever asks for the panels is the route, with the code.
vi.mock('../../src/engine/home', () => ({ HomePage: () => <p>Início carregado</p> }));

let asked = 0;
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/painel/dashboard', () => (asked++, HttpResponse.json({ panels: [] }))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test("the home page's panels are asked for by its route, while its code loads, once", async () => {
  renderApp('/app', { token: testToken });
  expect(await screen.findByText('Início carregado')).toBeInTheDocument();
  await waitFor(() => expect(asked).toBe(1));
});
