import { v7 as timeOrderedId } from 'uuid';
import { COUNT_CAP, defaultSort, parseSort, place, type FilterCondition, type ListCriteria, type SortOrder } from '../../engine/contract';
import { blockerOf, escapeLike, filterSql, ident, refusedDelete, SEARCH_COLUMN, searchColumnSql, sortKeySql, takeStartupLock, TITLE_COLUMN, VERSION_COLUMN, type Db, type OverlapRule, type Row, type SortKey } from '../db';
import { matches, type RowJson, type VersionMatch, type WrittenRows } from '../history';
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
/**
 * A list (searched, filtered or whole) the planner expects to match this many times the cap is reported as "more
 * than the cap" without counting: counting 10,001 matches of a common word reads tens of thousands of rows (20 ms
 * at 200,000 rows, 55 at 1M), for a total the person sees only as "mais de 10.000". The margin covers the
 * estimate's error (within 15 % on the bench's searches, from statistics the table has had); below it, the
 * matches are counted.
 */
const ESTIMATE_MARGIN = 2.5;
/** A list expected to match no more than this is read in one pass, page and total together (see onePass). */
const FEW_MATCHES = 1000;
/** How long a table's size and whether it has statistics are taken as read; and that it has none. */
const TABLE_STATS_MS = 60_000;
const UNKNOWN_STATS_MS = 10_000;

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
    /** Each table's estimated rows, when it has statistics (see expectedMatches); shared with transactions' repositories. */
    private readonly tableStats = new Map<string, { rows?: number; until: number }>(),
  ) {}

  private cols(res: Resource, extra: string[] = []) {
    return [...new Set([...res.publicColumns, ...extra])].map(ident).concat('created_at', 'updated_at', VERSION_COLUMN).join(', ');
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
    const searched = searchColumnSql(res);
    const terms = searched ? [`${res.searchStored === false ? searched : ident(SEARCH_COLUMN)} LIKE ${pattern()}`] : [];
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
   * page, when it lies past the cap) and a total at that limit is reported as capped, never as exact. A search
   * or filter the planner expects to match few rows is read in one pass instead, page and total together.
   */
  async list(res: Resource, page: ListPage): Promise<{ rows: Row[]; total: number; capped: boolean }> {
    const selection = await this.selection(res, page);
    const params: unknown[] = [];
    const where = this.whereSql(res, selection, params);
    const offset = (page.page - 1) * page.limit;
    const order = this.order(res, page.sort).sql;
    // A whole list is not estimated first: its count, when needed, is an index-only scan. A small table needs no
    // plan to know it holds few matches.
    const tableRows = where ? await this.tableRows(res) : undefined;
    const expected = tableRows !== undefined && tableRows > FEW_MATCHES ? await this.expectedMatches(res, where, params) : undefined;
    if (tableRows !== undefined && (tableRows <= FEW_MATCHES || expected! <= FEW_MATCHES)) {
      const read = await this.onePass(res, { where, params, order }, page, Math.max(this.countCap, offset + page.limit));
      if (read) return read;
    }
    const rows = await this.db.query(
      `SELECT ${this.cols(res)} FROM ${ident(res.table)} ${where} ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, page.limit, offset],
    );
    if (rows.length && rows.length < page.limit) return { rows, total: offset + rows.length, capped: false };
    if (!rows.length && page.page === 1) return { rows, total: 0, capped: false };
    // The planner's guess stands for the count only for a full page of a single condition: it multiplies the
    // shares of several conditions as if they were independent (two words each in 40 % of the rows: 16 %, though
    // they may share sixty rows), and a page past the end must learn where the end is.
    const single = selection.words.length + selection.filters.length <= 1;
    const { total, capped } = await this.countUpTo(res, selection, Math.max(this.countCap, offset + rows.length), single && rows.length === page.limit ? (expected ?? null) : undefined);
    return { rows, total, capped };
  }

  /**
   * The page and its total from one read of every match (up to `cap` and one more), sorted and counted at once:
   * a search that finds a few hundred rows among a million found them twice, once for the page and once for
   * the count. Undefined when the matches were more than `cap` after all (the estimate was wrong: the page read
   * may miss rows) or the page lies past the last match: the caller reads them the usual way.
   */
  private async onePass(res: Resource, q: { where: string; params: unknown[]; order: string }, page: ListPage, cap: number) {
    const n = q.params.length;
    const found = await this.db.query(
      `SELECT ${this.cols(res)}, count(*) OVER () AS painel_total FROM (SELECT * FROM ${ident(res.table)} ${q.where} LIMIT $${n + 1}) matched ${q.order} LIMIT $${n + 2} OFFSET $${n + 3}`,
      [...q.params, cap + 1, page.limit, (page.page - 1) * page.limit],
    );
    if (!found.length) return page.page === 1 ? { rows: found, total: 0, capped: false } : undefined;
    const total = Number(found[0].painel_total);
    if (total > cap) return undefined;
    const rows = found.map(({ painel_total: _, ...row }) => row);
    return { rows, total, capped: false };
  }

  /**
   * How many rows match, counting no further than `cap` (one more tells whether there are more). `estimate`: the
   * planner may answer instead (null: ask it; a number: already asked; undefined: count).
   */
  private async countUpTo(res: Resource, selection: Selection, cap: number, estimate?: number | null): Promise<{ total: number; capped: boolean }> {
    const params: unknown[] = [];
    const where = this.whereSql(res, selection, params);
    const expected = estimate === null ? await this.expectedMatches(res, where, params) : estimate;
    if ((expected ?? 0) >= ESTIMATE_MARGIN * cap) return { total: cap, capped: true };
    const [{ n }] = await this.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${ident(res.table)} ${where} LIMIT $${params.length + 1}) matched`,
      [...params, cap + 1],
    );
    return n > cap ? { total: cap, capped: true } : { total: n, capped: false };
  }

  /**
   * How many rows the planner expects `where` to match (a whole list: the table's rows); undefined while the
   * table has no statistics (never analysed: its guesses are defaults, "every row" for a list of ids).
   */
  private async expectedMatches(res: Resource, where: string, params: unknown[]): Promise<number | undefined> {
    const rows = await this.tableRows(res);
    if (rows === undefined || !where) return rows;
    const [plan] = await this.db.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${ident(res.table)} ${where}`, params);
    const json = Object.values(plan)[0] as [{ Plan: { 'Plan Rows': number } }] | string;
    return (typeof json === 'string' ? (JSON.parse(json) as [{ Plan: { 'Plan Rows': number } }]) : json)[0].Plan['Plan Rows'];
  }

  /**
   * The table's rows as its statistics say, undefined while it has none; taken as read for a minute (autovacuum,
   * or PGlite's TableUpkeep, refreshes them), and "none" for ten seconds.
   */
  private async tableRows(res: Resource): Promise<number | undefined> {
    let stats = this.tableStats.get(res.table);
    if (!stats || stats.until < Date.now()) {
      // pg_stats, not pg_statistic: only a superuser may read the table, and Painel's role need not be one.
      const [row] = await this.db.query<{ rows: number; known: boolean }>(
        `SELECT c.reltuples::float8 AS rows, EXISTS (SELECT 1 FROM pg_stats s WHERE s.schemaname = n.nspname AND s.tablename = c.relname) AS known
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE c.oid = $1::regclass`,
        [ident(res.table)],
      );
      // A table without statistics is asked again sooner: its first analysis may come at any moment.
      this.tableStats.set(res.table, (stats = { rows: row.known ? Number(row.rows) : undefined, until: Date.now() + (row.known ? TABLE_STATS_MS : UNKNOWN_STATS_MS) }));
    }
    return stats.rows;
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
   * The rows that match and have both `columns[0]` and `columns[1]` (a map's coordinates), in list order, only
   * `columns` and the id read; at most `max` (one more tells that there were more). The list's own selection.
   * The rows travel as one JSON text: 10,000 rows each their own cost PGlite ~200 ms to hand over, one text ~50.
   */
  async located(res: Resource, criteria: Partial<ListCriteria>, columns: string[], max: number): Promise<Row[]> {
    const params: unknown[] = [];
    const placed = () => `${ident(columns[0])} IS NOT NULL AND ${ident(columns[1])} IS NOT NULL`;
    const where = this.whereSql(res, await this.selection(res, criteria), params, [placed]);
    const names = [...new Set(['id', ...columns])];
    const read = names.map(ident).join(', ');
    // Numbered in list order, so the aggregate keeps it (a sorted subquery alone is only usually kept).
    const { sql: order } = this.order(res, criteria.sort);
    const [{ rows }] = await this.db.query<{ rows: string }>(
      `SELECT coalesce(json_agg(json_build_array(${names.map((c) => `t.${ident(c)}`).join(', ')}) ORDER BY t.painel_n), '[]')::text AS rows
       FROM (SELECT ${read}, row_number() OVER (${order}) AS painel_n FROM ${ident(res.table)} ${where} ${order} LIMIT $${params.length + 1}) t`,
      [...params, max],
    );
    return (JSON.parse(rows) as unknown[][]).map((values) => Object.fromEntries(names.map((name, i) => [name, values[i]])));
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
   * The record, read by the same statement as CTEs (`ctes`, with their `params`) of which the one named `guard`
   * must hold a row: null when it holds none, undefined when it does but the record does not exist.
   */
  async findBehind(res: Resource, id: string, ctes: string, guard: string, params: unknown[]): Promise<Row | null | undefined> {
    const [found] = await this.db.query(
      `WITH ${ctes} SELECT r.* FROM ${guard} LEFT JOIN LATERAL (SELECT true AS painel_found, ${this.cols(res)} FROM ${ident(res.table)} WHERE id = $${params.push(id)}) r ON true LIMIT 1`,
      params,
    );
    if (!found) return null;
    const { painel_found: exists, ...row } = found;
    return exists ? row : undefined;
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
    return this.db.transaction((tx) => work(new Repository(tx, this.registry, this.countCap, this.tableStats)));
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

  /**
   * The columns a write returns: the answer's (public ones, times, version), and the whole stored row as JSON
   * (secrets included; to_jsonb writes each type as JSON reads it) in `image` — after the write, or for a delete
   * as it was — for the history and undo.
   */
  private written(res: Resource, alias: string, image = AFTER) {
    const answer = [...res.publicColumns, 'created_at', 'updated_at', VERSION_COLUMN].map((c) => `${alias}.${ident(c)}`);
    return `${answer.join(', ')}, to_jsonb(${alias}.*) AS ${image}`;
  }

  /**
   * Sends a write (`write`: an INSERT, UPDATE or DELETE … RETURNING, after the CTEs `ctes`) with its history entry
   * in the same statement: `entry` words it from the rows the write returned (their images named in `images`), so
   * neither is kept without the other. Outside a transaction the statement is a transaction of its own. Each row
   * comes back with its entry's id and whether the entry kept the undo step.
   */
  private async send(ctes: string[], write: string, params: unknown[], images: { before?: string; after?: string }, entry?: EntrySql): Promise<Row[]> {
    // Its text depends on the resource and the fields written only: kept planned (`repeated`; its columns are named).
    if (!entry) return this.db.query(`${ctes.length ? `WITH ${ctes.join(', ')} ` : ''}${write}`, params, { repeated: true });
    const kept = `${WRITTEN} AS (${write}), ${ENTRY} AS (${entry({ from: WRITTEN, ...images }, params)})`;
    return this.db.query(
      `WITH ${[...ctes, kept].join(', ')}
       SELECT w.*, e.id AS ${ENTRY_ID}, e.undoable AS ${ENTRY_UNDOABLE} FROM ${WRITTEN} w LEFT JOIN ${ENTRY} e ON e.record_id = w.id::text`,
      params,
      { repeated: true },
    );
  }

  /** Separates a written row's answer from its JSON images and its entry. */
  private static split(found: Row): Written {
    const { [AFTER]: after, [BEFORE]: before, [ENTRY_ID]: entryId, [ENTRY_UNDOABLE]: undoable, ...row } = found;
    return {
      row,
      after: (after ?? undefined) as RowJson | undefined,
      before: (before ?? undefined) as RowJson | undefined,
      ...(entryId === undefined || entryId === null ? {} : { entry: { id: Number(entryId), undoable: undoable === true } }),
    };
  }

  /** After a write that touched nothing: was the record missing, or at another version than the one asked for? */
  private async why(res: Resource, id: string, ifMatch: VersionMatch | undefined): Promise<Missed> {
    const [row] = await this.db.query<{ v: number | string }>(`SELECT ${VERSION_COLUMN} AS v FROM ${ident(res.table)} WHERE id = $1`, [id]);
    if (!row) return { missing: true };
    return matches(ifMatch, Number(row.v)) ? { unchanged: true } : { stale: Number(row.v) };
  }

  /**
   * Version 1; one instant for both times: a new record was last changed when it was created. `entry` (here and in
   * every write below): its history entry, written by the same statement (see send).
   */
  async insert(res: Resource, values: Record<string, unknown>, entry?: EntrySql): Promise<Written> {
    const entries = Object.entries(values);
    const names = ['id', ...entries.map(([k]) => k)].map(ident).join(', ');
    const marks = ['$1', ...entries.map((_, i) => `$${i + 2}`)].join(', ');
    // Time-ordered (UUID v7, increasing within a millisecond): records made in the same millisecond of the
    // database's clock (PGlite's counts milliseconds) still list newest first, as the id breaks created_at's ties.
    const params: unknown[] = [timeOrderedId(), ...entries.map(([, v]) => v)];
    const [found] = await this.send(
      [NOW],
      `INSERT INTO ${ident(res.table)} AS cur (${names}, created_at, updated_at) VALUES (${marks}, (SELECT t FROM now), (SELECT t FROM now)) RETURNING ${this.written(res, 'cur')}`,
      params,
      { after: AFTER },
      entry,
    );
    return Repository.split(found);
  }

  /**
   * Updates the record when `ifMatch` (if given) names its version and something actually changes: one more
   * version, with the row as it was (locked FOR UPDATE, so a concurrent update waits and then sees the new
   * version) and as it is. Otherwise why not: missing, at another version (stale), or nothing to change.
   */
  async update(res: Resource, id: string, values: Record<string, unknown>, ifMatch?: VersionMatch, entry?: EntrySql): Promise<Written | Missed> {
    const entries = Object.entries(values);
    if (!entries.length) return this.why(res, id, ifMatch);
    const t = ident(res.table);
    const params: unknown[] = [id];
    const sets = entries.map(([k, v]) => `${ident(k)} = $${params.push(v)}`);
    // Only a real change is a new version: a save of the same values leaves no blank revision.
    const differs = entries.map(([k], i) => `cur.${ident(k)} IS DISTINCT FROM $${i + 2}`).join(' OR ');
    const version = versionCondition(ifMatch, params);
    const [found] = await this.send(
      [PRIOR(t)],
      `UPDATE ${t} AS cur SET ${sets.join(', ')}, updated_at = clock_timestamp(), ${VERSION_COLUMN} = cur.${VERSION_COLUMN} + 1
       FROM prior WHERE cur.id = $1${version} AND (${differs}) RETURNING ${this.written(res, 'cur')}, prior.j AS ${BEFORE}`,
      params,
      BOTH,
      entry,
    );
    return found ? Repository.split(found) : this.why(res, id, ifMatch);
  }

  /** Flips a boolean (a missing value counts as the field's default): one more version. */
  async toggle(res: Resource, id: string, field: string, ifMatch?: VersionMatch, entry?: EntrySql): Promise<Written | Missed> {
    const t = ident(res.table);
    const def = res.column(field)?.default === true;
    const params: unknown[] = [id];
    const version = versionCondition(ifMatch, params);
    const [found] = await this.send(
      [PRIOR(t)],
      `UPDATE ${t} AS cur SET ${ident(field)} = NOT coalesce(cur.${ident(field)}, ${def}), updated_at = clock_timestamp(), ${VERSION_COLUMN} = cur.${VERSION_COLUMN} + 1
       FROM prior WHERE cur.id = $1${version} RETURNING ${this.written(res, 'cur')}, prior.j AS ${BEFORE}`,
      params,
      BOTH,
      entry,
    );
    return found ? Repository.split(found) : this.why(res, id, ifMatch);
  }

  /**
   * Inside a transaction: sets a boolean to `value` where it is not already (a missing value counts as the
   * field's default), the rows locked first. Which ids exist, and each row that changed (before and after).
   */
  async setFlag(res: Resource, field: string, ids: string[], value: boolean, entry?: EntrySql): Promise<{ found: Set<string>; changed: Written[] }> {
    const t = ident(res.table);
    const def = res.column(field)?.default === true;
    const found = await this.db.query<{ id: string }>(`SELECT id FROM ${t} WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE`, [ids]);
    const changed = await this.send(
      [`prior AS (SELECT p.id, to_jsonb(p.*) AS j FROM ${t} p WHERE p.id = ANY($1::text[]) AND coalesce(p.${ident(field)}, ${def}) IS DISTINCT FROM $2)`],
      `UPDATE ${t} AS cur SET ${ident(field)} = $2, updated_at = clock_timestamp(), ${VERSION_COLUMN} = cur.${VERSION_COLUMN} + 1
       FROM prior WHERE cur.id = prior.id RETURNING ${this.written(res, 'cur')}, prior.j AS ${BEFORE}`,
      [ids, value],
      BOTH,
      entry,
    );
    return { found: new Set(found.map((r) => r.id)), changed: changed.map(Repository.split) };
  }

  /** Sets `field` to `value` on every record where it is empty (a column added with a value for the rows before it): each one more version. */
  async fillEmpty(res: Resource, field: string, value: unknown, entry?: EntrySql): Promise<Written[]> {
    const t = ident(res.table);
    const rows = await this.send(
      [`prior AS (SELECT p.id, to_jsonb(p.*) AS j FROM ${t} p WHERE p.${ident(field)} IS NULL ORDER BY p.id FOR UPDATE)`],
      `UPDATE ${t} AS cur SET ${ident(field)} = $1, updated_at = clock_timestamp(), ${VERSION_COLUMN} = cur.${VERSION_COLUMN} + 1
       FROM prior WHERE cur.id = prior.id RETURNING ${this.written(res, 'cur')}, prior.j AS ${BEFORE}`,
      [value],
      BOTH,
      entry,
    );
    return rows.map(Repository.split);
  }

  /** Deletes the record (at the version asked for, if any): the whole row as it was, for the trash. */
  async delete(res: Resource, id: string, ifMatch?: VersionMatch, entry?: EntrySql): Promise<Written | Missed> {
    const params: unknown[] = [id];
    const version = versionCondition(ifMatch, params);
    const [found] = await this.send([], `DELETE FROM ${ident(res.table)} AS cur WHERE cur.id = $1${version} RETURNING ${this.written(res, 'cur', BEFORE)}`, params, { before: BEFORE }, entry).catch(
      (e: unknown) => {
        throw refusedDelete(e);
      },
    );
    return found ? Repository.split(found) : this.why(res, id, ifMatch);
  }

  /** A record no table holds any more (purged from the trash): its entry alone, worded from its last image; the entry's id. */
  async gone(id: string, image: RowJson, entry: EntrySql): Promise<number> {
    const [found] = await this.send([], `SELECT $1::text AS id, $2::jsonb AS ${BEFORE}`, [id, JSON.stringify(image)], { before: BEFORE }, entry);
    return Number(found?.[ENTRY_ID] ?? 0);
  }

  /** The stored columns a row image carries back: the id, every field (secrets too), the creation time. */
  private storedColumns(res: Resource) {
    return ['id', ...res.columns.map((c) => c.name), 'created_at'].map(ident).join(', ');
  }

  /**
   * Puts a row image back as it was (a record restored from the trash, a create undone the other way): same id,
   * fields and creation time, one version more than the image's, changed now.
   */
  async insertImage(res: Resource, image: RowJson, entry?: EntrySql): Promise<Written> {
    const t = ident(res.table);
    const cols = this.storedColumns(res);
    const [found] = await this.send(
      [],
      `INSERT INTO ${t} AS cur (${cols}, updated_at, ${VERSION_COLUMN})
       SELECT ${cols}, clock_timestamp(), coalesce(r.${VERSION_COLUMN}, 0) + 1 FROM jsonb_populate_record(NULL::${t}, $1::jsonb) AS r
       RETURNING ${this.written(res, 'cur')}`,
      [JSON.stringify(image)],
      { after: AFTER },
      entry,
    );
    return Repository.split(found);
  }

  /**
   * Sets every stored field of a record back to a row image (an undone update), at the version given; a field
   * the image does not hold (a masked one, whose value undo does not keep) stays as it is.
   */
  async updateToImage(res: Resource, id: string, image: RowJson, version: number, entry?: EntrySql): Promise<Written | Missed> {
    const t = ident(res.table);
    const fields = res.columns.map((c) => ident(c.name));
    const [found] = await this.send(
      [PRIOR(t)],
      `UPDATE ${t} AS cur SET (${fields.join(', ')}) = (SELECT ${fields.map((f) => `r.${f}`).join(', ')} FROM jsonb_populate_record(NULL::${t}, prior.j || $2::jsonb) AS r),
         updated_at = clock_timestamp(), ${VERSION_COLUMN} = cur.${VERSION_COLUMN} + 1
       FROM prior WHERE cur.id = $1 AND cur.${VERSION_COLUMN} = $3 RETURNING ${this.written(res, 'cur')}, prior.j AS ${BEFORE}`,
      [id, JSON.stringify(image), version],
      BOTH,
      entry,
    );
    return found ? Repository.split(found) : this.why(res, id, { versions: [version] });
  }

  /** The record's version now (undefined: it does not exist). */
  async versionOf(res: Resource, id: string): Promise<number | undefined> {
    const [row] = await this.db.query<{ v: number | string }>(`SELECT ${VERSION_COLUMN} AS v FROM ${ident(res.table)} WHERE id = $1`, [id]);
    return row ? Number(row.v) : undefined;
  }

  /** The database this repository runs on (its transaction, when bound to one): the history writes there too. */
  get database(): Db {
    return this.db;
  }

  /** The record holding the period `values` would occupy under `rule` (not `exceptId`), or undefined. */
  overlapping(rule: OverlapRule, values: Record<string, unknown>, exceptId?: string): Promise<Row | undefined> {
    return blockerOf(this.db, rule, values, exceptId);
  }

  async countWhere(res: Resource, field: string, value: unknown): Promise<number> {
    const [{ total }] = await this.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${ident(res.table)} WHERE ${ident(field)} = $1`,
      [value],
    );
    return total;
  }
}

