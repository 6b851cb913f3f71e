import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { reply } = recordingServer();

// The outdoor form previews the place its coordinates point at, following what is typed.
describe('map preview in the outdoor form', () => {
  test('a hint until both coordinates are valid; then the map of what is typed, with an OpenStreetMap link', async () => {
    const app = renderApp('/app/outdoors/new', { token: testToken });
    const latitude = await screen.findByRole('textbox', { name: 'Latitude' }, { timeout: 5000 });
    const section = screen.getByRole('region', { name: 'Mapa do local' });
    expect(section).toHaveTextContent('Informe latitude e longitude para ver o local no mapa.');

    await app.user.type(latitude, '-23,5505');
    expect(section).toHaveTextContent('Informe latitude e longitude para ver o local no mapa.');
    await app.user.type(screen.getByRole('textbox', { name: 'Longitude' }), '-46,6333');
    expect(await screen.findByRole('group', { name: 'Mapa: -23,5505, -46,6333' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=-23.5505&mlon=-46.6333#map=17/-23.5505/-46.6333');

    // A latitude past the pole is no place.
    await app.user.clear(latitude);
    await app.user.type(latitude, '95');
    await waitFor(() => expect(section).toHaveTextContent('Informe latitude e longitude para ver o local no mapa.'));
    expect(screen.queryByRole('group', { name: /^Mapa:/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Ver no mapa' })).toBeNull();
  });

  test('an outdoor being edited shows its saved place; the map follows a changed longitude', async () => {
    reply((method, path) =>
      method === 'GET' && path === '/api/outdoors/o-1'
        ? HttpResponse.json({ id: 'o-1', name: 'Av. Paulista', location: 'São Paulo', latitude: -23.5614, longitude: -46.6559 })
        : undefined,
    );
    const app = renderApp('/app/outdoors/o-1', { token: testToken });
    expect(await screen.findByRole('group', { name: 'Mapa: -23,5614, -46,6559' }, { timeout: 5000 })).toBeInTheDocument();
    const longitude = screen.getByRole('textbox', { name: 'Longitude' });
    await app.user.clear(longitude);
    await app.user.type(longitude, '-46,66');
    expect(await screen.findByRole('group', { name: 'Mapa: -23,5614, -46,66' })).toBeInTheDocument();
  });

  test('forms without coordinates have no map', async () => {
    renderApp('/app/services/new', { token: testToken });
    await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: 'Mapa do local' })).toBeNull();
  });
});
