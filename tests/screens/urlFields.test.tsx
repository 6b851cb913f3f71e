import { screen } from '@testing-library/react';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

const { sent } = recordingServer();
const URL_MESSAGE = 'Informe uma URL completa (começando com http:// ou https://).';

async function fillOutdoor(app: ReturnType<typeof renderApp>) {
  // The first form of a file loads the form screen's code: give a busy machine time.
  await app.user.type(await screen.findByRole('textbox', { name: 'Nome' }, { timeout: 5000 }), 'Marginal Pinheiros');
  await app.user.type(screen.getByRole('textbox', { name: 'Localização' }), 'Marginal Pinheiros, km 12');
  await app.user.type(screen.getByRole('textbox', { name: 'Latitude' }), '-23.59');
  await app.user.type(screen.getByRole('textbox', { name: 'Longitude' }), '-46.69');
}

describe('URL fields in the form: http(s) only, explained in Portuguese before anything is sent', () => {
  test('photoUrl360 = javascript:… is refused under the field; no request', async () => {
    const app = renderApp('/app/outdoors/new', { token: testToken });
    await fillOutdoor(app);
    const field = screen.getByRole('textbox', { name: 'Foto 360° (URL)' });
    await app.user.click(field);
    await app.user.paste('javascript:alert(document.cookie)');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(URL_MESSAGE)).toBeInTheDocument();
    // Under that field (rjsf's error list for it), not another one.
    expect(document.getElementById('root_photoUrl360__error')).toHaveTextContent(URL_MESSAGE);
    expect(sent('POST')).toEqual([]);
    expect(app.path()).toBe('/app/outdoors/new');
  });

  test('imageUrl = /etc/passwd is refused under the field; no request', async () => {
    const app = renderApp('/app/outdoors/new', { token: testToken });
    await fillOutdoor(app);
    // The image's address is typed in the one image control, after choosing "Usar um endereço (URL)".
    await app.user.click(screen.getByRole('button', { name: 'Usar um endereço (URL)' }));
    const field = screen.getByRole('textbox', { name: 'Endereço da imagem' });
    await app.user.type(field, '/etc/passwd');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText(URL_MESSAGE)).toBeInTheDocument();
    expect(document.getElementById('root_imageUrl__error')).toHaveTextContent(URL_MESSAGE);
    expect(sent('POST')).toEqual([]);
  });
});
