import useSWRInfinite from 'swr/infinite';
import type { PainelPage } from '../contract';
import { canRetry } from './canRetry';
import { useRefreshOnRevalidate } from './useRevalidate';
import type { OperationError } from './OperationError';

interface KeysetPages<T, P extends PainelPage<T> = PainelPage<T>> {
  /** Every item of the pages read so far, newest first. */
  items: T[];
  /** The pages read so far, as answered (what a page carries besides its items). */
  pages: P[];
  /** Older items follow ("Carregar mais"). */
  more: boolean;
  /** The first page is being read (nothing to show yet). */
  loading: boolean;
  /** The next page is being read. */
  loadingMore: boolean;
  error?: OperationError;
  /** A read is under way (the first, a next page or a revalidation): a failure is told once it settles. */
  validating: boolean;
  loadMore(): void;
  /** Reads every page shown again (after a change made here). */
  refresh(): Promise<unknown>;
}

/**
 * A newest-first list read a page at a time by keyset (`before` = the last item's id), as the painel profile
 * pages history, activity and trash: "Carregar mais" appends the next page. `key` names the list in the cache
 * (null: nothing is read); a page is cached under the key and its cursor.
 */
export function useKeysetPages<P extends PainelPage<{ id: number }>>(key: readonly unknown[] | null, read: (before: number | undefined) => Promise<P>): KeysetPages<P['items'][number], P> {
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite<P>(
    (index, previous: P | null) => {
      if (!key) return null;
      if (index === 0) return [...key, 0];
      const last = previous?.more ? previous.items.at(-1) : undefined;
      return last ? [...key, last.id] : null;
    },
    (cursor: readonly unknown[]) => read((cursor.at(-1) as number) || undefined),
    // Opened, every page shown is read afresh; "Carregar mais" reads the next page only; a refresh, all of them.
    { revalidateOnMount: true, revalidateFirstPage: false },
  );
  const pages = data ?? [];
  // A change made anywhere (an undo from a toast) is read here too.
  useRefreshOnRevalidate(key, mutate);
  return {
    items: pages.flatMap((p) => p.items),
    pages,
    more: pages.at(-1)?.more ?? false,
    loading: isLoading && !data,
    loadingMore: size > 1 && pages.length < size && !error,
    error: error as OperationError | undefined,
    validating: isValidating,
    loadMore: () => void setSize((n) => n + 1),
    refresh: () => mutate(),
  };
}

/** What a screen showing keyset pages offers besides the items: its states, "Tentar novamente", "Carregar mais". */
export interface KeysetPaging {
  loading: boolean;
  error?: OperationError;
  canRetry: boolean;
  retry(): void;
  more: boolean;
  loadingMore: boolean;
  loadMore(): void;
}

export function keysetPaging(pages: Pick<KeysetPages<unknown>, 'loading' | 'error' | 'refresh' | 'more' | 'loadingMore' | 'loadMore'>): KeysetPaging {
  return {
    loading: pages.loading,
    error: pages.error,
    canRetry: Boolean(pages.error && canRetry(pages.error)),
    retry: () => void pages.refresh(),
    more: pages.more,
    loadingMore: pages.loadingMore,
    loadMore: pages.loadMore,
  };
}
