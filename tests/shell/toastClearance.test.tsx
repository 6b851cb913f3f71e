// Where the toast area starts (toastClearance): under a page's marked actions near the top, placed there before the
// first toast is painted (so it does not slide over them from where the last one sat), and never so low that a
// toast would be drawn below the window.
import { act, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { probedEngine } from '../utils/engineProbe';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

vi.mock('../../src/engine/home', async () => ({ HomePage: (await import('../utils/engineProbe')).EngineProbe }));

const server = setupServer(...sessionHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  document.querySelectorAll('[data-test-marked]').forEach((e) => e.remove());
  document.documentElement.style.removeProperty('--painel-toast-top');
});
afterAll(() => server.close());

/** A marked element (keepClearOfToasts) at these window coordinates; the window is 800 px high. */
function marked(top: number, bottom: number) {
  const element = document.createElement('div');
  element.setAttribute('data-keep-clear', '');
  element.setAttribute('data-test-marked', '');
  element.getBoundingClientRect = () => ({ top, bottom, height: bottom - top, left: 0, right: 400, width: 400, x: 0, y: top, toJSON: () => ({}) });
  document.body.append(element);
  return element;
}
const toastTop = () => document.documentElement.style.getPropertyValue('--painel-toast-top');

beforeEach(() => {
  vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
});

test('the first toast places the area under the page\'s actions before it is painted, and glides only once placed', async () => {
  renderApp('/app', { token: testToken });
  const engine = await probedEngine();
  const placed = () => document.documentElement.hasAttribute('data-painel-toasts-placed');
  marked(72, 160);
  act(() => void engine.notify('success', '2 vagas ativadas'));
  expect(screen.getByRole('alert')).toHaveTextContent('2 vagas ativadas');
  expect(toastTop()).toBe('168px');
  // Not yet: had it glided now, it would have slid from where the last toast sat, over "Nova vaga".
  expect(placed()).toBe(false);
  await waitFor(() => expect(placed()).toBe(true));
  act(() => screen.getByRole('button', { name: 'Fechar' }).click());
  await waitFor(() => expect(placed()).toBe(false));
});

test('a marked block reaching past the window (a long history, scrolled to) does not push toasts below it; a button inside it still does', async () => {
  renderApp('/app', { token: testToken });
  const engine = await probedEngine();
  marked(120, 1900);
  act(() => void engine.notify('success', 'Versão restaurada.'));
  expect(toastTop()).toBe('0px');
  // The area follows the page while a toast is up.
  marked(130, 160);
  await waitFor(() => expect(toastTop()).toBe('168px'));
});
