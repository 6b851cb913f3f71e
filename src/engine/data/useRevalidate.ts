import { useCallback, useEffect, useRef } from 'react';
import { useSWRConfig } from 'swr';

type Refresh = () => Promise<unknown>;
type Stale = (key: unknown) => boolean;

/**
 * The keyset lists on screen (history, activity, trash) and the key each reads, per SWR cache. SWR's
 * `mutate(filter)` skips the keys of useSWRInfinite, so without them an undo from a toast, or a colleague's change
 * on the live stream, left "Lixeira" or "Atividade" showing what was before.
 */
const keysetLists = new WeakMap<object, Map<Refresh, () => readonly unknown[] | null>>();
const listsOf = (cache: object) => {
  let lists = keysetLists.get(cache);
  if (!lists) keysetLists.set(cache, (lists = new Map()));
  return lists;
};

/** While mounted, `refresh` runs with every revalidation that finds `key` stale: a keyset list reads its pages again. */
export function useRefreshOnRevalidate(key: readonly unknown[] | null, refresh: Refresh): void {
  const { cache } = useSWRConfig();
  // The latest key rendered (a new array each render), without registering again.
  const current = useRef(key);
  current.current = key;
  useEffect(() => {
    const lists = listsOf(cache);
    lists.set(refresh, () => current.current);
    return () => void lists.delete(refresh);
  }, [cache, refresh]);
}

/** Reads again the cached reads `stale` picks (only mounted ones refetch), the keyset lists on screen among them. */
export function useRevalidateWhere(): (stale: Stale) => Promise<unknown> {
  const { mutate, cache } = useSWRConfig();
  return useCallback(
    (stale: Stale) => Promise.all([mutate(stale), ...[...listsOf(cache)].filter(([, key]) => key() !== null && stale(key())).map(([refresh]) => refresh())]),
    [mutate, cache],
  );
}

/**
 * After a mutation every cached read is revalidated (only mounted ones refetch): records show up in
 * other lists as references and in the home counts, so "just this resource" would leave stale names.
 * The keyset lists on screen read their pages again too.
 */
export function useRevalidate(): () => Promise<unknown> {
  const where = useRevalidateWhere();
  return useCallback(() => where(() => true), [where]);
}
