import { useCallback, useEffect } from 'react';
import { useSWRConfig } from 'swr';

type Refresh = () => Promise<unknown>;

/**
 * The keyset lists on screen (history, activity, trash), per SWR cache. SWR's `mutate(filter)` skips the keys of
 * useSWRInfinite, so without them an undo from a toast left "Lixeira" or "Atividade" showing the change undone.
 */
const keysetLists = new WeakMap<object, Set<Refresh>>();
const listsOf = (cache: object) => {
  let lists = keysetLists.get(cache);
  if (!lists) keysetLists.set(cache, (lists = new Set()));
  return lists;
};

/** While mounted, `refresh` runs with every revalidation (useRevalidate): a keyset list reads its pages again. */
export function useRefreshOnRevalidate(refresh: Refresh): void {
  const { cache } = useSWRConfig();
  useEffect(() => {
    const lists = listsOf(cache);
    lists.add(refresh);
    return () => void lists.delete(refresh);
  }, [cache, refresh]);
}

/**
 * After a mutation every cached read is revalidated (only mounted ones refetch): records show up in
 * other lists as references and in the home counts, so "just this resource" would leave stale names.
 * The keyset lists on screen read their pages again too.
 */
export function useRevalidate(): () => Promise<unknown> {
  const { mutate, cache } = useSWRConfig();
  return useCallback(() => Promise.all([mutate(() => true), ...[...listsOf(cache)].map((refresh) => refresh())]), [mutate, cache]);
}
