import { randomUUID } from 'node:crypto';
import { COUNT_CAP, defaultSort, parseSort, place, type FilterCondition, type ListCriteria, type SortOrder } from '../../engine/contract';
import { escapeLike, filterSql, ident, SEARCH_COLUMN, searchColumnSql, sortKeySql, takeStartupLock, TITLE_COLUMN, type Db, type Row, type SortKey } from '../db';
import type { Registry, Resource } from '../model';

/** A column that must equal a value; several are all required (AND). */
export interface Equals {
  column: string;
  value: unknown;
}

/** A search word as a LIKE pattern, with the ids of the referenced records whose title holds it (undefined: too many to list). */
interface ResolvedWord {
  pattern: string;
  refs: { field: string; table: string; ids?: string[] }[];
}

interface Selection {
  words: ResolvedWord[];
  filters: FilterCondition[];
}

/** Referenced records a word may find and still be passed to the page query as a list of ids. */
const MAX_RESOLVED_IDS = 1000;

/** A page of a list: what it selects (all rows, newest first, when nothing is said) and which page. */
export interface ListPage extends Partial<ListCriteria> {
  page: number;
  limit: number;
}

/** Generic SQL over any resource: every value is a bound parameter, every name a quoted descriptor identifier. */
export class Repository {
  constructor(
    private readonly db: Db,
    private readonly registry: Registry,
    /** A list counts its matches no further than this (COUNT_CAP; tests use a small one). */
    private readonly countCap = COUNT_CAP,
  ) {}

  private cols(res: Resource, extra: string[] = []) {
    return [...new Set([...res.publicColumns, ...extra])].map(ident).concat('created_at', 'updated_at').join(', ');
  }

  /**
   * Each search word must be found in some search field: the row's folded search column, or the title of the
   * record a reference search field points at (posts found by their service's name). The referenced records
   * a word finds are looked up first, so the planner sees how many there are (none, most often) and can
   * combine the reference's index with the search column's.
   */
  private async resolveWords(res: Resource, words: string[] = []): Promise<ResolvedWord[]> {
    const references = (res.descriptor.list?.search ?? []).flatMap((field) => {
      const ref = res.descriptor.references?.[field];
      const target = ref && this.registry.get(ref.resource);
      return target?.descriptor.titleField ? [{ field, target }] : [];
    });
    const resolved: ResolvedWord[] = [];
    for (const word of words) {
      const pattern = `%${escapeLike(word)}%`;
      const refs: ResolvedWord['refs'] = [];
      for (const { field, target } of references) {
        const found = await this.db.query<{ id: string }>(`SELECT id FROM ${ident(target.table)} WHERE ${ident(TITLE_COLUMN)} LIKE $1 LIMIT $2`, [
          pattern,
          MAX_RESOLVED_IDS + 1,
        ]);
        // Too many to pass along: the page query finds them itself.
        const ids = found.length > MAX_RESOLVED_IDS ? undefined : found.map((r) => r.id);
        if (!ids || ids.length) refs.push({ field, table: target.table, ids });
      }
      resolved.push({ pattern, refs });
    }
    return resolved;
  }

  private wordMatch(res: Resource, word: ResolvedWord, params: unknown[]): string {
    // The pattern is a parameter only once some term uses it: an unused one has no type PostgreSQL can infer.
    let p: string | undefined;
    const pattern = () => (p ??= `$${params.push(word.pattern)}::text`);
    const terms = searchColumnSql(res) ? [`${ident(SEARCH_COLUMN)} LIKE ${pattern()}`] : [];
    for (const ref of word.refs) {
      terms.push(
        ref.ids
          ? `${ident(ref.field)} = ANY ($${params.push(ref.ids)}::text[])`
          : `${ident(ref.field)} = ANY (ARRAY(SELECT id FROM ${ident(ref.table)} WHERE ${ident(TITLE_COLUMN)} LIKE ${pattern()}))`,
      );
    }
    // A word no field can hold matches nothing.
    return terms.length ? `(${terms.join(' OR ')})` : 'false';
  }

  /** What a list, count, bulk or export selects, its search words resolved once for all its queries. */
  private async selection(res: Resource, criteria: Partial<ListCriteria>): Promise<Selection> {
    return { words: await this.resolveWords(res, criteria.words), filters: criteria.filters ?? [] };
  }

