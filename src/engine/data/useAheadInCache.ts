import { useState } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { hasCachedAnswer, settledAnswer } from './cachedAnswer';

/**
 * A read asked for ahead of its screen (its route's loader) put into SWR's cache under the screen's key before the
 * screen's first read: the first render draws it from the cache, and it is the cache's answer from then on (what a
 * revalidation later replaces). Given as `fallbackData` and written into the cache once mounted, it drew the whole
 * screen a second time before its first frame. Taken once, on the first render; never over an answer the cache
 * already holds (a screen seen before reads again as ever). Returns it when it is the cache's answer: the caller's
 * read need not ask again on mount.
 */
export function useAheadInCache<T>(key: readonly unknown[] | null, take: () => T | undefined): T | undefined {
  const { cache } = useSWRConfig();
  const [taken] = useState(() => {
    const value = take();
    if (value === undefined || !key || hasCachedAnswer(cache, key)) return undefined;
    cache.set(unstable_serialize(key), settledAnswer(value));
    return value;
  });
  return taken;
}
