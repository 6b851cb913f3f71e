import { act, fireEvent, render, screen } from '@testing-library/react';
import { loadTooltipCode, TooltipHost, WithTooltip } from '../../src/engine/ui';

// A row button's tip is asked for after MUI's 100 ms pause, but it is on screen only once React has drawn it. A
// press in between (the pause just over, the tip not drawn yet) must put it off as a press within the pause does:
// drawn then, its popper would measure the page inside the click's own work (a record opened from its row: 50-90 ms
// more at 4× CPU, Chromium traces of 30 Nov).

function Buttons() {
  return (
    <TooltipHost>
      <WithTooltip title="Ver no mapa">
        <button>mapa</button>
      </WithTooltip>
    </TooltipHost>
  );
}

beforeAll(async () => {
  // As the app does once idle: the tooltip's code is here before any pointer rests on a button.
  await loadTooltipCode();
});
afterEach(() => vi.useRealTimers());

test('the pause over and a press before the tip is drawn: no tip inside the press, and it shows a moment later', async () => {
  vi.useFakeTimers();
  render(<Buttons />);
  const button = screen.getByRole('button', { name: 'mapa' });
  fireEvent.pointerEnter(button, { pointerType: 'mouse' });
  // The pause ends and the press comes before React draws what the pause's end asked for (one act: no render between).
  act(() => {
    vi.advanceTimersByTime(100);
    fireEvent.pointerDown(button, { pointerType: 'mouse' });
  });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
  expect(screen.getByRole('tooltip')).toHaveTextContent('Ver no mapa');
});

test("the session's first tip is drawn in the very render the pause's end asks for (its code fetched at idle)", () => {
  vi.useFakeTimers();
  render(<Buttons />);
  fireEvent.pointerEnter(screen.getByRole('button', { name: 'mapa' }), { pointerType: 'mouse' });
  // A synchronous act: nothing after the pause's end is waited for.
  act(() => void vi.advanceTimersByTime(100));
  expect(screen.getByRole('tooltip')).toHaveTextContent('Ver no mapa');
});

test("a tip already drawn stays under a press, as MUI's own do", async () => {
  vi.useFakeTimers();
  render(<Buttons />);
  const button = screen.getByRole('button', { name: 'mapa' });
  fireEvent.pointerEnter(button, { pointerType: 'mouse' });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(150);
  });
  fireEvent.pointerDown(button, { pointerType: 'mouse' });
  await act(async () => {
    await vi.advanceTimersByTimeAsync(50);
  });
  expect(screen.getByRole('tooltip')).toHaveTextContent('Ver no mapa');
});

test('a pointer quicker than the idle moment: the tip waits for its code, and a press meanwhile still puts it off', async () => {
  // A fresh copy of the host, whose tooltip code nobody has fetched yet.
  vi.resetModules();
  const fresh = await import('../../src/engine/ui');
  vi.useFakeTimers();
  render(
    <fresh.TooltipHost>
      <fresh.WithTooltip title="Ver no mapa">
        <button>mapa</button>
      </fresh.WithTooltip>
    </fresh.TooltipHost>,
  );
  const button = screen.getByRole('button', { name: 'mapa' });
  fireEvent.pointerEnter(button, { pointerType: 'mouse' });
  act(() => {
    vi.advanceTimersByTime(100);
    fireEvent.pointerDown(button, { pointerType: 'mouse' });
  });
  // The code arrives: the tip was put off by the press, it does not show now.
  await act(() => fresh.loadTooltipCode());
  await act(async () => {
    await vi.advanceTimersByTimeAsync(300);
  });
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  await act(async () => {
    await vi.advanceTimersByTimeAsync(1000);
  });
  expect(screen.getByRole('tooltip')).toHaveTextContent('Ver no mapa');
});
