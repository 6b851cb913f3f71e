/** A lone change is handed over this long after it arrived: what arrives meanwhile joins it (a bulk request). */
export const QUIET_MS = 250;
/**
 * Batches are at least this far apart. While colleagues keep changing things, each screen reads its data again
 * about twice a second instead of four times, and a change still shows within a second: it waits at most this
 * long, plus the read.
 */
export const SPACING_MS = 600;

interface ChangeBatches<T> {
  add(item: T): void;
  stop(): void;
}

/**
 * What a live screen does with the changes it hears: groups them, and hands each group over `quietMs` after
 * its first change, or later when the previous group went less than `spacingMs` ago — so a screen rereads at
 * most once per `spacingMs` however busy the team is (measured by `src/tools/bench/liveRefetch.ts`, which uses it).
 */
export function changeBatches<T>(hand: (items: T[]) => void, { quietMs = QUIET_MS, spacingMs = SPACING_MS } = {}): ChangeBatches<T> {
  let items: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let handedAt = -Infinity;
  const fire = () => {
    timer = undefined;
    handedAt = performance.now();
    const batch = items;
    items = [];
    hand(batch);
  };
  return {
    add(item) {
      items.push(item);
      timer ??= setTimeout(fire, Math.max(quietMs, handedAt + spacingMs - performance.now()));
    },
    stop() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
