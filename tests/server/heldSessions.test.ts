// @vitest-environment node
// Open sessions held a few seconds (PGlite): read once, let go by any ending — one under way included.
import { describe, expect, it, vi } from 'vitest';
import { HeldSessions } from '../../src/server/auth';

describe('HeldSessions', () => {
  it('an open session is read once, then held; another person with the same session id is not given it', async () => {
    const held = new HeldSessions<string>();
    const read = vi.fn(async () => 'Ana');
    expect(await held.through('s1', 'ana', read)).toBe('Ana');
    expect(await held.through('s1', 'ana', read)).toBe('Ana');
    expect(read).toHaveBeenCalledTimes(1);
    expect(await held.through('s1', 'bruno', async () => undefined)).toBeUndefined();
  });

  it('an ending lets every held session go; refusals are never held', async () => {
    const held = new HeldSessions<string>();
    await held.through('s1', 'ana', async () => 'Ana');
    held.forget();
    expect(await held.through('s1', 'ana', async () => null)).toBeNull();
    const read = vi.fn(async () => 'Ana');
    await held.through('s1', 'ana', read);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a session ended while it was being read is not held as open', async () => {
    const held = new HeldSessions<string>();
    let finish!: (v: string) => void;
    const reading = held.through('s1', 'ana', () => new Promise<string>((r) => (finish = r)));
    held.forget();
    finish('Ana');
    expect(await reading).toBe('Ana');
    expect(await held.through('s1', 'ana', async () => null)).toBeNull();
  });

  it('held for ten seconds at most', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const held = new HeldSessions<string>();
      await held.through('s1', 'ana', async () => 'Ana');
      vi.setSystemTime(Date.now() + 10_001);
      expect(await held.through('s1', 'ana', async () => null)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