  /** `extra` conditions number their own parameters after the search's and the filters'. */
  private whereSql(res: Resource, selection: Selection, params: unknown[], extra: ((params: unknown[]) => string)[] = []): string {
    const conditions = [
      ...selection.words.map((w) => this.wordMatch(res, w, params)),
      ...selection.filters.map((f) => filterSql(res, f, params)),
      ...extra.map((condition) => condition(params)),
    ];
    return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  }

  /** The order asked for, else the descriptor's default; the id breaks ties in the same direction (stable pages). */
  private order(res: Resource, sort: SortOrder | undefined): { key: SortKey; dir: 'ASC' | 'DESC'; sql: string } {
    const chosen = sort ?? parseSort(res.descriptor, defaultSort(res.descriptor)) ?? { field: 'createdAt', desc: true };
    const key = sortKeySql(res, chosen.field);
    const dir = chosen.desc ? 'DESC' : 'ASC';
    return { key, dir, sql: `ORDER BY ${key.sql} ${dir}, id ${dir}` };
  }

  /**
   * A page. Its total is counted only as far as it must be: a page with fewer rows than asked for is the
   * last one, so the total is known; otherwise the matches are counted up to the cap (or to the end of this
   * page, when it lies past the cap) and a total at that limit is reported as capped, never as exact.
   */
  async list(res: Resource, page: ListPage): Promise<{ rows: Row[]; total: number; capped: boolean }> {
    const selection = await this.selection(res, page);
    const params: unknown[] = [];
    const where = this.whereSql(res, selection, params);
    const offset = (page.page - 1) * page.limit;
    const rows = await this.db.query(
      `SELECT ${this.cols(res)} FROM ${ident(res.table)} ${where} ${this.order(res, page.sort).sql} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, offset],
    );
    if (rows.length && rows.length < page.limit) return { rows, total: offset + rows.length, capped: false };
    if (!rows.length && page.page === 1) return { rows, total: 0, capped: false };
    const { total, capped } = await this.countUpTo(res, selection, Math.max(this.countCap, offset + rows.length));
    return { rows, total, capped };
  }

  /** How many rows match, counting no further than `cap` (one more tells whether there are more). */
  private async countUpTo(res: Resource, selection: Selection, cap: number): Promise<{ total: number; capped: boolean }> {
    const params: unknown[] = [];
    const where = this.whereSql(res, selection, params);
    const [{ n }] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${ident(res.table)} ${where} LIMIT $${params.length + 1}) matched`,
      [...params, cap + 1],
    );
    return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
  }

