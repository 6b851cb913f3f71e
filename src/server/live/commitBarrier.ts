import { randomBytes } from 'node:crypto';
import type { Listening } from '../db';

/** Past this, a request stops waiting and reads the database instead of trusting what this instance keeps. */
const WAIT_MS = 1000;
/** Barrier payloads start with this (history ids are digits, presence is JSON, session endings are "s"). */
const BARRIER_PREFIX = 'b';

/**
 * "Everything committed before now has been heard here", on PostgreSQL: a NOTIFY sent on the listening
 * connection comes back to it after every notification of a transaction that committed before it, as
 * PostgreSQL delivers notifications in commit order. So once it is back, every change another instance
 * committed before a request arrived has been heard by this one, and has let go of what it made stale (kept
 * list pages, held sessions). Requests arriving together share one round trip: a request needs a NOTIFY sent
 * after it arrived, and the next one sent covers all those waiting.
 *
 * `caughtUp` answers false — read the database, trust nothing kept — while the connection is down, and when
 * the NOTIFY is not back within WAIT_MS.
 */
export class CommitBarrier {
  private readonly me = randomBytes(6).toString('base64url');
  /** NOTIFYs sent so far, and the last one heard back. */
  private sent = 0;
  private heard = 0;
  private inFlight = false;
  private scheduled = false;
  private sentAt = 0;
  private down = false;
  /** What each waiting request needs: the number of a NOTIFY sent after it arrived. */
  private readonly waiting = new Set<{ needs: number; done: (ok: boolean) => void }>();
  private readonly byRequest = new WeakMap<object, Promise<boolean>>();

  constructor(private readonly listening: Pick<Listening, 'notify'>) {}

  /**
   * Once per request (asked again, the same answer): whether what this instance keeps may be trusted for it.
   * Without a request (a stream's periodic check), a fresh wait.
   */
  forRequest(request?: object): Promise<boolean> {
    if (!request) return this.caughtUp();
    let found = this.byRequest.get(request);
    if (!found) this.byRequest.set(request, (found = this.caughtUp()));
    return found;
  }

  /** Resolves true once every notification committed before this call was heard here. */
  caughtUp(): Promise<boolean> {
    if (this.down) return Promise.resolve(false);
    // A NOTIFY that never came back (it should not happen) must not hold every later request.
    if (this.inFlight && Date.now() - this.sentAt > WAIT_MS) this.inFlight = false;
    return new Promise((resolve) => {
      const waiter = {
        needs: this.sent + 1,
        done: (ok: boolean) => {
          clearTimeout(timer);
          this.waiting.delete(waiter);
          resolve(ok);
        },
      };
      const timer = setTimeout(() => waiter.done(false), WAIT_MS);
      timer.unref();
      this.waiting.add(waiter);
      this.send();
    });
  }

  /** A payload heard on the channel: true when it was a barrier's (this instance's or another's). */
  hear(payload: string): boolean {
    if (!payload.startsWith(BARRIER_PREFIX)) return false;
    const [who, n] = payload.slice(BARRIER_PREFIX.length).split('.');
    if (who !== this.me) return true;
    this.heard = Math.max(this.heard, Number(n));
    this.inFlight = false;
    for (const w of [...this.waiting]) if (w.needs <= this.heard) w.done(true);
    this.send();
    return true;
  }

  /** The connection is gone: nothing heard is complete until it is back. */
  lost(): void {
    this.down = true;
    this.inFlight = false;
    for (const w of [...this.waiting]) w.done(false);
  }

  reconnected(): void {
    this.down = false;
  }

  /**
   * One NOTIFY in flight at a time; the next goes when someone waits for one sent after the last. It leaves at
   * the end of the event loop's turn, so the requests that turn read share it.
   */
  private send(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.sendNow();
    });
  }

  private sendNow(): void {
    if (this.inFlight || this.down) return;
    if (![...this.waiting].some((w) => w.needs > this.sent)) return;
    this.inFlight = true;
    this.sentAt = Date.now();
    const n = ++this.sent;
    this.listening.notify(`${BARRIER_PREFIX}${this.me}.${n}`).catch(() => {
      // Not sent: whoever waits for it reads the database; whoever came after it waits for the next one.
      if (this.sent !== n) return;
      this.inFlight = false;
      for (const w of [...this.waiting]) if (w.needs <= n) w.done(false);
      this.send();
    });
  }
}
