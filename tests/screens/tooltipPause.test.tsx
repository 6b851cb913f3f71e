import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ComponentProps, ReactElement } from 'react';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

// A row button's tooltip shows after MUI's pause under a resting pointer. A click within that pause (a quick
// person's: the pointer arrives and presses) draws no tooltip at all, not even a closed one: its drawing and its code
// would fall inside the click that opens the record.

const drawn = vi.hoisted(() => ({ tooltips: 0 }));
vi.mock('@mui/material/Tooltip', async (original) => {
  const Real = ((await original()) as { default: (props: object) => ReactElement }).default;
  return {
    default: (props: ComponentProps<typeof Real>) => {
      drawn.tooltips += 1;
      return <Real {...props} />;
    },
  };
});

const service = { id: 's-1', name: 'Empena', price: 100 };
const server = setupServer(
  ...sessionHandlers(),
  http.get('/api/server/services', () => HttpResponse.json({ data: { items: [service], total: 1, page: 1, limit: 10 } })),
  http.get('/api/server/services/s-1', () => HttpResponse.json({ data: service })),
);
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The form's code loaded once before: the timed click below opens it as the app does once idle, not at first import.
  const { unmount } = renderApp('/app/services/s-1', { token: testToken });
  await screen.findByDisplayValue('Empena', {}, { timeout: 10_000 });
  unmount();
});
afterEach(() => {
  vi.restoreAllMocks();
  server.resetHandlers();
  drawn.tooltips = 0;
});
afterAll(() => server.close());

test('pointer on "Editar Empena" and a click at once: the record opens and no tooltip was drawn', async () => {
  // As in a browser: the focus a mouse's click gives is not :focus-visible (jsdom matches it on every focus).
  const matches = Element.prototype.matches;
  vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
    return selector === ':focus-visible' ? false : matches.call(this, selector);
  });
  const app = renderApp('/app/services', { token: testToken });
  const edit = await screen.findByRole('link', { name: 'Editar Empena' });
  await app.user.click(edit);
  expect(await screen.findByDisplayValue('Empena')).toBeInTheDocument();
  await new Promise((r) => setTimeout(r, 300));
  expect(app.path()).toBe('/app/services/s-1');
  expect(drawn.tooltips).toBe(0);
});

test('the pointer resting on it: the tooltip "Editar" shows after the pause', async () => {
  const app = renderApp('/app/services', { token: testToken });
  const edit = await screen.findByRole('link', { name: 'Editar Empena' });
  await app.user.hover(edit);
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Editar');
  expect(drawn.tooltips).toBeGreaterThan(0);
});

test('a press within the pause postpones the tip, not drops it: a button that stays (a dialog, a new tab) still shows "Ver no mapa" a moment later', async () => {
  const { render, fireEvent } = await import('@testing-library/react');
  const { TooltipHost, WithTooltip } = await import('../../src/engine/ui');
  render(
    <TooltipHost>
      <WithTooltip title="Ver no mapa">
        <button>mapa</button>
      </WithTooltip>
    </TooltipHost>,
  );
  const button = screen.getByRole('button', { name: 'mapa' });
  fireEvent.pointerEnter(button, { pointerType: 'mouse' });
  fireEvent.pointerDown(button, { pointerType: 'mouse' });
  await new Promise((r) => setTimeout(r, 300));
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(drawn.tooltips).toBe(0);
  expect(await screen.findByRole('tooltip', {}, { timeout: 2500 })).toHaveTextContent('Ver no mapa');
});
