import type { FieldSchema, ResourceDescriptor } from './descriptor.types';
import { isRangeFilter, kindOf, kinds, type FilterKind, type SortKind } from './kinds/index.ts';
import { isTimestamp, TIMESTAMP_FIELDS } from './timestamps.ts';

/**
 * Sorting and filtering a list, from the descriptor alone: which fields sort and filter, the query
 * parameters that carry them, and how a parameter's value is read. The client builds its headers and filter
 * bar from these; the server accepts exactly these parameters and nothing else.
 */

type Described = Pick<ResourceDescriptor, 'schema' | 'list' | 'references' | 'secrets' | 'uploads' | 'map' | 'uiSchema' | 'kinds' | 'availability'>;

/** Parameters every list reads itself: no filter may take one of these names. */
const RESERVED_LIST_PARAMS = ['q', 'page', 'limit', 'sort'];

/**
 * The period filters of a resource another one occupies (`availability`), by parameter: each takes the name of
 * its filter, so no field may take these names either.
 */
export const PERIOD_FILTERS = { livre: { kind: 'free', title: 'Livre entre' }, ocupado: { kind: 'busy', title: 'Ocupado entre' } } as const;

/** Newest first, unless the descriptor says otherwise. */
const DEFAULT_SORT = '-createdAt';

export type { FilterKind, SortKind };
/** `eq`: `field=value`; `gte` / `lte`: `field.gte=…` / `field.lte=…`, both ends included. */
type FilterOp = 'eq' | 'gte' | 'lte';

/** One query parameter a list accepts as a filter. */
export interface FilterParam {
  /** As written in the URL: `status`, `startDate.gte`. */
  param: string;
  field: string;
  op: FilterOp;
  kind: FilterKind;
  /** The field's title ("Início"); a range adds its end in messages ("Início (a partir de)"). */
  title: string;
  /** The values an enum filter takes. */
  values?: unknown[];
}

/** How a message or a chip words a range's end. */
export const FILTER_OP_WORDS: Record<FilterOp, string> = { eq: '', gte: 'a partir de', lte: 'até' };

/** A record field's schema, or a timestamp's; undefined for anything else. */
function listFieldSchema(d: Described, field: string): FieldSchema | undefined {
  if (isTimestamp(field)) return TIMESTAMP_FIELDS[field];
  return Object.hasOwn(d.schema.properties, field) ? d.schema.properties[field] : undefined;
}

/** A secret or an upload (a file part) is never listed, sorted or filtered. */
const hidden = (d: Described, field: string) => Boolean(d.secrets?.includes(field) || d.uploads?.[field]);

/** How a field sorts (its kind's), or undefined when it cannot (a reference would sort by an opaque id; secrets and files). */
export function sortKind(d: Described, field: string): SortKind | undefined {
  if (!listFieldSchema(d, field) || hidden(d, field)) return undefined;
  return kinds[kindOf(d, field)].sort;
}

/**
 * How a field filters (an enum by its values, else its kind's way), or undefined when it cannot: free text is what
 * `q` is for, unless `list.filters` names the field (a city: one value, whatever its case and accents).
 */
export function filterKind(d: Described, field: string): FilterKind | undefined {
  const s = listFieldSchema(d, field);
  if (!s || hidden(d, field)) return undefined;
  if (Array.isArray(s.enum) && !d.references?.[field]) return 'enum';
  const kind = kindOf(d, field);
  return kinds[kind].filter ?? (kind === 'text' && d.list?.filters?.includes(field) ? 'text' : undefined);
}

const unique = (fields: string[]) => [...new Set(fields)];

/** Fields the list sorts by: `list.sort.fields`, else every list column whose kind sorts, plus the timestamps. */
export function sortFields(d: Described): string[] {
  if (!d.list) return [];
  if (d.list.sort?.fields) return d.list.sort.fields;
  return unique([...d.list.columns.map((c) => c.field), ...Object.keys(TIMESTAMP_FIELDS)]).filter((f) => sortKind(d, f));
}

/** The order when the URL gives none. */
export const defaultSort = (d: Described): string => d.list?.sort?.default ?? DEFAULT_SORT;

/** `name` → ascending by name; `-createdAt` → newest first; undefined when the field does not sort. */
export function parseSort(d: Described, raw: string): { field: string; desc: boolean } | undefined {
  const desc = raw.startsWith('-');
  const field = desc ? raw.slice(1) : raw;
  return sortFields(d).includes(field) ? { field, desc } : undefined;
}

/**
 * Fields the list filters by: `list.filters`, else every list column whose kind filters (yes/no, reference,
 * date, money, number), plus every field with an enum.
 */
export function filterFields(d: Described): string[] {
  if (!d.list) return [];
  if (d.list.filters) return d.list.filters;
  const enums = Object.entries(d.schema.properties).filter(([, s]) => Array.isArray(s.enum)).map(([f]) => f);
  return unique([...d.list.columns.map((c) => c.field), ...enums]).filter((f) => filterKind(d, f));
}

