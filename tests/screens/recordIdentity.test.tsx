import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const post = { id: '094eaad6-7f1c-4d2e-9d55-3a1b2c3d4e5f', serviceId: 's-1', fileUrl: '/uploads/Zq3xYk.pdf', status: true, createdAt: '2026-11-23T21:06:00.000Z' };
const rental = { id: '8d23a1c9-7f9b-4b8e-8afd-fc04660310ed', serviceId: 's-1', userId: 'u-1', clientId: 'c-1', startDate: '2026-03-01', endDate: '2026-03-31' };
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/posts', () => HttpResponse.json({ data: { items: [post], total: 1, page: 1, limit: 10 } })),
  http.get('/api/server/services/s-1', () => HttpResponse.json({ data: { id: 's-1', name: 'Painel rodoviário', price: 10 } })),
  http.get('/api/server/tenancies', () => HttpResponse.json({ data: { items: [rental], total: 1, page: 1, limit: 10 } })),
  http.get('/api/painel/clients/c-1', () => HttpResponse.json({ id: 'c-1', name: 'Ana Souza', email: 'ana@exemplo.com.br' })),
  // The rental's user, read too (its title names the client, or else the user). Unanswered, it once went to the
  // network and reached a developer's `npm start` on happy-dom's localhost:3000, whose 401 signed the app out.
  http.get('/api/server/users/u-1', () => HttpResponse.json({ data: { id: 'u-1', name: 'Bruno Lima', email: 'bruno@painel.local' } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('a record without a title field is named by what identifies it to a person', () => {
  test('a post: its service, its file kind and its date in São Paulo, in the row buttons and the delete dialog, never its UUID', async () => {
    const app = renderApp('/app/posts', { token: testToken });
    const del = await screen.findByRole('button', { name: 'Excluir Painel rodoviário · PDF de 23/11/2026 18:06' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: /094eaad6/ })).toBeNull();
    await app.user.click(del);
    const dialog = await screen.findByRole('dialog', { name: 'Excluir post?' });
    expect(dialog).toHaveTextContent('“Painel rodoviário · PDF de 23/11/2026 18:06” vai para a Lixeira, de onde pode ser restaurado.');
    expect(within(dialog).queryByText(/094eaad6/)).toBeNull();
  });

  test('a rental: its service, its client and its period, in the row buttons and the delete dialog, never its UUID', async () => {
    const app = renderApp('/app/tenancies', { token: testToken });
    const name = 'Painel rodoviário · Ana Souza · 01/03/2026 a 31/03/2026';
    expect(await screen.findByRole('link', { name: `Editar ${name}` }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /8d23a1c9/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /8d23a1c9/ })).toBeNull();
    await app.user.click(screen.getByRole('button', { name: `Excluir ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir locação?' });
    expect(dialog).toHaveTextContent(`“${name}” vai para a Lixeira, de onde pode ser restaurada.`);
  });

  test('a service that cannot be read leaves its part out: the file and the date still name the post', async () => {
    server.use(http.get('/api/server/services/s-1', () => HttpResponse.json({ message: 'Serviço não encontrado.' }, { status: 404 })));
    renderApp('/app/posts', { token: testToken });
    expect(await screen.findByRole('button', { name: 'Excluir PDF de 23/11/2026 18:06' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /undefined|#s-1|094eaad6/ })).toBeNull();
  });

  test('one request per referenced service, however many rows and names need it', async () => {
    const seen: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.startsWith('/api/server/services/')) seen.push(new URL(request.url).pathname);
    });
    const other = { ...post, id: 'aa11bb22-0000-4000-8000-000000000001', fileUrl: '/uploads/foto.png' };
    server.use(http.get('/api/server/posts', () => HttpResponse.json({ data: { items: [post, other], total: 2, page: 1, limit: 10 } })));
    renderApp('/app/posts', { token: testToken });
    expect(await screen.findByRole('button', { name: 'Excluir Painel rodoviário · Imagem de 23/11/2026 18:06' }, { timeout: 5000 })).toBeInTheDocument();
    expect(seen).toEqual(['/api/server/services/s-1']);
    server.events.removeAllListeners();
  });
});