/** A write's answer row, the row's JSON images (what it was, what it is) and its history entry. */
export interface Written {
  row: Row;
  before?: RowJson;
  after?: RowJson;
  /** The entry the write's statement wrote, and whether it kept the undo step; absent when none was asked for. */
  entry?: { id: number; undoable: boolean };
}

/** A write's history entry as SQL over the rows it wrote (HistoryLog.entrySql, bound to one change). */
export type EntrySql = (rows: WrittenRows, params: unknown[]) => string;

/** Why a write touched no row. */
export type Missed = { missing: true } | { stale: number } | { unchanged: true };

export const wasWritten = (w: Written | Missed): w is Written => 'row' in w;

const AFTER = 'painel_after';
const BEFORE = 'painel_before';
const BOTH = { before: BEFORE, after: AFTER };
/** A write's statement: the rows it wrote, then their history entries. */
const WRITTEN = 'painel_written';
const ENTRY = 'painel_entry';
const ENTRY_ID = 'painel_entry_id';
const ENTRY_UNDOABLE = 'painel_entry_undoable';
/** One instant for a new record's two times. */
const NOW = 'now AS (SELECT clock_timestamp() AS t)';
/** The row an update changes, as it was, locked until the change is done. */
const PRIOR = (table: string) => `prior AS (SELECT to_jsonb(p.*) AS j FROM ${table} p WHERE p.id = $1 FOR UPDATE)`;

/** ` AND cur.painel_version = ANY($n)` when a version is asked for (`*`: any existing one, no condition). */
function versionCondition(ifMatch: VersionMatch | undefined, params: unknown[]): string {
  if (!ifMatch || 'any' in ifMatch) return '';
  return ` AND cur.${VERSION_COLUMN} = ANY($${params.push(ifMatch.versions)}::bigint[])`;
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
  const version = row[VERSION_COLUMN];
  if (res.profile.version && version !== undefined && version !== null) place(out, res.profile.version, Number(version));
  const stamps = res.profile.timestamps;
  if (stamps) {
    const created = iso(row.created_at);
    const updated = iso(row.updated_at);
    if (created) place(out, stamps.created, created);
    if (updated) place(out, stamps.updated, updated);
  }
  return out;
}
