import { isTimestamp, kindOf, kinds, sortKind, type SortKind, type TimestampField } from '../../engine/contract';
import type { Registry, Resource } from '../model';
import { foldedSql, ident, normalizedSql } from './sql';

/**
 * The SQL expressions lists sort and search by. The migration indexes exactly these expressions and the
 * repository queries exactly these, so the planner can match one to the other: both import them from here.
 */

/** The stored, accent-folded text of a row's own search fields (a generated column). */
export const SEARCH_COLUMN = 'painel_search';

const TIMESTAMP_COLUMNS: Record<TimestampField, string> = { createdAt: 'created_at', updatedAt: 'updated_at' };

/** The column a list field is stored in: a timestamp's own, else the field's. */
export const columnOf = (field: string) => (isTimestamp(field) ? TIMESTAMP_COLUMNS[field] : field);

/** Search fields the row holds itself; a reference search field is matched through the referenced record instead. */
const ownSearchFields = (res: Resource) => (res.descriptor.list?.search ?? []).filter((f) => !res.descriptor.references?.[f]);

/**
 * What a search field adds to the search text: its value, and for a kind with one written form (a CPF, a phone)
 * also its letters and digits alone, so "52998224725" finds "529.982.247-25" as "529.982" does.
 */
function searchedSql(res: Resource, field: string): string {
  const value = `coalesce(${ident(field)}::text, '')`;
  return kinds[kindOf(res.descriptor, field)].written ? `${value} || ' ' || regexp_replace(${value}, '[^0-9A-Za-z]', '', 'g')` : value;
}

/**
 * The generated column's expression: every own search field, lower-cased and without accents, joined by a
 * space. A search word never holds a space, so it cannot match across two fields' boundary.
 */
export function searchColumnSql(res: Resource): string | undefined {
  const fields = ownSearchFields(res);
  if (!fields.length) return undefined;
  return normalizedSql(`(${fields.map((f) => searchedSql(res, f)).join(` || ' ' || `)})`);
}

/**
 * A record's title, folded, kept in its own generated column where some other resource searches through a
 * reference to it (posts by their service's name): folding every title on every search was the cost.
 */
export const TITLE_COLUMN = 'painel_title';

/** Whether another resource's search goes through a reference to `res`, and so needs its folded title. */
function titleSearched(registry: Registry, res: Resource): boolean {
  if (!res.descriptor.titleField) return false;
  return registry.all.some((r) => (r.descriptor.list?.search ?? []).some((f) => r.descriptor.references?.[f]?.resource === res.name));
}

/** The title column's expression, where one is needed. */
export const titleColumnSql = (registry: Registry, res: Resource) =>
  titleSearched(registry, res) ? normalizedSql(ident(res.descriptor.titleField!)) : undefined;

/** Text sorts by its first characters, folded, in byte order ("Ágil" next to "agil", the same on every server). */
export const TEXT_SORT_PREFIX = 100;

export interface SortKey {
  /** Never null (a missing value sorts as the lowest), so pages and export batches can continue after a key. */
  sql: string;
  /** What a key value read back as text is cast to when an export batch continues after it. */
  type: 'text' | 'double precision' | 'boolean' | 'timestamptz';
  kind: SortKind;
  /** The key of a missing value, below every other (ranges exclude it). */
  lowest: string;
}

/** How each way of sorting (a field kind's `sort` facet) turns a column into a key that is never null. */
const SORT_KEYS: Record<SortKind, (col: string, res: Resource, field: string) => SortKey> = {
  number: (col) => ({ sql: `coalesce(${col}::double precision, '-Infinity'::double precision)`, type: 'double precision', kind: 'number', lowest: "'-Infinity'::double precision" }),
  // A missing flag counts as the field's default, as the toggle does.
  boolean: (col, res, field) => ({ sql: `coalesce(${col}, ${res.column(field)?.default === true})`, type: 'boolean', kind: 'boolean', lowest: 'false' }),
  date: (col) => ({ sql: `(coalesce(${col}, '') COLLATE "C")`, type: 'text', kind: 'date', lowest: `'' COLLATE "C"` }),
  'date-time': (col) => ({ sql: `(coalesce(${col}, '') COLLATE "C")`, type: 'text', kind: 'date-time', lowest: `'' COLLATE "C"` }),
  text: (col) => ({ sql: `(${foldedSql(`left(coalesce(${col}, ''), ${TEXT_SORT_PREFIX})`)} COLLATE "C")`, type: 'text', kind: 'text', lowest: `'' COLLATE "C"` }),
};

/** The expression a sortable (or range- or yes/no-filtered) field sorts and compares by: its kind's way of sorting. */
export function sortKeySql(res: Resource, field: string): SortKey {
  const col = ident(columnOf(field));
  if (isTimestamp(field)) return { sql: col, type: 'timestamptz', kind: 'date-time', lowest: "'-infinity'::timestamptz" };
  const kind = sortKind(res.descriptor, field);
  if (!kind) throw new Error(`${res.name}.${field}: campo sem ordenação`);
  return SORT_KEYS[kind](col, res, field);
}