  /** Every row that matches, counted exactly (an export says how many it will write). */
  async count(res: Resource, criteria: Partial<ListCriteria> = {}): Promise<number> {
    const params: unknown[] = [];
    const where = this.whereSql(res, await this.selection(res, criteria), params);
    const [{ total }] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${ident(res.table)} ${where}`, params);
    return total;
  }

  /** The ids of the rows that match, in list order, at most `max` (bulk "all matching"). */
  async matchingIds(res: Resource, criteria: Partial<ListCriteria>, max: number): Promise<string[]> {
    const params: unknown[] = [];
    const where = this.whereSql(res, await this.selection(res, criteria), params);
    const rows = await this.db.query<{ id: string }>(
      `SELECT id FROM ${ident(res.table)} ${where} ${this.order(res, criteria.sort).sql} LIMIT $${params.length + 1}`,
      [...params, max],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Every matching row in list order, `size` at a time. Each batch is its own query continuing after the
   * last row's (sort key, id), so memory stays bounded and other requests run between batches; no OFFSET,
   * so the thousandth batch costs what the first did.
   */
  async *batches(res: Resource, criteria: Partial<ListCriteria>, size = 1000): AsyncGenerator<Row[]> {
    const { key, dir, sql: orderBy } = this.order(res, criteria.sort);
    const selection = await this.selection(res, criteria);
    let after: { key: unknown; id: unknown } | undefined;
    for (;;) {
      const params: unknown[] = [];
      const from = after;
      const seek = from ? [(ps: unknown[]) => `(${key.sql}, id) ${dir === 'DESC' ? '<' : '>'} ($${ps.push(from.key)}::${key.type}, $${ps.push(from.id)})`] : [];
      const rows = await this.db.query(
        `SELECT ${this.cols(res)}, (${key.sql})::text AS painel_key FROM ${ident(res.table)} ${this.whereSql(res, selection, params, seek)} ${orderBy} LIMIT $${params.length + 1}`,
        [...params, size],
      );
      if (!rows.length) return;
      const last = rows[rows.length - 1];
      after = { key: last.painel_key, id: last.id };
      for (const r of rows) delete r.painel_key;
      yield rows;
      if (rows.length < size) return;
    }
  }

  /** Titles of some records of `res`, by id (an export writes a reference as the referenced record's title). */
  async titles(res: Resource, ids: string[]): Promise<Map<string, unknown>> {
    const title = res.descriptor.titleField;
    if (!title || !ids.length) return new Map();
    const rows = await this.db.query<{ id: string; title: unknown }>(`SELECT id, ${ident(title)} AS title FROM ${ident(res.table)} WHERE id = ANY($1)`, [ids]);
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  /** The public columns, plus any named `extra` (an upload column, a secret for sign-in). */
  async find(res: Resource, id: string, extra: string[] = []): Promise<Row | undefined> {
    const [row] = await this.db.query(`SELECT ${this.cols(res, extra)} FROM ${ident(res.table)} WHERE id = $1`, [id]);
    return row;
  }

  /**
   * Rows whose columns equal the given values (every row when none is given), by id. `lock` holds them
   * (FOR UPDATE) until the transaction this repository runs in ends.
   */
  async where(res: Resource, equals: Equals[], { lock = false }: { lock?: boolean } = {}): Promise<Row[]> {
    const params: unknown[] = [];
    const cond = equals.map((e) => `${ident(e.column)} = $${params.push(e.value)}`);
    return this.db.query(
      `SELECT ${this.cols(res)} FROM ${ident(res.table)}${cond.length ? ` WHERE ${cond.join(' AND ')}` : ''} ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
      params,
    );
  }

  /** Runs `work` in one transaction, with a repository bound to it. */
  transaction<T>(work: (repo: Repository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new Repository(tx, this.registry, this.countCap)));
  }

  /**
   * Inside a transaction: waits until no other instance runs its startup work (migrations, first administrator,
   * demo rows), and holds that turn until the transaction ends.
   */
  holdStartupLock(): Promise<void> {
    return takeStartupLock(this.db);
  }

  async exists(res: Resource, id: string): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM ${ident(res.table)} WHERE id = $1`, [id])).length > 0;
  }

  /** Rows whose `field` equals `value`, case-insensitively when `caseless` (e-mails), other than `exceptId`. */
  async findBy(
    res: Resource,
    field: string,
    value: unknown,
    { caseless = false, exceptId, extra = [] }: { caseless?: boolean; exceptId?: string; extra?: string[] } = {},
  ): Promise<Row[]> {
    const col = caseless ? `lower(${ident(field)})` : ident(field);
    const val = caseless ? 'lower($1)' : '$1';
    const params: unknown[] = [value];
    let sql = `SELECT ${this.cols(res, extra)} FROM ${ident(res.table)} WHERE ${col} = ${val}`;
    if (exceptId !== undefined) {
      params.push(exceptId);
      sql += ' AND id <> $2';
    }
    return this.db.query(sql, params);
  }

  async insert(res: Resource, values: Record<string, unknown>): Promise<Row> {
    const entries = Object.entries(values);
    const names = ['id', ...entries.map(([k]) => k)].map(ident).join(', ');
    const marks = ['$1', ...entries.map((_, i) => `$${i + 2}`)].join(', ');
    // One instant for both times: a new record was last changed when it was created.
    const [row] = await this.db.query(
      `WITH now AS (SELECT clock_timestamp() AS t)
       INSERT INTO ${ident(res.table)} (${names}, created_at, updated_at) VALUES (${marks}, (SELECT t FROM now), (SELECT t FROM now)) RETURNING ${this.cols(res)}`,
      [
      randomUUID(),
        ...entries.map(([, v]) => v),
      ],
    );
    return row;
  }

  /**
   * Updates and returns the row, with `previous`: the named columns as this very update found them (locked
   * FOR UPDATE), so a caller removes the file it actually replaced, not one a concurrent update replaced.
   */
  async update(res: Resource, id: string, values: Record<string, unknown>, previousColumns: string[] = []): Promise<{ row: Row; previous: Row } | undefined> {
    const entries = Object.entries(values);
    if (!entries.length) {
      const row = await this.find(res, id, previousColumns);
      return row && { row, previous: row };
    }
    const t = ident(res.table);
    const sets = [...entries.map(([k], i) => `${ident(k)} = $${i + 2}`), 'updated_at = clock_timestamp()'].join(', ');
    const prior = previousColumns.map((c, i) => `prior.${ident(c)} AS ${ident(`painel_previous_${i}`)}`);
    const returning = [...new Set([...res.publicColumns, ...previousColumns])].map((c) => `cur.${ident(c)}`).concat('cur.created_at', 'cur.updated_at');
    const [found] = await this.db.query(
      `WITH prior AS (SELECT id${previousColumns.map((c) => `, ${ident(c)}`).join('')} FROM ${t} WHERE id = $1 FOR UPDATE)
       UPDATE ${t} AS cur SET ${sets} FROM prior WHERE cur.id = prior.id RETURNING ${[...returning, ...prior].join(', ')}`,
      [id, ...entries.map(([, v]) => v)],
    );
    if (!found) return undefined;
    const previous: Row = {};
    previousColumns.forEach((c, i) => {
      previous[c] = found[`painel_previous_${i}`];
      delete found[`painel_previous_${i}`];
    });
    return { row: found, previous };
  }

  /** Flips a boolean; a missing value counts as the field's default. */
  async toggle(res: Resource, id: string, field: string): Promise<Row | undefined> {
    const def = res.column(field)?.default === true;
    const [row] = await this.db.query(
      `UPDATE ${ident(res.table)} SET ${ident(field)} = NOT coalesce(${ident(field)}, ${def}), updated_at = clock_timestamp() WHERE id = $1 RETURNING ${this.cols(res)}`,
      [id],
    );
    return row;
  }

  /**
   * Inside a transaction: sets a boolean to `value` where it is not already (a missing value counts as the
   * field's default), the rows locked first. Which ids exist, and which changed.
   */
  async setFlag(res: Resource, field: string, ids: string[], value: boolean): Promise<{ found: Set<string>; changed: Set<string> }> {
    const t = ident(res.table);
    const def = res.column(field)?.default === true;
    const found = await this.db.query<{ id: string }>(`SELECT id FROM ${t} WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`, [ids]);
    const changed = await this.db.query<{ id: string }>(
      `UPDATE ${t} SET ${ident(field)} = $2, updated_at = clock_timestamp() WHERE id = ANY($1::text[]) AND coalesce(${ident(field)}, ${def}) IS DISTINCT FROM $2 RETURNING id`,
      [ids, value],
    );
    return { found: new Set(found.map((r) => r.id)), changed: new Set(changed.map((r) => r.id)) };
  }

  /** Deletes and returns the row as it was, with the named extra columns (its files). */
  async delete(res: Resource, id: string, extra: string[] = []): Promise<Row | undefined> {
    const [row] = await this.db.query(`DELETE FROM ${ident(res.table)} WHERE id = $1 RETURNING ${this.cols(res, extra)}`, [id]);
    return row;
  }

  async countWhere(res: Resource, field: string, value: unknown): Promise<number> {
    const [{ total }] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${ident(res.table)} WHERE ${ident(field)} = $1`,
      [value],
    );
    return total;
  }
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'string' ? new Date(v).toISOString() : undefined);

/**
 * A row as an answer carries it: absent fields instead of nulls (an optional field left empty), and the
 * creation and last-change times (ISO 8601) where the profile places them.
 */
export function toRecord(res: Resource, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of res.publicColumns) {
    const v = row[c];
    if (v === null || v === undefined) continue;
    out[c] = res.column(c)?.type === 'integer' && typeof v === 'string' ? Number(v) : v;
  }
  const stamps = res.profile.timestamps;
  if (stamps) {
    const created = iso(row.created_at);
    const updated = iso(row.updated_at);
    if (created) place(out, stamps.created, created);
    if (updated) place(out, stamps.updated, updated);
  }
  return out;
}
