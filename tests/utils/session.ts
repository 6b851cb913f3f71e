import { http, HttpResponse } from 'msw';

export const testUser = { id: 'u-1', name: 'Ana Souza', email: 'ana@painel.local' };
export const testToken = 'token-de-teste';

/**
 * msw handlers for the auth endpoints, with the reference server's shapes: POST /authentication → {token, user},
 * 401 {message} on other credentials; GET /session → {data: user} for the test token, 401 otherwise; the painel
 * API's sign-out (204) and renewal ({token}).
 */
export function sessionHandlers({ user = testUser, token = testToken, password = 'segredo123' } = {}) {
  return [
    http.post('/api/authentication', async ({ request }) => {
      const body = (await request.json()) as { email?: string; password?: string };
      if (body.email === user.email && body.password === password) return HttpResponse.json({ token, user });
      return HttpResponse.json({ message: 'E-mail ou senha incorretos.' }, { status: 401 });
    }),
    http.get('/api/session', ({ request }) =>
      request.headers.get('authorization') === `Bearer ${token}`
        ? HttpResponse.json({ data: user })
        : HttpResponse.json({ message: 'Sessão inválida.' }, { status: 401 }),
    ),
    http.post('/api/painel/sign-out', () => new HttpResponse(null, { status: 204 })),
    http.post('/api/painel/session/renew', () => HttpResponse.json({ token })),
    // Why a session ended: its hour ran out, unless a test says otherwise (server.use).
    http.get('/api/painel/session/ended', () => HttpResponse.json({ reason: 'expired' })),
    // Every list asks for its saved views ("Visualizações"): none, unless a test says otherwise (server.use).
    http.get('/api/painel/views/:resource', () => HttpResponse.json({ items: [] })),
    // …and the person's default views, once a session: none.
    http.get('/api/painel/default-views', () => HttpResponse.json({ items: [] })),
    // The header's bell asks for the person's reminders: none, unless a test says otherwise.
    http.get('/api/painel/reminders', () => HttpResponse.json({ items: [], unread: 0 })),
  ];
}
