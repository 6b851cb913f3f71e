import { ATTEMPTS_TABLE, type Db } from '../db';
import type { Attempts, AttemptStore } from './attemptStore';

const PURGE_EVERY_MS = 60_000;

/**
 * Attempts counted in a table every instance shares (and a restart keeps): a guess on one instance counts
 * on all of them. Each `hit` is one transaction holding its key's row (FOR UPDATE), so a check and the count
 * it guards cannot be split by a parallel request, on this process or another.
 */
export class TableAttemptStore implements AttemptStore {
  private longestIdleMs = 0;
  private lastPurge = 0;

  constructor(private readonly db: Db) {}

  async hit(key: string, now: number, idleMs: number, admit: (current: Attempts | undefined) => boolean) {
    await this.purge(now, idleMs);
    return this.db.transaction(async (tx) => {
      // The row must exist to be locked; a parallel first attempt waits here for this one's commit.
      await tx.query(`INSERT INTO ${ATTEMPTS_TABLE} (key, count, first_at, last_at) VALUES ($1, 0, $2, $2) ON CONFLICT (key) DO NOTHING`, [key, now]);
      const [row] = await tx.query<{ count: number; first_at: number; last_at: number }>(
        `SELECT count, first_at, last_at FROM ${ATTEMPTS_TABLE} WHERE key = $1 FOR UPDATE`,
        [key],
      );
      const stored = { count: Number(row.count), first: Number(row.first_at), last: Number(row.last_at) };
      const current = stored.count > 0 && now - stored.last < idleMs ? stored : undefined;
      if (!admit(current)) return { counted: false, current };
      const next = current ? { ...current, count: current.count + 1, last: now } : { count: 1, first: now, last: now };
      await tx.query(`UPDATE ${ATTEMPTS_TABLE} SET count = $2, first_at = $3, last_at = $4 WHERE key = $1`, [key, next.count, next.first, next.last]);
      return { counted: true, current };
    });
  }

  async release(key: string) {
    await this.db.query(`UPDATE ${ATTEMPTS_TABLE} SET count = count - 1 WHERE key = $1 AND count > 0`, [key]);
  }

  async clear(key: string) {
    await this.db.query(`DELETE FROM ${ATTEMPTS_TABLE} WHERE key = $1`, [key]);
  }

  /** Forgotten counts take no room: now and then, rows idle longer than any policy remembers are deleted. */
  private async purge(now: number, idleMs: number) {
    this.longestIdleMs = Math.max(this.longestIdleMs, idleMs);
    if (now - this.lastPurge < PURGE_EVERY_MS) return;
    this.lastPurge = now;
    await this.db.query(`DELETE FROM ${ATTEMPTS_TABLE} WHERE last_at < $1`, [now - this.longestIdleMs]);
  }
}
