import { act, screen, waitFor, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { Engine } from '../../src/engine/core';
import { probedEngine } from '../utils/engineProbe';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const server = setupServer(...sessionHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  vi.useRealTimers();
  server.resetHandlers();
});
afterAll(() => server.close());

async function signedInApp(): Promise<{ engine: Engine; app: ReturnType<typeof renderApp> }> {
  const app = renderApp('/app', { token: testToken });
  const engine = await probedEngine();
  return { engine, app };
}

/** Moves fake time forward in small steps so notistack's timeout, exit transition and collapse all run. */
async function elapse(ms: number) {
  for (let t = 0; t < ms; t += 100) {
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
  }
}

const toasts = () => screen.queryAllByRole('alert');

describe('toasts (spec §3, §4, §9)', () => {
  test.each([
    ['success', 2000],
    ['error', 4000],
    ['info', 5000],
  ] as const)('a %s toast hides itself after %i ms', async (variant, ms) => {
    const { engine } = await signedInApp();
    vi.useFakeTimers();
    act(() => engine.notify(variant, `Mensagem ${variant}`));
    expect(screen.getByRole('alert')).toHaveTextContent(`Mensagem ${variant}`);
    await elapse(ms - 200);
    expect(screen.getByRole('alert')).toHaveTextContent(`Mensagem ${variant}`);
    await elapse(1000);
    expect(toasts()).toHaveLength(0);
  });

  test('shows the title and the optional description', async () => {
    const { engine } = await signedInApp();
    act(() => engine.notify('error', 'Erro ao excluir banner, tente novamente.', 'Banner em uso por uma campanha.'));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Erro ao excluir banner, tente novamente.');
    expect(toast).toHaveTextContent('Banner em uso por uma campanha.');
  });

  test('the close button removes the toast at once', async () => {
    const { engine, app } = await signedInApp();
    act(() => engine.notify('info', 'Fique de olho'));
    const toast = screen.getByRole('alert');
    const shownAt = Date.now();
    await app.user.click(within(toast).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(toasts()).toHaveLength(0), { timeout: 1500 });
    // Well before the 5000 ms auto-dismiss: it was the button.
    expect(Date.now() - shownAt).toBeLessThan(3000);
  });

  test('at most 20 toasts are shown at once', async () => {
    const { engine } = await signedInApp();
    act(() => {
      for (let i = 1; i <= 25; i += 1) engine.notify('info', `Aviso ${i}`);
    });
    await waitFor(() => expect(toasts()).toHaveLength(20));
  });

  test('toasts sit at the top right', async () => {
    const { engine } = await signedInApp();
    act(() => engine.notify('success', 'Salvo'));
    const toast = await screen.findByRole('alert');
    const container = toast.closest('.notistack-SnackbarContainer')!;
    const style = getComputedStyle(container);
    expect(style.top).not.toBe('');
    expect(style.right).not.toBe('');
    expect(style.bottom).toBe('');
    expect(style.left).toBe('');
  });
});
