import { DEFAULT_LIMIT, MAX_LIMIT, parseSort, positiveInt, readFilterValue, type ListQuery, type ResourceDescriptor, type ViewState } from '../contract/index.ts';
import { resourceOf } from './resource.ts';

/** A page or page size written in the address; anything but a positive integer is the fallback. */
export const pageNumberFrom = (raw: string | null, fallback: number) => positiveInt(raw) ?? fallback;

/**
 * What a list asks its API for at this address (`?q=…&page=…&limit=…&sort=…&<filters>`), read as the server
 * reads it and only as far as the list declares it, so a hand-edited address never earns a 400: a sort the list
 * offers, filters whose values read, a page size of at most MAX_LIMIT. The list screen and the route loader that
 * asks for its first page early both read the address here, so they ask for the same thing.
 */
export function listRequest(d: ResourceDescriptor, params: URLSearchParams): ListQuery & Required<Pick<ListQuery, 'q' | 'filters'>> {
  const resource = resourceOf(d);
  const sort = params.get('sort') ?? '';
  const filters: Record<string, string> = {};
  for (const p of resource.filterParams) {
    const raw = params.get(p.param);
    if (raw && 'value' in readFilterValue(p, raw)) filters[p.param] = raw;
  }
  return {
    q: params.get('q') ?? '',
    page: pageNumberFrom(params.get('page'), 1),
    limit: Math.min(pageNumberFrom(params.get('limit'), d.list?.limit ?? DEFAULT_LIMIT), MAX_LIMIT),
    sort: resource.sortFields.length && sort && parseSort(d, sort) ? sort : undefined,
    filters,
  };
}

/** The address a saved view opens its list at: page 1, its search, page size, order and filters (its columns are the chooser's). */
export function viewParams(d: ResourceDescriptor, state: ViewState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.q) out.set('q', state.q);
  out.set('page', '1');
  out.set('limit', String(state.limit ?? d.list?.limit ?? DEFAULT_LIMIT));
  if (state.sort) out.set('sort', state.sort);
  for (const [param, value] of Object.entries(state.filters ?? {})) if (value) out.set(param, value);
  return out;
}
