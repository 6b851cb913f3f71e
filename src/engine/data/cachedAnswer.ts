import { unstable_serialize } from 'swr';

/** SWR's cache as read here (the app's own Map, or useSWRConfig's cache). */
interface AnswerCache {
  get(key: string): { data?: unknown } | undefined;
}

/** Whether SWR's cache holds an answer under this key (not only a read under way, or its error): then nothing need be asked ahead. */
export function hasCachedAnswer(cache: AnswerCache, key: readonly unknown[]): boolean {
  return cache.get(unstable_serialize(key))?.data !== undefined;
}
