import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadTooltipCode, TooltipHost, WithTooltip } from '../../src/engine/ui';

// A row button's tip is asked for after MUI's 100 ms pause, but it is on screen only once React has drawn it. A
// press in between (the pause just over, the tip not drawn yet) must put it off as a press within the pause does:
// drawn then, its popper would measure the page inside the click's own work (a record opened from its row: 24-91 ms
// more at 4× CPU, Chromium traces of 1 Dec).

type Ui = Pick<typeof import('../../src/engine/ui'), 'TooltipHost' | 'WithTooltip'>;

/** A row button under the host; `ui` is the host's module (a fresh copy in the last case). */
function drawButton({ TooltipHost: Host, WithTooltip: Tip }: Ui = { TooltipHost, WithTooltip }) {
  render(
    <Host>
      <Tip title="Ver no mapa">
        <button>mapa</button>
      </Tip>
    </Host>,
  );
  const button = screen.getByRole('button', { name: 'mapa' });
  fireEvent.pointerEnter(button, { pointerType: 'mouse' });
  return button;
}

/** The pause ends and the press comes before React draws what the pause's end asked for (one act: no render between). */
function pressAsThePauseEnds(button: HTMLElement) {
  act(() => {
    vi.advanceTimersByTime(100);
    fireEvent.pointerDown(button, { pointerType: 'mouse' });
  });
}

const pass = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

/** Put off: no tip in the moments after the press, the tip a second later. */
async function expectPutOff() {
  await pass(300);
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await pass(1000);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Ver no mapa');
}

beforeAll(async () => {
  // As the app does once idle: the tooltip's code is here before any pointer rests on a button.
  await loadTooltipCode();
});
afterEach(() => vi.useRealTimers());

test('the pause over and a press before the tip is drawn: no tip inside the press, and it shows a moment later', async () => {
  vi.useFakeTimers();
  pressAsThePauseEnds(drawButton());
  await expectPutOff();
});

test("the session's first tip is drawn in the very render the pause's end asks for (its code fetched at idle)", () => {
  vi.useFakeTimers();
  drawButton();
  // A synchronous act: nothing after the pause's end is waited for.
  act(() => void vi.advanceTimersByTime(100));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Ver no mapa');
});

test("a tip already drawn stays under a press, as MUI's own do", async () => {
  vi.useFakeTimers();
  const button = drawButton();
  await pass(150);
  fireEvent.pointerDown(button, { pointerType: 'mouse' });
  await pass(50);
  expect(screen.getByRole('tooltip')).toHaveTextContent('Ver no mapa');
});

test('a pointer quicker than the idle moment: the tip waits for its code, and a press meanwhile still puts it off', async () => {
  // A fresh copy of the host, whose tooltip code nobody has fetched yet.
  vi.resetModules();
  const fresh = await import('../../src/engine/ui');
  vi.useFakeTimers();
  pressAsThePauseEnds(drawButton(fresh));
  // The code arrives: the tip was put off by the press, it does not show now.
  await act(() => fresh.loadTooltipCode());
  await expectPutOff();
});
