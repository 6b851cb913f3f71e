import { MAX_LIMIT, MAX_SEARCH_LENGTH, TIMESTAMP_FIELDS, VIEW_NAME_MAX, filterParams, sortFields, type ResourceDescriptor, type ViewState } from '../../engine/contract';
import { badRequest } from '../http';

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body => Boolean(v) && typeof v === 'object' && !Array.isArray(v);

/** The name a person gave it: trimmed, 1 to VIEW_NAME_MAX characters. */
export function viewName(v: unknown): string {
  const name = typeof v === 'string' ? v.trim() : '';
  if (!name) throw badRequest('Dê um nome à visualização.', [{ field: 'name', message: 'Campo obrigatório.' }]);
  if (name.length > VIEW_NAME_MAX) throw badRequest(`O nome pode ter até ${VIEW_NAME_MAX} caracteres.`, [{ field: 'name', message: `Até ${VIEW_NAME_MAX} caracteres.` }]);
  return name;
}

export function viewFlag(v: unknown, what: string): boolean | undefined {
  if (v === undefined) return undefined;
  if (typeof v !== 'boolean') throw badRequest(`${what}: use true ou false.`);
  return v;
}

/**
 * What a view restores, checked against the list it is of: a search of the list's length, an order by a field
 * it sorts by, a page size it takes, its own filter parameters and columns. Anything else is refused (400), so
 * a stored view always opens.
 */
export function viewState(d: ResourceDescriptor, v: unknown): ViewState {
  if (!isObject(v)) throw badRequest('"state": envie a busca, os filtros, a ordem, o tamanho da página e as colunas num objeto.');
  const state: ViewState = {};
  const { q, sort, limit, filters, columns, ...rest } = v;
  const extra = Object.keys(rest);
  if (extra.length) throw badRequest(`"state" não guarda ${extra.map((k) => `"${k}"`).join(', ')}.`);
  if (q !== undefined && q !== '') {
    if (typeof q !== 'string' || q.length > MAX_SEARCH_LENGTH) throw badRequest(`Busca: até ${MAX_SEARCH_LENGTH} caracteres.`);
    state.q = q;
  }
  if (sort !== undefined && sort !== '') {
    const field = typeof sort === 'string' ? sort.replace(/^-/, '') : '';
    if (!sortFields(d).includes(field)) throw badRequest(`Ordem: ${d.labels.plural} não se ordenam por "${String(sort)}".`);
    state.sort = sort as string;
  }
  if (limit !== undefined) {
    if (!Number.isInteger(limit) || (limit as number) < 1 || (limit as number) > MAX_LIMIT) throw badRequest(`Tamanho da página: um número de 1 a ${MAX_LIMIT}.`);
    state.limit = limit as number;
  }
  if (filters !== undefined) {
    if (!isObject(filters)) throw badRequest('Filtros: envie um objeto {"parâmetro": "valor"}.');
    const known = new Set(filterParams(d).map((p) => p.param));
    const kept: Record<string, string> = {};
    for (const [param, value] of Object.entries(filters)) {
      if (!known.has(param)) throw badRequest(`Filtros: ${d.labels.plural} não têm o filtro "${param}".`);
      if (typeof value !== 'string' || value.length > 100) throw badRequest(`Filtro "${param}": um texto de até 100 caracteres.`);
      if (value) kept[param] = value;
    }
    if (Object.keys(kept).length) state.filters = kept;
  }
  if (columns !== undefined) {
    const offered = new Set([...(d.list?.columns ?? []).map((c) => c.field), ...Object.keys(TIMESTAMP_FIELDS)]);
    if (!Array.isArray(columns) || !columns.length || columns.some((c) => typeof c !== 'string' || !offered.has(c)) || new Set(columns).size !== columns.length) {
      throw badRequest(`Colunas: uma ou mais das colunas da lista de ${d.labels.plural.toLocaleLowerCase('pt-BR')}, sem repetir.`);
    }
    state.columns = columns as string[];
  }
  return state;
}
