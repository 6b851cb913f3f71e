import { cleanup, screen, waitFor } from '@testing-library/react';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

recordingServer();
afterEach(() => localStorage.clear());

describe('dark mode', () => {
  test('"Tema escuro" in the account menu switches the scheme, and this browser remembers it', async () => {
    const app = renderApp('/app', { token: testToken });
    await app.user.click(await screen.findByRole('button', { name: 'Conta do usuário' }, { timeout: 5000 }));
    const item = await screen.findByRole('menuitemcheckbox', { name: 'Tema escuro' });
    expect(item).toHaveAttribute('aria-checked', 'false');
    expect(document.documentElement).not.toHaveClass('dark');
    await app.user.click(item);
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem('painel-tema')).toBe('dark');

    cleanup();
    const again = renderApp('/app', { token: testToken });
    await again.user.click(await screen.findByRole('button', { name: 'Conta do usuário' }, { timeout: 5000 }));
    expect(await screen.findByRole('menuitemcheckbox', { name: 'Tema escuro' })).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).toHaveClass('dark');
  });
});
