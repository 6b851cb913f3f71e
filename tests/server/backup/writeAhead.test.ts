import { describe, expect, it } from 'vitest';
import { WriteAhead } from '../../../src/server/backup/writeAhead';

/** A write that ends when told to. */
function gate() {
  let open!: () => void;
  let fail!: (e: Error) => void;
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { write: () => done, open, fail };
}

const settled = async (p: Promise<unknown>) => {
  let state = 'pending';
  p.then(
    () => (state = 'resolved'),
    () => (state = 'rejected'),
  );
  for (let i = 0; i < 5; i++) await Promise.resolve();
  return state;
};

describe('WriteAhead: parts accepted before they are written, up to a limit of bytes', () => {
  it('accepts parts while the bytes held stay within the limit, and waits for the oldest past it', async () => {
    const ahead = new WriteAhead(10);
    const [a, b, c] = [gate(), gate(), gate()];
    expect(await settled(ahead.add(4, a.write))).toBe('resolved');
    expect(await settled(ahead.add(6, b.write))).toBe('resolved');
    // 14 bytes held: the third waits until the first is written.
    const third = ahead.add(4, c.write);
    expect(await settled(third)).toBe('pending');
    a.open();
    expect(await settled(third)).toBe('resolved');
    const drained = ahead.drain();
    b.open();
    expect(await settled(drained)).toBe('pending');
    c.open();
    expect(await settled(drained)).toBe('resolved');
  });

  it('tells a write that failed at the next add, and at drain', async () => {
    const ahead = new WriteAhead(100);
    const a = gate();
    await ahead.add(1, a.write);
    a.fail(new Error('disco cheio'));
    await ahead.drain().then(
      () => expect.unreachable('drain should fail'),
      (e: Error) => expect(e.message).toBe('disco cheio'),
    );
    await expect(ahead.add(1, async () => {})).rejects.toThrow('disco cheio');
  });

  it('asks no write once one has failed', async () => {
    const ahead = new WriteAhead(100);
    await ahead.add(1, () => Promise.reject(new Error('sem permissão')));
    await Promise.resolve();
    let asked = false;
    await expect(
      ahead.add(1, async () => {
        asked = true;
      }),
    ).rejects.toThrow('sem permissão');
    expect(asked).toBe(false);
  });
});