/**
 * Every filter parameter of the list: one per equality field, two (`.gte`, `.lte`) per range field, and with
 * `availability` the two period filters (last: they are about the occupying records, not a field).
 */
export function filterParams(d: Described): FilterParam[] {
  const periods = d.availability
    ? Object.entries(PERIOD_FILTERS).map(([param, p]): FilterParam => ({ param, field: param, op: 'eq', kind: p.kind, title: p.title }))
    : [];
  return [...fieldFilterParams(d), ...periods];
}

function fieldFilterParams(d: Described): FilterParam[] {
  return filterFields(d).flatMap((field): FilterParam[] => {
    const kind = filterKind(d, field);
    if (!kind) return [];
    const schema = listFieldSchema(d, field)!;
    const base = { field, kind, title: schema.title, ...(kind === 'enum' ? { values: schema.enum as unknown[] } : {}) };
    if (!isRangeFilter(kind)) return [{ ...base, param: field, op: 'eq' as const }];
    return (['gte', 'lte'] as const).map((op) => ({ ...base, param: `${field}.${op}`, op }));
  });
}

/** The name a message gives a filter parameter: "Status", "Início (a partir de)". */
const filterTitle = (p: FilterParam) => (p.op === 'eq' ? p.title : `${p.title} (${FILTER_OP_WORDS[p.op]})`);

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
const NUMBER = /^-?\d{1,15}(\.\d{1,10})?$/;
const MAX_ID_LENGTH = 200;
const MAX_TEXT_FILTER_LENGTH = 200;

function realDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

type FilterValue = string | number | boolean;

/**
 * A parameter's value as written in the URL, read into what the filter compares: a boolean, an enum value, a
 * record id, a number, a date (AAAA-MM-DD) or, for a date-time field, a date or an ISO 8601 instant. A value
 * that does not fit gets a Portuguese message naming the filter by its title, never repeating the value.
 */
export function readFilterValue(p: FilterParam, raw: string): { value: FilterValue } | { message: string } {
  const title = filterTitle(p);
  switch (p.kind) {
    case 'boolean':
      return raw === 'true' || raw === 'false' ? { value: raw === 'true' } : { message: `${title}: use true ou false.` };
    case 'enum': {
      const found = p.values?.find((v) => String(v) === raw);
      return found === undefined ? { message: `${title}: deve ser um destes valores: ${(p.values ?? []).map(String).join(', ')}.` } : { value: found as FilterValue };
    }
    case 'reference':
      return raw.trim() && raw.length <= MAX_ID_LENGTH ? { value: raw } : { message: `${title}: informe o identificador de um registro.` };
    case 'text':
      return raw.trim() && raw.length <= MAX_TEXT_FILTER_LENGTH ? { value: raw.trim() } : { message: `${title}: informe um texto de até ${MAX_TEXT_FILTER_LENGTH} caracteres.` };
    case 'number': {
      const n = Number(raw);
      return NUMBER.test(raw) && Number.isFinite(n) ? { value: n } : { message: `${title}: informe um número, como 1500.50.` };
    }
    case 'date':
      return realDate(raw) ? { value: raw } : { message: `${title}: informe uma data válida (AAAA-MM-DD).` };
    case 'date-time':
      return realDate(raw) || (DATE_TIME.test(raw) && realDate(raw.slice(0, 10)) && !Number.isNaN(Date.parse(raw)))
        ? { value: raw }
        : { message: `${title}: informe uma data (AAAA-MM-DD) ou data e hora (ISO 8601).` };
    case 'free':
    case 'busy': {
      const period = readPeriod(raw);
      if (!period) return { message: `${title}: informe o período como AAAA-MM-DD/AAAA-MM-DD.` };
      return period.from <= period.to ? { value: raw } : { message: `${title}: a primeira data deve ser anterior ou igual à segunda.` };
    }
  }
}

/** `AAAA-MM-DD/AAAA-MM-DD` (both real days) as its two days; undefined otherwise. */
export function readPeriod(raw: string): { from: string; to: string } | undefined {
  const [from, to, ...rest] = raw.split('/');
  return from && to && !rest.length && realDate(from) && realDate(to) ? { from, to } : undefined;
}

/**
 * Problems with a descriptor's sort and filter declarations, worded like the meta-schema's (the descriptor
 * check adds them to its own): a field that does not exist, takes a reserved parameter name, or cannot sort
 * or filter; a default order on a field that does not sort; a field that takes a timestamp's name.
 */
