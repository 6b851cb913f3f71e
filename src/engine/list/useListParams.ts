import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MAX_LIMIT, positiveInt } from '../contract';

/** A page or limit of the URL; anything but a positive integer is the default. */
const fromUrl = (raw: string | null, fallback: number) => positiveInt(raw) ?? fallback;

interface ListParams {
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
  const page = fromUrl(params.get('page'), 1);
  const limit = Math.min(fromUrl(params.get('limit'), defaultLimit), MAX_LIMIT);

  const write = useCallback(
    (next: { q?: string; page?: number; limit?: number }, replace: boolean) =>
      setParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          const nq = next.q ?? prev.get('q') ?? '';
          if (nq) out.set('q', nq);
          else out.delete('q');
          out.set('page', String(next.page ?? fromUrl(prev.get('page'), 1)));
          out.set('limit', String(next.limit ?? Math.min(fromUrl(prev.get('limit'), defaultLimit), MAX_LIMIT)));
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
