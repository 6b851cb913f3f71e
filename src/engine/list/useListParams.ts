import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { MAX_LIMIT, type ViewState } from '../contract';
import { useEngine, useListVisibility } from '../core';
import { pageNumberFrom as fromUrl } from '../resource';

export type Filters = Record<string, string>;
/** What a saved view sets in the URL (its columns are the chooser's). */
type ListState = Omit<ViewState, 'columns'>;

interface ListParams {
  q: string;
  page: number;
  limit: number;
  /** `name`, `-createdAt`; '' when the URL gives none (the API's default order). */
  sort: string;
  /** The URL's filter parameters the list declares (`status` → `true`, `startDate.gte` → `2026-03-01`). */
  filters: Filters;
  /** A new search starts at page 1 and replaces the history entry (one per pause, not per key). */
  setQuery(q: string): void;
  setPage(page: number, options?: { replace?: boolean }): void;
  setLimit(limit: number): void;
  /** A new order or filter is a history entry of its own (Back undoes it) and starts at page 1. */
  setSort(sort: string): void;
  /** Sets or (with '' or undefined) removes filter parameters, all in one history entry. */
  setFilters(changes: Record<string, string | undefined>): void;
  /** A saved view's search, order, page size and filters (the others cleared), at page 1. */
  apply(state: ListState, options?: { replace?: boolean }): void;
}

interface ListParamsOptions {
  defaultLimit: number;
  /** The filter parameters the list declares: any other URL parameter is left alone and never sent. */
  filterParams: string[];
}

/** Search, page, page size, order and filters live in the URL, so reload and the back button keep them. */
export function useListParams({ defaultLimit, filterParams }: ListParamsOptions): ListParams {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = fromUrl(params.get('page'), 1);
  const limit = Math.min(fromUrl(params.get('limit'), defaultLimit), MAX_LIMIT);
  const sort = params.get('sort') ?? '';
  const filterKey = filterParams.map((p) => `${p}=${params.get(p) ?? ''}`).join('&');
  // Keyed by content: a new URL object with the same filters keeps the same object (no new SWR key, no new selection scope).
  const filters = useMemo(() => Object.fromEntries(filterParams.flatMap((p) => (params.get(p) ? [[p, params.get(p)!]] : []))), [filterKey]);

  // Kept out of sight under a record, the list must not write its address: the router is on the record's, and
  // a search that settles or a default view that arrives meanwhile would rewrite that one. Held, the last one
  // is written once the list is back in sight.
  const visibility = useListVisibility();
  const held = useRef<() => void>(undefined);
  const writeHeld = useCallback(() => {
    const go = held.current;
    held.current = undefined;
    go?.();
  }, []);
  useEffect(() => visibility.onShown(writeHeld), [visibility, writeHeld]);

  // Nor while the person is leaving it (a row or the menu clicked, its page still on its way): that write would be
  // a navigation of its own, and the router would give up the one the person asked for. Held until the router
  // settles: still on the list (the other navigation given up), it is written then; else when the list is back.
  const { navigatingTo, afterNavigation } = useEngine();
  const { pathname } = useLocation();
  const waiting = useRef<() => void>(undefined);
  useEffect(() => () => waiting.current?.(), []);
  const holdWhileLeaving = useCallback(
    (go: () => void) => {
      const to = navigatingTo?.();
      if (to === undefined || to === pathname || !afterNavigation) return false;
      held.current = go;
      waiting.current ??= afterNavigation((arrived) => {
        waiting.current = undefined;
        if (arrived === pathname && !visibility.hidden) writeHeld();
      });
      return true;
    },
    [navigatingTo, afterNavigation, pathname, visibility, writeHeld],
  );

  const write = useCallback(
    (next: { q?: string; page?: number; limit?: number; sort?: string; filters?: Record<string, string | undefined>; layout?: string }, replace: boolean) => {
      const go = () => setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          const nq = next.q ?? prev.get('q') ?? '';
          if (nq) out.set('q', nq);
          else out.delete('q');
          out.set('page', String(next.page ?? fromUrl(prev.get('page'), 1)));
          out.set('limit', String(next.limit ?? Math.min(fromUrl(prev.get('limit'), defaultLimit), MAX_LIMIT)));
          if (next.sort !== undefined) {
            if (next.sort) out.set('sort', next.sort);
            else out.delete('sort');
          }
          if (next.layout !== undefined) {
            if (next.layout) out.set('layout', next.layout);
            else out.delete('layout');
          }
          for (const [param, value] of Object.entries(next.filters ?? {})) {
            if (value) out.set(param, value);
            else out.delete(param);
          }
          return out;
        },
        { replace },
      );
      if (visibility.hidden) held.current = go;
      else if (!holdWhileLeaving(go)) go();
    },
    [setParams, defaultLimit, visibility, holdWhileLeaving],
  );

  return useMemo(
    () => ({
      q,
      page,
      limit,
      sort,
      filters,
      setQuery: (nq: string) => write({ q: nq, page: 1 }, true),
      setPage: (p: number, options?: { replace?: boolean }) => write({ page: p }, Boolean(options?.replace)),
      setLimit: (l: number) => write({ limit: l, page: 1 }, false),
      setSort: (s: string) => write({ sort: s, page: 1 }, false),
      setFilters: (changes: Record<string, string | undefined>) => write({ filters: changes, page: 1 }, false),
      // A saved view: its search, order, size, filters and layout, every other filter cleared, page 1.
      apply: (state: ListState, options?: { replace?: boolean }) =>
        write(
          {
            q: state.q ?? '',
            page: 1,
            limit: state.limit ?? defaultLimit,
            sort: state.sort ?? '',
            filters: Object.fromEntries(filterParams.map((p) => [p, state.filters?.[p]])),
            layout: state.layout ?? '',
          },
          Boolean(options?.replace),
        ),
    }),
    [q, page, limit, sort, filters, write],
  );
}
