import { unstable_serialize } from 'swr';

/** SWR's cache as read here (the app's own Map, or useSWRConfig's cache). */
interface AnswerCache {
  get(key: string): { data?: unknown } | undefined;
}

/** Whether SWR's cache holds an answer under this key (not only a read under way, or its error): then nothing need be asked ahead. */
export function hasCachedAnswer(cache: AnswerCache, key: readonly unknown[]): boolean {
  return cache.get(unstable_serialize(key))?.data !== undefined;
}

/**
 * An answer put into SWR's cache by hand, as SWR's own reads leave one: settled (not loading, not validating). With
 * `isLoading` missing, the first revalidation that ends (setting it to false) drew every screen reading it again,
 * the same answer and all: a kept list shown again, its toolbar and pages (~45 ms at 4× CPU).
 */
export const settledAnswer = <T>(data: T) => ({ data, isLoading: false, isValidating: false });
