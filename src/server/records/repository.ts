import { randomUUID } from 'node:crypto';
import type { ListQuery } from '../../engine/contract';
import { escapeLike, ident, normalizedSql, normalizeSearch, takeStartupLock, type Db, type Row } from '../db';
import type { Registry, Resource } from '../model';

/** A column that must equal a value; several are all required (AND). */
export interface Equals {
  column: string;
  value: unknown;
}

/** Generic SQL over any resource: every value is a bound parameter, every name a quoted descriptor identifier. */
export class Repository {
  constructor(
    private readonly db: Db,
    private readonly registry: Registry,
  ) {}

  private cols(res: Resource, extra: string[] = []) {
    return [...new Set([...res.publicColumns, ...extra])].map(ident).join(', ');
  }

  /**
   * `q` matches any search field, ignoring case and accents. A reference field matches through the
   * referenced record's title (posts found by their service's name).
   */
  private search(res: Resource, q: string | undefined, params: unknown[]): string {
    const fields = res.descriptor.list?.search ?? [];
    if (!q || !fields.length) return '';
    params.push(`%${escapeLike(normalizeSearch(q))}%`);
    const p = `$${params.length}`;
    const terms = fields.map((f) => {
      const ref = res.descriptor.references?.[f];
      const target = ref && this.registry.get(ref.resource);
      const title = target?.descriptor.titleField;
      if (target && title) {
        return `${ident(f)} IN (SELECT id FROM ${ident(target.table)} WHERE ${normalizedSql(ident(title))} LIKE ${p})`;
      }
      return `${normalizedSql(ident(f))} LIKE ${p}`;
    });
    return `WHERE ${terms.join(' OR ')}`;
  }

  /** Newest first. One scan gives the page and the total (a window count); a page past the end asks again. */
  async list(res: Resource, { q, page, limit }: ListQuery): Promise<{ rows: Row[]; total: number }> {
    const params: unknown[] = [];
    const where = this.search(res, q, params);
    const t = ident(res.table);
    const rows = await this.db.query(
      `SELECT ${this.cols(res)}, count(*) OVER ()::int AS painel_total FROM ${t} ${where} ORDER BY created_at DESC, id DESC LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, (page - 1) * limit],
    );
    if (rows.length) return { rows, total: Number(rows[0].painel_total) };
    if (page === 1) return { rows, total: 0 };
    const [{ total }] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${t} ${where}`, params);
    return { rows, total };
  }

  async count(res: Resource): Promise<number> {
    const [{ total }] = await this.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${ident(res.table)}`);
    return total;
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
    return this.db.transaction((tx) => work(new Repository(tx, this.registry)));
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
    const [row] = await this.db.query(`INSERT INTO ${ident(res.table)} (${names}) VALUES (${marks}) RETURNING ${this.cols(res)}`, [
      randomUUID(),
      ...entries.map(([, v]) => v),
    ]);
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
    const sets = entries.map(([k], i) => `${ident(k)} = $${i + 2}`).join(', ');
    const prior = previousColumns.map((c, i) => `prior.${ident(c)} AS ${ident(`painel_previous_${i}`)}`);
    const returning = [...new Set([...res.publicColumns, ...previousColumns])].map((c) => `cur.${ident(c)}`);
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
      `UPDATE ${ident(res.table)} SET ${ident(field)} = NOT coalesce(${ident(field)}, ${def}) WHERE id = $1 RETURNING ${this.cols(res)}`,
      [id],
    );
    return row;
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

/** A row as an answer carries it: absent fields instead of nulls (an optional field left empty). */
export function toRecord(res: Resource, row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const c of res.publicColumns) {
    const v = row[c];
    if (v === null || v === undefined) continue;
    out[c] = res.column(c)?.type === 'integer' && typeof v === 'string' ? Number(v) : v;
  }
  return out;
}
