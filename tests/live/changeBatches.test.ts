// How a live screen groups the changes it hears: a lone change quickly, a busy stream at most once per spacing.
import { changeBatches } from '../../src/engine/live';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** What a screen hands its batches to, and the batches. */
function watched() {
  const hand = vi.fn<(items: number[]) => void>();
  return { hand, batches: changeBatches(hand) };
}

test('a lone change is handed over 250 ms after it arrived, with whatever arrived meanwhile', () => {
  const { hand, batches } = watched();
  batches.add(1);
  vi.advanceTimersByTime(100);
  batches.add(2);
  vi.advanceTimersByTime(149);
  expect(hand).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(hand.mock.calls).toEqual([[[1, 2]]]);
});

test('while changes keep coming, batches are 600 ms apart, and no change waits longer than that', () => {
  const { hand, batches } = watched();
  const heardAt = new Map<number, number>();
  const waited: number[] = [];
  hand.mockImplementation((items) => items.forEach((i) => waited.push(performance.now() - heardAt.get(i)!)));
  // Ten changes a second for three seconds.
  for (let i = 0; i < 30; i++) {
    heardAt.set(i, performance.now());
    batches.add(i);
    vi.advanceTimersByTime(100);
  }
  vi.advanceTimersByTime(1000);
  const handed = hand.mock.calls.flatMap(([items]) => items);
  expect(handed).toEqual([...Array(30).keys()]);
  // At 250 ms batches there would be twelve; at most one per 600 ms, six.
  expect(hand.mock.calls.length).toBeLessThanOrEqual(6);
  expect(Math.max(...waited)).toBeLessThanOrEqual(600);
});

test('after a quiet spell the next change is quick again; stop() hands nothing more', () => {
  const { hand, batches } = watched();
  batches.add(1);
  vi.advanceTimersByTime(250);
  vi.advanceTimersByTime(2000);
  batches.add(2);
  vi.advanceTimersByTime(250);
  expect(hand.mock.calls).toEqual([[[1]], [[2]]]);
  batches.add(3);
  batches.stop();
  vi.advanceTimersByTime(5000);
  expect(hand).toHaveBeenCalledTimes(2);
});
