// @vitest-environment node
// The barrier that lets a PostgreSQL instance trust what it keeps: a request waits for a NOTIFY sent after it
// arrived to come back, since every notification committed before it comes back first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CommitBarrier } from '../../src/server/live/commitBarrier';

function setup() {
  const sent: string[] = [];
  let failing = false;
  const barrier = new CommitBarrier({
    notify: async (payload) => {
      if (failing) throw new Error('conexão fechada');
      sent.push(payload);
    },
  });
  /** The n-th NOTIFY sent comes back. */
  const back = (n: number) => barrier.hear(sent[n - 1]);
  return { barrier, sent, back, fail: () => (failing = true) };
}

const settled = async <T>(p: Promise<T>) => {
  let value: T | 'pendente' = 'pendente';
  void p.then((v) => (value = v));
  await new Promise((r) => setImmediate(r));
  return value;
};

afterEach(() => vi.useRealTimers());

describe('CommitBarrier', () => {
  it('requests arriving together share one NOTIFY, and are answered when it comes back', async () => {
    const t = setup();
    const a = t.barrier.caughtUp();
    const b = t.barrier.caughtUp();
    await settled(a);
    expect(t.sent).toHaveLength(1);
    expect(t.sent[0]).toMatch(/^b[\w-]+\.1$/);
    expect(await settled(a)).toBe('pendente');
    t.back(1);
    expect(await a).toBe(true);
    expect(await b).toBe(true);
  });

  it('a request arriving while a NOTIFY is on its way waits for the next one (the first may predate a commit it must see)', async () => {
    const t = setup();
    const early = t.barrier.caughtUp();
    await settled(early);
    const late = t.barrier.caughtUp();
    await settled(late);
    expect(t.sent).toHaveLength(1);
    t.back(1);
    expect(await early).toBe(true);
    expect(await settled(late)).toBe('pendente');
    // Sent when the first came back, for whoever arrived after it left.
    expect(t.sent).toHaveLength(2);
    t.back(2);
    expect(await late).toBe(true);
  });

  it('one answer per request, however often it asks', async () => {
    const t = setup();
    const request = {};
    const first = t.barrier.forRequest(request);
    expect(t.barrier.forRequest(request)).toBe(first);
    await settled(first);
    t.back(1);
    expect(await first).toBe(true);
    expect(t.sent).toHaveLength(1);
  });

  it("another instance's NOTIFY is recognised and answers nobody here; a change's id is not the barrier's", async () => {
    const t = setup();
    const waiting = t.barrier.caughtUp();
    await settled(waiting);
    expect(t.barrier.hear('bOutraInstancia.1')).toBe(true);
    expect(t.barrier.hear('1234')).toBe(false);
    expect(t.barrier.hear('s')).toBe(false);
    expect(await settled(waiting)).toBe('pendente');
    t.back(1);
    expect(await waiting).toBe(true);
  });

  it('trusts nothing while the connection is down, and again once it is back', async () => {
    const t = setup();
    const waiting = t.barrier.caughtUp();
    await settled(waiting);
    t.barrier.lost();
    expect(await waiting).toBe(false);
    expect(await t.barrier.caughtUp()).toBe(false);
    t.barrier.reconnected();
    const again = t.barrier.caughtUp();
    await settled(again);
    t.back(t.sent.length);
    expect(await again).toBe(true);
  });

  it('a NOTIFY that cannot be sent, or does not come back within a second: false, and the next request sends anew', async () => {
    const t = setup();
    t.fail();
    expect(await t.barrier.caughtUp()).toBe(false);

    vi.useFakeTimers();
    const u = setup();
    const stuck = u.barrier.caughtUp();
    await vi.advanceTimersByTimeAsync(1001);
    expect(await stuck).toBe(false);
    const next = u.barrier.caughtUp();
    await vi.advanceTimersByTimeAsync(0);
    expect(u.sent).toHaveLength(2);
    u.back(2);
    expect(await next).toBe(true);
  });
});
