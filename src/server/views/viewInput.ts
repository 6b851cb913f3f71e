import { TIMESTAMP_FIELDS, filterParams, sortFields, type ResourceDescriptor, type ViewState } from '../../engine/contract';
import { badRequest } from '../http';

/**
 * What a view restores, checked against the list it is of (its shape — lengths, a page size, a filter value's
 * text — was checked by the call's declaration): an order by a field it sorts by, its own filter parameters and
 * columns; the map layout where it has a map. Anything else is refused (400), so a stored view always opens. Empty parts are left out.
 */
export function viewState(d: ResourceDescriptor, v: ViewState): ViewState {
  const state: ViewState = {};
  const { q, sort, limit, filters, columns, layout } = v;
  if (q) state.q = q;
  if (sort) {
    if (!sortFields(d).includes(sort.replace(/^-/, ''))) throw badRequest(`Ordem: ${d.labels.plural} não se ordenam por "${sort}".`);
    state.sort = sort;
  }
  if (limit !== undefined) state.limit = limit;
  if (filters) {
    const known = new Set(filterParams(d).map((p) => p.param));
    const unknown = Object.keys(filters).find((param) => !known.has(param));
    if (unknown !== undefined) throw badRequest(`Filtros: ${d.labels.plural} não têm o filtro "${unknown}".`);
    const kept = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
    if (Object.keys(kept).length) state.filters = kept;
  }
  if (columns) {
    const offered = new Set([...(d.list?.columns ?? []).map((c) => c.field), ...Object.keys(TIMESTAMP_FIELDS)]);
    if (columns.some((c) => !offered.has(c))) throw badRequest(`Colunas: uma ou mais das colunas da lista de ${d.labels.plural.toLocaleLowerCase('pt-BR')}, sem repetir.`);
    state.columns = columns;
  }
  if (layout) {
    if (!d.map) throw badRequest(`Disposição: ${d.labels.plural} não têm mapa.`);
    state.layout = layout;
  }
  return state;
}
