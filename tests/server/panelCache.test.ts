// A panel's kept answer (PanelCache) under a stream of writes: one computation a second at most, and a read made
// after a change answered by a computation that begins within a second — not queued behind every earlier read.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PanelCache } from '../../src/server/features/dashboard/panelCache';

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('PanelCache', () => {
  it('a change before each read, three reads a second: each answered by a computation begun at most a second later, one a second', async () => {
    const cache = new PanelCache<number>(1000);
    const began: number[] = [];
    const compute = async () => {
      began.push(Date.now());
      return Date.now();
    };
    const answered: { asked: number; computedAt: number }[] = [];
    // Reads at 0, 300, 600 … 2700 ms, each after a write (changed).
    for (let t = 0; t < 3000; t += 300) {
      await vi.advanceTimersByTimeAsync(t - Date.now());
      cache.changed();
      const asked = Date.now();
      void cache.get('ocupacao', compute).then((computedAt) => answered.push({ asked, computedAt }));
    }
    await vi.advanceTimersByTimeAsync(5000);
    expect(began).toEqual([0, 1000, 2000, 3000]);
    expect(answered).toEqual([
      { asked: 0, computedAt: 0 },
      { asked: 300, computedAt: 1000 },
      { asked: 600, computedAt: 1000 },
      { asked: 900, computedAt: 1000 },
      { asked: 1200, computedAt: 2000 },
      { asked: 1500, computedAt: 2000 },
      { asked: 1800, computedAt: 2000 },
      { asked: 2100, computedAt: 3000 },
      { asked: 2400, computedAt: 3000 },
      { asked: 2700, computedAt: 3000 },
    ]);
  });

  it('no change: the answer is kept a second, then made again', async () => {
    const cache = new PanelCache<number>(1000);
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cache.get('ocupacao', compute)).toBe(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(await cache.get('ocupacao', compute)).toBe(1);
    await vi.advanceTimersByTimeAsync(2);
    expect(await cache.get('ocupacao', compute)).toBe(2);
  });
});
