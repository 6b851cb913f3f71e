import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/outdoors', () =>
    HttpResponse.json({
      data: [
        { id: 'o-1', name: 'Av. Paulista 1000', location: 'São Paulo', latitude: -23.5613, longitude: -46.6565 },
        { id: 'o-2', name: 'Sem coordenadas', location: 'Campinas', latitude: null, longitude: null },
      ],
      total: 2,
      page: 1,
      limit: 10,
    }),
  ),
  http.get('/api/jobs', () => HttpResponse.json({ data: [{ id: 'j-1', name: 'Motorista', description: 'x', html: '<p>x</p>', status: true }], total: 1, page: 1, limit: 10 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('a row with latitude and longitude has "Ver no mapa" opening OpenStreetMap there in a new tab', async () => {
  renderApp('/app/outdoors', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Outdoors' });
  const [, first, second] = within(table).getAllByRole('row');
  const link = within(first).getByRole('link', { name: 'Ver no mapa: Av. Paulista 1000' });
  expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=-23.5613&mlon=-46.6565#map=17/-23.5613/-46.6565');
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.getAttribute('rel')).toContain('noopener');
  // No coordinates, no link.
  expect(within(second).queryByRole('link', { name: /Ver no mapa/ })).not.toBeInTheDocument();
});

test('a resource without a map in its descriptor has no map link', async () => {
  renderApp('/app/jobs', { token: testToken });
  const table = await screen.findByRole('table', { name: 'Vagas' });
  expect(within(table).queryByRole('link', { name: /Ver no mapa/ })).not.toBeInTheDocument();
});
