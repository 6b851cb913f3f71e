type Listener = () => void;

let count = 0;
const listeners = new Set<Listener>();
const changed = (delta: number) => {
  count += delta;
  listeners.forEach((l) => l());
};

/**
 * How many API requests are pending, across every profile, for the top loading bar
 * (a useSyncExternalStore source: SWR has no global "is fetching" signal, and mutations are not SWR calls).
 */
export const inflight = {
  get: () => count,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  /** Counts `work` as pending until it settles. */
  async track<T>(work: () => Promise<T>): Promise<T> {
    changed(1);
    try {
      return await work();
    } finally {
      changed(-1);
    }
  },
};
