/** How long a read asked for ahead waits for its screen: long enough for a slow phone to start it, short enough never to show old data. */
export const PREFETCH_TTL_MS = 10_000;

interface Ahead<T> {
  answer: Promise<T>;
  arrived?: T;
}

/**
 * A read asked for ahead of the screen that shows it (its route loader, while the screen's code loads): the
 * screen takes it instead of asking again, once. Only the latest is kept; one that fails is dropped (the screen
 * then asks itself). Keys say what was asked: the same read, the same key.
 */
export function createAheadRead<T>() {
  let latest: (Ahead<T> & { key: string; until: number }) | undefined;
  return {
    /**
     * Asks for it unless it is under way already (the app's first steps, then its route); settles, never rejects. It
     * is taken within `ttlMs` (a link under the pointer asks with a shorter life: its click comes at once, or not).
     */
    ask(key: string, load: () => Promise<T>, ttlMs = PREFETCH_TTL_MS): Promise<void> {
      if (latest?.key === key && latest.until > Date.now()) return latest.answer.then(() => undefined, () => undefined);
      const entry: Ahead<T> & { key: string; until: number } = { key, answer: load(), until: Date.now() + ttlMs };
      latest = entry;
      return entry.answer.then(
        (value) => void (entry.arrived = value),
        () => void (latest === entry && (latest = undefined)),
      );
    },
    /** What arrived under this key, still fresh, left for its taker. */
    peek(key: string): T | undefined {
      return latest?.key === key && latest.until > Date.now() ? latest.arrived : undefined;
    },
    /** Forgets what was asked: a write may have changed it (the screen then asks the API itself). */
    forget(): void {
      latest = undefined;
    },
    /**
     * The read asked for under this key, still fresh (only once arrived, with `onlyArrived`; only an arrived one
     * `wanted` says yes to, with a test); taken: later reads ask the API.
     */
    take(key: string, onlyArrived: boolean | ((arrived: T) => boolean) = false): Ahead<T> | undefined {
      const entry = latest;
      const arrived = entry?.arrived;
      const arrivedAsWanted = typeof onlyArrived === 'function' ? arrived !== undefined && onlyArrived(arrived) : !onlyArrived || arrived !== undefined;
      if (!entry || entry.key !== key || entry.until <= Date.now() || !arrivedAsWanted) return undefined;
      latest = undefined;
      return entry;
    },
  };
}
