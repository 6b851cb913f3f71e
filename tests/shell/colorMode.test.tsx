import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { applyStoredColorMode } from '../../src/engine/ui';
import { recordingServer } from '../utils/recordingApi';
import { renderApp } from '../utils/renderApp';
import { testToken } from '../utils/session';

recordingServer();
afterEach(() => localStorage.clear());

async function openMenu(app: ReturnType<typeof renderApp>) {
  await app.user.click(await screen.findByRole('button', { name: 'Conta do usuário' }, { timeout: 5000 }));
  const menu = await screen.findByRole('menu');
  expect(within(menu).getByText('Tema')).toBeInTheDocument();
  return menu;
}
const choice = (name: string) => screen.getByRole('menuitemradio', { name });
const checked = () => screen.getAllByRole('menuitemradio').filter((i) => i.getAttribute('aria-checked') === 'true').map((i) => i.textContent);

describe('theme: Claro, Escuro or Seguir o sistema, kept in this browser', () => {
  test('the default follows the system; "Escuro" switches and is remembered; "Seguir o sistema" goes back', async () => {
    const app = renderApp('/app', { token: testToken });
    await openMenu(app);
    expect(screen.getAllByRole('menuitemradio').map((i) => i.textContent)).toEqual(['Claro', 'Escuro', 'Seguir o sistema']);
    expect(checked()).toEqual(['Seguir o sistema']);
    expect(document.documentElement).not.toHaveClass('dark');

    await app.user.click(choice('Escuro'));
    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem('painel-tema')).toBe('dark');

    cleanup();
    const again = renderApp('/app', { token: testToken });
    await openMenu(again);
    expect(checked()).toEqual(['Escuro']);
    expect(document.documentElement).toHaveClass('dark');

    // The way back to the system's scheme (the test DOM's system is light).
    await again.user.click(choice('Seguir o sistema'));
    await waitFor(() => expect(document.documentElement).not.toHaveClass('dark'));
    expect(localStorage.getItem('painel-tema')).toBe('system');
    // The menu stays open: the choice is seen taking effect, and can be changed again at once.
    expect(checked()).toEqual(['Seguir o sistema']);

    await again.user.click(choice('Claro'));
    await waitFor(() => expect(localStorage.getItem('painel-tema')).toBe('light'));
    expect(document.documentElement).toHaveClass('light');
  });

  test("the sign-in page's script reads the same key: light or dark on <html>, nothing for the system", () => {
    const root = document.createElement('html');
    for (const [stored, classes] of [['dark', 'dark'], ['light', 'light'], ['system', ''], [null, '']] as const) {
      root.className = '';
      if (stored) localStorage.setItem('painel-tema', stored);
      else localStorage.removeItem('painel-tema');
      applyStoredColorMode(root);
      expect(root.className).toBe(classes);
    }
  });
});
