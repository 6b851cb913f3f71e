import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';

export const PAGE_SIZES = [10, 25, 50];
const MAX_LIMIT = 100;

const positiveInt = (raw: string | null, fallback: number) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

export interface ListParams {
  q: string;
  page: number;
  limit: number;
  /** A new search starts at page 1 and replaces the history entry (one per pause, not per key). */
  setQuery(q: string): void;
  setPage(page: number, options?: { replace?: boolean }): void;
  setLimit(limit: number): void;
}

/** Search, page and page size live in the URL, so reload and the back button keep them. */
export function useListParams(defaultLimit: number): ListParams {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = positiveInt(params.get('page'), 1);
  const limit = Math.min(positiveInt(params.get('limit'), defaultLimit), MAX_LIMIT);

  const write = useCallback(
    (next: { q?: string; page?: number; limit?: number }, replace: boolean) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          const nq = next.q ?? prev.get('q') ?? '';
          if (nq) out.set('q', nq);
          else out.delete('q');
          out.set('page', String(next.page ?? positiveInt(prev.get('page'), 1)));
          out.set('limit', String(next.limit ?? Math.min(positiveInt(prev.get('limit'), defaultLimit), MAX_LIMIT)));
          return out;
        },
        { replace },
      ),
    [setParams, defaultLimit],
  );

  return useMemo(
    () => ({
      q,
      page,
      limit,
      setQuery: (nq: string) => write({ q: nq, page: 1 }, true),
      setPage: (p: number, options?: { replace?: boolean }) => write({ page: p }, Boolean(options?.replace)),
      setLimit: (l: number) => write({ limit: l, page: 1 }, false),
    }),
    [q, page, limit, write],
  );
}
