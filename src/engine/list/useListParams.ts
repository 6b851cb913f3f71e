import { useCallback, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
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
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = fromUrl(params.get('page'), 1);
  const limit = Math.min(fromUrl(params.get('limit'), defaultLimit), MAX_LIMIT);
  const sort = params.get('sort') ?? '';
  const filterKey = filterParams.map((p) => `${p}=${params.get(p) ?? ''}`).join('&');
  // Keyed by content: a new URL object with the same filters keeps the same object (no new SWR key, no new selection scope).
  const filters = useMemo(() => Object.fromEntries(filterParams.flatMap((p) => (params.get(p) ? [[p, params.get(p)!]] : []))), [filterKey]);

  // Kept out of sight under a record, the list must not write its address: the router is on the record's, and
  // a search that settles or a default view that arrives meanwhile would rewrite that one. Nor, for a write that
  // amends the list's own entry (replace: a search settling, a default view, a page put back in range), while any
  // navigation is under way: that write is a navigation of its own, and the router would give up the one under way
  // (a row clicked within the search's pause: the record never came), or the write would be built on an address the
  // router is leaving. Held (the changes merged), it is written once the list is in sight and the router has settled
  // on the list's path, if that is still the entry it amends. A write that adds an entry (a sort, a page, a filter
  // clicked) is the person's newest navigation and goes at once, as a link clicked would.
  const visibility = useListVisibility();
  const { navigating, afterNavigation } = useEngine();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const held = useRef<{ change: Change; at: string }>(undefined);
  const waiting = useRef<() => void>(undefined);
  const stopWaiting = () => {
    waiting.current?.();
    waiting.current = undefined;
  };
  useEffect(() => stopWaiting, []);
  // The latest ones: a change held since an older render builds on the address as it is now, not as it was then.
  const latest = useRef({ params, navigate });
  useLayoutEffect(() => {
    latest.current = { params, navigate };
  });

  // To the list's own path, not '?…' as setSearchParams writes: while Back is still on its way (the list shown early,
  // useComingBack) the router is on the record's path, and a relative address would land there.
  const writeNow = useCallback(
    (change: Change, base?: URLSearchParams) =>
      latest.current.navigate({ pathname, search: `?${withChange(base ?? latest.current.params, change, defaultLimit)}` }, { replace: change.replace }),
    [pathname, defaultLimit],
  );
  const flush = useCallback(
    function flush(base?: URLSearchParams) {
      if (!held.current || visibility.hidden || waiting.current) return;
      if (navigating?.() && afterNavigation) {
        waiting.current = afterNavigation((arrived) => {
          waiting.current = undefined;
          if (arrived.pathname === pathname) flush(new URLSearchParams(arrived.search));
        });
        return;
      }
      const { change, at } = held.current;
      held.current = undefined;
      // Only onto the entry it amends: the list reached at another address (Back to an older search, a link with its
      // own filters) keeps that address. What the box holds and the address lacks, the box writes again itself.
      if ((base ?? latest.current.params).toString() === at) writeNow(change, base);
    },
    [visibility, navigating, afterNavigation, pathname, writeNow],
  );
  useEffect(() => visibility.onShown(() => flush()), [visibility, flush]);

  const write = useCallback(
    (next: Omit<Change, 'replace'>, replace: boolean) => {
      const change = merged(held.current?.change, { ...next, replace });
      if (!visibility.hidden && !(change.replace && navigating?.())) {
        // Goes now, with whatever was held (a search waiting for the router goes with the sort clicked).
        held.current = undefined;
        stopWaiting();
        writeNow(change);
        return;
      }
      held.current = { change, at: held.current?.at ?? latest.current.params.toString() };
      flush();
    },
    [visibility, navigating, writeNow, flush],
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

/** A write to the list's address: what it sets, and whether it amends the entry shown (replace) or adds one. */
interface Change {
  q?: string;
  page?: number;
  limit?: number;
  sort?: string;
  filters?: Record<string, string | undefined>;
  layout?: string;
  replace: boolean;
}

/** Two writes held in turn, as one: the later one's values win; it adds an entry if either did. */
const merged = (earlier: Change | undefined, later: Change): Change =>
  earlier ? { ...earlier, ...later, filters: { ...earlier.filters, ...later.filters }, replace: earlier.replace && later.replace } : later;

/** The address's parameters with the change made (page and page size always written, so the address says them). */
function withChange(prev: URLSearchParams, next: Change, defaultLimit: number): URLSearchParams {
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
}
