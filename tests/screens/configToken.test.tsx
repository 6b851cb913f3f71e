import { screen, waitFor, within } from '@testing-library/react';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

recordingServer();

describe('the Instagram token and its home card', () => {
  test('the token is masked, with a button that shows it and hides it again', async () => {
    const app = renderApp('/app/config', { token: testToken });
    const token = await screen.findByLabelText(/^Token do Instagram/, { selector: 'input' }, { timeout: 5000 });
    await waitFor(() => expect(token).toHaveValue('token-atual'));
    expect(token).toHaveAttribute('type', 'password');
    expect(token).toHaveAttribute('autocomplete', 'off');
    await app.user.click(screen.getByRole('button', { name: 'Mostrar token' }));
    expect(token).toHaveAttribute('type', 'text');
    await app.user.click(screen.getByRole('button', { name: 'Ocultar token' }));
    expect(token).toHaveAttribute('type', 'password');
  });

  test('the home card says what the settings hold, not "Registro único"', async () => {
    renderApp('/app', { token: testToken });
    const site = await screen.findByRole('region', { name: 'Site' }, { timeout: 5000 });
    const card = within(site).getByRole('link', { name: /^Configurações/ });
    expect(card).toHaveTextContent('Token do Instagram');
    expect(card).not.toHaveTextContent('Registro único');
  });
});
