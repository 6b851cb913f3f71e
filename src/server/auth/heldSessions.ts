/** How long an open session, once read, is taken as open without asking the database again. */
const HELD_MS = 10_000;
/** At most this many sessions are held (the oldest is let go first). */
const HELD_MAX = 5000;

interface Held<T> {
  userId: string;
  holder: T;
  until: number;
}

/**
 * Open sessions as last read, for a few seconds: a screen's requests skip the session's statement. Every ending
 * is heard: on PGlite in this process as it happens (sign-outs, "Encerrar", and — through the change feed — a
 * person's password, role or deletion); on PostgreSQL as the notification of any instance's ending or change, and
 * a held session is used only once `caughtUp` says every notification committed before the request was heard
 * (CommitBarrier). Whatever ends a session calls `forget` after it is committed; a read under way meanwhile is not kept.
 */
export class HeldSessions<T> {
  private readonly held = new Map<string, Held<T>>();
  private endings = 0;

  constructor(private readonly caughtUp?: (request?: object) => Promise<boolean>) {}

  /** A session may have ended: nothing held is trusted any more. */
  forget(): void {
    this.endings++;
    this.held.clear();
  }

  /** The session's holder: held, or read by `read` (and held when open and nothing ended meanwhile). */
  async through<R extends T | null | undefined>(sessionId: string, userId: string, read: () => Promise<R>, request?: object): Promise<T | R> {
    // Not sure an ending elsewhere was heard: ask the database.
    if (this.caughtUp && this.held.has(sessionId) && !(await this.caughtUp(request))) return read();
    const found = this.held.get(sessionId);
    if (found && found.userId === userId && found.until > Date.now()) return found.holder;
    const endings = this.endings;
    const holder = await read();
    if (holder && endings === this.endings) {
      this.held.delete(sessionId);
      this.held.set(sessionId, { userId, holder, until: Date.now() + HELD_MS });
      if (this.held.size > HELD_MAX) this.held.delete(this.held.keys().next().value!);
    }
    return holder;
  }
}
