import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/services', () =>
    HttpResponse.json({ data: { items: [{ id: 's-1', name: 'Empena', description: 'Lateral', price: 1250.5 }], total: 1, page: 1, limit: 10 } }),
  ),
  http.get('/api/server/users', () =>
    HttpResponse.json({
      data: {
        items: [
          { id: 'u-1', name: 'Ana Souza', email: 'ana@example.com', avatarUrl: '/uploads/ana.png' },
          { id: 'u-3', name: 'bruno de lima', email: 'bruno@example.com' },
        ],
        total: 2,
        page: 1,
        limit: 10,
      },
    }),
  ),
  http.get('/api/banners', () =>
    HttpResponse.json({ data: [{ id: 'b-1', title: 'Black Friday', imageUrl: '/uploads/bf.png' }, { id: 'b-2', title: 'Sem foto' }], total: 2, page: 1, limit: 10 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// The rows' cells are plain <td>s with MUI's cell classes, drawn by the list's stylesheet, which only a browser loads:
// there the price's cell is read right-aligned (tests/e2e/listLook.spec.ts). Here, its class says so.
test('money is right-aligned, its header too; text columns stay left', async () => {
  renderApp('/app/services', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Serviços' });
  expect(within(table).getByText('R$ 1.250,50').closest('td')).toHaveClass('MuiTableCell-alignRight');
  expect(getComputedStyle(within(table).getByRole('columnheader', { name: 'Preço (R$)' })).textAlign).toBe('right');
  expect(within(table).getByText('Empena').closest('td')).not.toHaveClass('MuiTableCell-alignRight');
});

// Their sizes (40×40, 56×40) come from the list's stylesheet, which only a browser loads: tests/e2e/listLook.spec.ts.
test("a user's avatar is a round picture; a banner stays a rounded rectangle", async () => {
  const { unmount } = renderApp('/app/users', { token: testToken });
  const avatar = (await screen.findByRole('img', { name: 'Imagem de Ana Souza' })).parentElement!;
  expect(getComputedStyle(avatar).borderRadius).toBe('50%');
  unmount();
  renderApp('/app/banners', { token: testToken });
  const banner = (await screen.findByRole('img', { name: 'Imagem de Black Friday' })).parentElement!;
  expect(getComputedStyle(banner).borderRadius).not.toBe('50%');
});

test("a person without an avatar shows their initials in the round picture, not a generic image; a banner without one keeps the placeholder", async () => {
  const { unmount } = renderApp('/app/users', { token: testToken });
  const row = (await screen.findByText('bruno de lima')).closest('tr')!;
  const picture = row.querySelector('.MuiAvatar-root')!;
  expect(picture).toHaveTextContent(/^BL$/);
  expect(within(row).queryByLabelText('Sem imagem')).not.toBeInTheDocument();
  unmount();
  renderApp('/app/banners', { token: testToken });
  const banner = (await screen.findByText('Sem foto')).closest('tr')!;
  expect(within(banner).getByLabelText('Sem imagem')).toBeInTheDocument();
});
