/**
 * A value loaded once on demand (screen code, descriptors). `peek` returns it synchronously once loaded,
 * so a component rendered after its route loader prefetched it never suspends (no fallback flash).
 * A failed load is forgotten, so the next attempt retries.
 */
export interface Loadable<T> {
  load(): Promise<T>;
  peek(): T | undefined;
}

export function createLoadable<T>(load: () => Promise<T>): Loadable<T> {
  let value: { current: T } | undefined;
  let pending: Promise<T> | undefined;
  return {
    load() {
      pending ??= load().then(
        (loaded) => {
          value = { current: loaded };
          return loaded;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    peek: () => value?.current,
  };
}

/** A value already there, as a Loadable. */
export const loaded = <T>(value: T): Loadable<T> => ({ load: () => Promise.resolve(value), peek: () => value });
