import { useCallback, useEffect, useState } from 'react';
import useSWR from 'swr';
import { DEFAULT_LIMIT, PAGE_SIZES, type Action, type ResourceDescriptor } from '../contract';
import { recordTitle, useEngine, useFailureNotice } from '../core';
import { swrKeys, useRevalidate, type OperationError, type RecordValues } from '../data';
import { expectedRow, resourceOf, type Resource } from '../resource';
import { useListParams } from './useListParams';
import { useSearchBox } from './useSearchBox';

const SEARCH_DELAY_MS = 350;

/** One action button of a row: it either opens the action's page or runs at once. */
export interface RowControl {
  action: Action;
  /** "Ativar/desativar vaga: Vaga 1" */
  label: string;
  /** The action's own page (a record action). */
  to?: string;
  /** Runs it now (a row action); the row shows the result. */
  run?(): void;
}

export interface ListController {
  descriptor: ResourceDescriptor;
  resource: Resource;
  rows: RecordValues[];
  total: number;
  page: number;
  limit: number;
  /** The page sizes offered (the current one included when the URL asked for another). */
  pageSizes: number[];
  q: string;
  /** The first load of this query (no rows to show yet). */
  loading: boolean;
  error?: OperationError;
  /** "Erro ao buscar vagas" */
  errorTitle: string;
  retry(): void;
  /** What the search box shows (the URL's `q` follows it after a pause). */
  search: string;
  /** "Buscar por nome ou descrição" */
  searchHint: string;
  setSearch(value: string): void;
  clearSearch(): void;
  setPage(page: number): void;
  setLimit(limit: number): void;
  /** How a row is named to the user (its title field, else its id). */
  titleOf(row: RecordValues): string;
  /** The row's action buttons, in the descriptor's order. */
  controlsOf(row: RecordValues): RowControl[];
  /** Id of the row an action or delete is running on. */
  busyId?: string;
  remove(row: RecordValues): Promise<boolean>;
  runAction(action: Action, row: RecordValues): Promise<void>;
}

const searchHintOf = (d: ResourceDescriptor) => {
  const titles = (d.list?.search ?? []).map((f) => d.schema.properties[f]?.title.toLocaleLowerCase('pt-BR')).filter(Boolean);
  return titles.length ? `Buscar por ${titles.join(' ou ')}` : 'Buscar';
};

/** Everything a list screen does, without pixels: query in the URL, the page's rows, delete and row actions. */
export function useListController(descriptor: ResourceDescriptor): ListController {
  const { data: api } = useEngine();
  const resource = resourceOf(descriptor);
  const revalidate = useRevalidate();
  const params = useListParams(descriptor.list?.limit ?? DEFAULT_LIMIT);
  const { q, page, limit } = params;

  const box = useSearchBox(q, params.setQuery, SEARCH_DELAY_MS);

  const query = { q, page, limit };
  const { data, error, isLoading, isValidating, mutate } = useSWR(swrKeys.list(descriptor, query), () => api.list(descriptor, query), {
    keepPreviousData: true,
  });
  // This screen owns the read: it tells a failure, once.
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
        // Already told to the user (toast) and logged by the data interface.
        return false;
      } finally {
        setBusyId(undefined);
        void revalidate();
      }
    },
    [revalidate],
  );

  async function runAction(action: Action, row: RecordValues) {
    await withRow(row, (id) => {
      const call = api.action(descriptor, action, id, undefined, { notify: true });
      const expected = expectedRow(action, row);
      if (!expected || !data) return call;
      // The row shows what the effect will do while the call runs; a failure puts it back.
      return mutate(
        call.then(() => undefined),
        {
          optimisticData: (current = data) => ({ ...current, items: current.items.map((r) => (String(r.id) === id ? expected : r)) }),
          rollbackOnError: true,
          populateCache: false,
          revalidate: false,
        },
      );
    });
  }

  const titleOf = (row: RecordValues) => recordTitle(descriptor, row);

  return {
    descriptor,
    resource,
    rows: data?.items ?? [],
    total: data?.total ?? 0,
    page,
    limit,
    pageSizes: PAGE_SIZES.includes(limit) ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b),
    q,
    loading: isLoading && !data,
    error: error as OperationError | undefined,
    errorTitle: descriptor.operations.list?.messages?.error ?? `Erro ao buscar ${descriptor.labels.plural.toLocaleLowerCase('pt-BR')}`,
    retry: () => void mutate(),
    search: box.text,
    searchHint: searchHintOf(descriptor),
    setSearch: box.type,
    clearSearch: box.clear,
    setPage: (p) => params.setPage(p),
    setLimit: params.setLimit,
    titleOf,
    controlsOf: (row) =>
      resource.actions.map(({ action, startsFrom }) => {
        const label = `${action.label}: ${titleOf(row)}`;
        return startsFrom === 'page' ? { action, label, to: resource.paths.action(String(row.id), action.name) } : { action, label, run: () => void runAction(action, row) };
      }),
    busyId,
    remove: (row) => withRow(row, (id) => api.remove(descriptor, id, { notify: true })),
    runAction,
  };
}
