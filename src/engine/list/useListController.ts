import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { DEFAULT_LIMIT, type Action, type ResourceDescriptor } from '../contract';
import { useEngine, useFailureNotice } from '../core';
import { swrKeys, useRevalidate, type OperationError, type RecordValues } from '../data';
import { useListParams } from './useListParams';
import { useSearchBox } from './useSearchBox';

const SEARCH_DELAY_MS = 350;

export interface ListController {
  descriptor: ResourceDescriptor;
  rows: RecordValues[];
  total: number;
  page: number;
  limit: number;
  q: string;
  /** The first load of this query (no rows to show yet). */
  loading: boolean;
  error?: OperationError;
  retry(): void;
  /** What the search box shows (the URL's `q` follows it after a pause). */
  search: string;
  setSearch(value: string): void;
  clearSearch(): void;
  setPage(page: number): void;
  setLimit(limit: number): void;
  /** Id of the row an action or delete is running on. */
  busyId?: string;
  remove(row: RecordValues): Promise<boolean>;
  runAction(action: Action, row: RecordValues): Promise<void>;
}

/** Everything a list screen does, without pixels: query in the URL, the page's rows, delete and row actions. */
export function useListController(descriptor: ResourceDescriptor): ListController {
  const engine = useEngine();
  const revalidate = useRevalidate();
  const params = useListParams(descriptor.list?.limit ?? DEFAULT_LIMIT);
  const { q, page, limit } = params;

  const box = useSearchBox(q, params.setQuery, SEARCH_DELAY_MS);

  const query = { q, page, limit };
  const { data, error, isLoading, isValidating, mutate } = useSWR(swrKeys.list(descriptor, query), () => engine.data.list(descriptor, query), {
    keepPreviousData: true,
  });
  useFailureNotice(descriptor.operations.list, error, !isValidating);

  // Deleting the last row of the last page leaves an empty page: go to the last one that has rows.
  useEffect(() => {
    if (data && data.items.length === 0 && data.total > 0 && page > 1) params.setPage(Math.max(1, Math.ceil(data.total / limit)), { replace: true });
  }, [data, page, limit, params]);

  const [busyId, setBusyId] = useState<string>();
  const withRow = useCallback(
    async (row: RecordValues, work: (id: string) => Promise<unknown>) => {
      const id = String(row.id);
      setBusyId(id);
      try {
        await work(id);
        return true;
      } catch {
        // Already told to the user (toast) and logged by the operation runner.
        return false;
      } finally {
        setBusyId(undefined);
        void revalidate();
      }
    },
    [revalidate],
  );

  return {
    descriptor,
    rows: data?.items ?? [],
    total: data?.total ?? 0,
    page,
    limit,
    q,
    loading: isLoading && !data,
    error: error as OperationError | undefined,
    retry: () => void mutate(),
    search: box.text,
    setSearch: box.type,
    clearSearch: box.clear,
    setPage: (p) => params.setPage(p),
    setLimit: params.setLimit,
    busyId,
    remove: (row) => withRow(row, (id) => engine.data.remove(descriptor, id, { notify: true })),
    runAction: async (action, row) => void (await withRow(row, (id) => engine.data.action(descriptor, action, id, undefined, { notify: true }))),
  };
}
