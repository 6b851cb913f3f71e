import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// A read that fails, and a list whose reference cell reads the same record without a word (it shows the id).
const serviceReads: string[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/posts', () =>
    HttpResponse.json({ data: { items: [{ id: 'p-1', serviceId: 's-1', fileUrl: '/uploads/proposta.pdf', status: true }], total: 1, page: 1, limit: 10 } }),
  ),
  http.get('/api/server/services/:id', ({ params }) => {
    serviceReads.push(String(params.id));
    return HttpResponse.json({ message: 'Banco de dados indisponível.' }, { status: 500 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  serviceReads.length = 0;
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const toastsTitled = (title: string) => screen.queryAllByRole('alert').filter((a) => a.textContent?.startsWith(title) && !within(a).queryByRole('button', { name: 'Tentar novamente' }));

describe('a failed read is told by the screen that owns it, whichever screen read it first', () => {
  test('the edit form of a record a list cell failed to read a moment ago still says why, once, in a toast', async () => {
    const app = renderApp('/app/posts', { token: testToken });
    await screen.findByRole('table', { name: 'Posts' });
    // The cell's silent read of the service failed: the cell shows the id.
    await waitFor(() => expect(serviceReads).toEqual(['s-1']));
    expect(await screen.findByText('s-1')).toBeInTheDocument();
    expect(toastsTitled('Erro ao buscar serviço')).toHaveLength(0);

    await act(async () => {
      await app.router.navigate('/app/services/s-1');
    });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    expect(retry.closest('.MuiAlert-root')).toHaveTextContent('Erro ao buscar serviçoBanco de dados indisponível.');
    await waitFor(() => expect(toastsTitled('Erro ao buscar serviço')).toHaveLength(1));
    expect(toastsTitled('Erro ao buscar serviço')[0]).toHaveTextContent('Banco de dados indisponível.');
  });

  test('a retry that fails again says so again; the failure is logged each time', async () => {
    const app = renderApp('/app/services/s-1', { token: testToken });
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    await waitFor(() => expect(toastsTitled('Erro ao buscar serviço')).toHaveLength(1));
    expect(console.error).toHaveBeenCalledTimes(1);
    await app.user.click(retry);
    await waitFor(() => expect(serviceReads).toHaveLength(2));
    await waitFor(() => expect(toastsTitled('Erro ao buscar serviço')).toHaveLength(2));
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});
