import { describe, expect, it } from 'vitest';
import { BufferPool } from '../../../src/server/backup/bufferPool';

describe('BufferPool: read buffers used again once written', () => {
  it('gives a buffer back for the next take, even when what comes back is a slice of it', () => {
    const pool = new BufferPool(16, 4);
    const first = pool.take();
    expect(first.length).toBe(16);
    pool.give(first.subarray(0, 5));
    const again = pool.take();
    expect(again.buffer).toBe(first.buffer);
    expect(again.length).toBe(16);
  });

  it('never waits: with every buffer out, take makes a new one', () => {
    const pool = new BufferPool(8, 1);
    const a = pool.take();
    const b = pool.take();
    expect(b.buffer).not.toBe(a.buffer);
  });

  it('ignores a buffer of its own given twice, one that is not its own, and keeps at most `keep`', () => {
    const pool = new BufferPool(8, 1);
    const a = pool.take();
    const b = pool.take();
    pool.give(a);
    pool.give(a);
    pool.give(Buffer.alloc(8));
    pool.give(b);
    const first = pool.take();
    const second = pool.take();
    expect(first.buffer).toBe(a.buffer);
    expect([a.buffer, b.buffer]).not.toContain(second.buffer);
  });
});