export function listFeatureProblems(d: ResourceDescriptor): string[] {
  const problems: string[] = [];
  const check = (field: string, where: string, usable: (f: string) => unknown, what: string) => {
    if (RESERVED_LIST_PARAMS.includes(field)) problems.push(`${where} '${field}' clashes with the list's own query parameter`);
    else if (!listFieldSchema(d, field)) problems.push(`${where} names unknown field '${field}'`);
    else if (!usable(field)) problems.push(`${where} '${field}' cannot ${what}`);
  };
  d.list?.sort?.fields?.forEach((f, i) => check(f, `/list/sort/fields/${i}`, (x) => sortKind(d, x), 'be sorted (a reference, a secret or a file)'));
  if (d.availability) {
    for (const param of Object.keys(PERIOD_FILTERS)) if (listFieldSchema(d, param)) problems.push(`/schema/properties/${param} takes the name of the period filter that availability adds; rename the field`);
  }
  d.list?.filters?.forEach((f, i) =>
    check(f, `/list/filters/${i}`, (x) => filterKind(d, x), 'be filtered (only yes/no, enum, reference, number, date, date-time and text fields)'),
  );
  const order = d.list?.sort?.default;
  if (order !== undefined && !parseSort(d, order)) problems.push(`/list/sort/default '${order}' is not one of the list's sortable fields`);
  for (const f of Object.keys(TIMESTAMP_FIELDS)) {
    if (Object.hasOwn(d.schema.properties, f)) problems.push(`/schema/properties/${f} is a timestamp the server sets on every record; remove it`);
  }
  for (const op of ['bulk', 'export'] as const) {
    if (d.operations[op] && !d.operations.list) problems.push(`/operations/${op} needs a list operation`);
  }
  d.actions?.forEach((a, i) => {
    if (a.name === 'delete' && d.operations.bulk) problems.push(`/actions/${i}/name 'delete' is the bulk delete's name`);
  });
  return problems;
}

/** An order: a sortable field, ascending or descending (the id breaks ties in the same direction). */
export interface SortOrder {
  field: string;
  desc: boolean;
}

/** One filter the list applies, its value read. */
export interface FilterCondition {
  param: string;
  field: string;
  op: FilterOp;
  kind: FilterKind;
  value: FilterValue;
}

/** What a list (or an export, or a bulk "all matching") selects and in which order, checked against the descriptor. */
export interface ListCriteria {
  /** Each must be found in some search field (folded: lower case, no accents). */
  words: string[];
  filters: FilterCondition[];
  sort: SortOrder;
}

/** A parameter the list refused and why; `param` only when it is one the descriptor declares (never echoed otherwise). */
export interface CriteriaProblem {
  param?: string;
  message: string;
}

/** "Paulista  1000" → ["paulista", "1000"]: lower case, accents dropped, each word once. */
function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  const folded = q.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  return [...new Set(folded.split(/\s+/).filter(Boolean))];
}

/** Parameters a list accepts: its own, `sort` and the filters where the operation declares them. */
function acceptedListParams(d: Described, accepts: { sort: boolean; filters: boolean }): string[] {
  return ['q', 'page', 'limit', ...(accepts.sort && sortFields(d).length ? ['sort'] : []), ...(accepts.filters ? filterParams(d).map((p) => p.param) : [])];
}

/**
 * A list query as written in the URL (`sort`, and every other parameter but q/page/limit as a filter), read
 * against the descriptor. `accepts` says what the list operation declares: a parameter it does not declare is
 * unknown. Messages are Portuguese and name parameters only by what the descriptor declares.
 */
export function readListCriteria(
  d: Described,
  input: { q?: string; sort?: unknown; filters?: Record<string, unknown> },
  accepts: { sort: boolean; filters: boolean } = { sort: true, filters: true },
): { criteria: ListCriteria; problems: CriteriaProblem[] } {
  const problems: CriteriaProblem[] = [];
  const params = accepts.filters ? new Map(filterParams(d).map((p) => [p.param, p])) : new Map<string, FilterParam>();
  const unknown = () => `Parâmetro de consulta desconhecido. Esta lista aceita: ${acceptedListParams(d, accepts).join(', ')}.`;

  const fallback = parseSort(d, defaultSort(d)) ?? { field: 'createdAt', desc: true };
  let sort = fallback;
  if (input.sort !== undefined) {
    const fields = accepts.sort ? sortFields(d) : [];
    const chosen = typeof input.sort === 'string' && fields.length ? parseSort(d, input.sort) : undefined;
    if (!fields.length) problems.push({ message: unknown() });
    else if (!chosen) {
      problems.push({ param: 'sort', message: `Ordenação inválida: use um destes campos, com "-" na frente para a ordem decrescente: ${fields.join(', ')}.` });
    } else sort = chosen;
  }

  const filters: FilterCondition[] = [];
  let reportedUnknown = problems.length > 0;
  for (const [key, raw] of Object.entries(input.filters ?? {})) {
    const p = params.get(key);
    if (!p) {
      if (!reportedUnknown) problems.push({ message: unknown() });
      reportedUnknown = true;
      continue;
    }
    if (typeof raw !== 'string') {
      problems.push({ param: key, message: `${filterTitle(p)}: informe um só valor.` });
      continue;
    }
    const read = readFilterValue(p, raw);
    if ('message' in read) problems.push({ param: key, message: read.message });
    else filters.push({ param: key, field: p.field, op: p.op, kind: p.kind, value: read.value });
  }
  return { criteria: { words: searchWords(input.q), filters, sort }, problems };
}
