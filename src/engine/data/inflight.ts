type Listener = () => void;

/**
 * How many API requests of one app are pending, across every profile, for the top loading bar (a
 * useSyncExternalStore source: SWR has no global "is fetching" signal, and mutations are not SWR calls).
 */
export interface Inflight {
  get(): number;
  subscribe(listener: Listener): () => void;
  /** Counts `work` as pending until it settles. */
  track<T>(work: () => Promise<T>): Promise<T>;
}

/** One counter per app instance (two apps on a page, or test after test, never share it). */
export function createInflight(): Inflight {
  let count = 0;
  const listeners = new Set<Listener>();
  const changed = (delta: number) => {
    count += delta;
    listeners.forEach((l) => l());
  };
  return {
    get: () => count,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    async track(work) {
      changed(1);
      try {
        return await work();
      } finally {
        changed(-1);
      }
    },
  };
}
