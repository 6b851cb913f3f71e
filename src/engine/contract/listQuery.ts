import type { Operation } from './descriptor.types';

/**
 * What a list asks for, on both edges: the client builds it from the URL, the server reads it from the request.
 * `sort` and `filters` are the slots the list features fill; absent means the API's own default.
 */
export interface ListQuery {
  q?: string;
  page: number;
  limit: number;
  /** A field name, `-field` for descending. */
  sort?: string;
  /** Filter parameter → value as written in the URL (`status` → `true`, `startDate.gte` → `2026-01-01`); see filterParams. */
  filters?: Record<string, string>;
  /** An export's fields, in order (the list's visible columns); absent: every field the person may read. */
  columns?: string[];
}

/** A page of a list, read out of whatever shape the API answers through its profile. */
export interface ListResult<T = Record<string, unknown>> {
  items: T[];
  total: number;
  page: number;
  limit: number;
  /** The server stopped counting at its cap: `total` is a lower bound ("mais de 10.000"). */
  capped?: boolean;
}

type QueryParam = NonNullable<Operation['query']>[number];

/** Page size when the URL and the descriptor say nothing. */
export const DEFAULT_LIMIT = 10;
/** The largest page the server serves; a larger `limit` is served as this. */
export const MAX_LIMIT = 100;
/** The page sizes the list offers. */
export const PAGE_SIZES = [10, 25, 50];
export const MAX_PAGE = 1_000_000;
export const MAX_SEARCH_LENGTH = 200;
/**
 * A list counts its matches up to this many; past it the answer's total is this number, flagged as capped
 * ("mais de 10.000"), so a page never waits for a million rows to be counted.
 */
export const COUNT_CAP = 10_000;
/** When a list operation declares no `query`, it sends these. */
export const DEFAULT_QUERY: QueryParam[] = ['q', 'page', 'limit'];

/** A page or limit as written in a URL: digits only, a finite positive integer; anything else is undefined. */
export function positiveInt(raw: unknown): number | undefined {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^\d{1,15}$/.test(text)) return undefined;
  const n = Number(text);
  return Number.isSafeInteger(n) && n >= 1 ? n : undefined;
}

/**
 * The query parameters a list (or export) operation sends, in the order it declares them. An empty search is
 * left out; `sort` goes only when the user chose an order, and `filters` as one parameter per filter set
 * (`status=true`, `startDate.gte=2026-01-01`); an operation that does not declare them sends neither.
 */
export function listQueryEntries(declared: QueryParam[] | undefined, query: ListQuery): [string, string][] {
  const values: Record<Exclude<QueryParam, 'filters'>, string | undefined> = {
    q: query.q?.trim() || undefined,
    page: String(query.page),
    limit: String(query.limit),
    sort: query.sort || undefined,
    columns: query.columns?.length ? query.columns.join(',') : undefined,
  };
  return (declared ?? DEFAULT_QUERY).flatMap((k): [string, string][] => {
    if (k === 'filters') return Object.entries(query.filters ?? {}).filter(([, v]) => v !== undefined && v !== '');
    const v = values[k];
    return v === undefined ? [] : [[k, v]];
  });
}
