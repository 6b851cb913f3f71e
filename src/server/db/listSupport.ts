import { createHash } from 'node:crypto';
import { filterKind, filterFields, sortFields } from '../../engine/contract';
import type { Registry, Resource } from '../model';
import type { Db } from './db';
import { ensureExtension } from './extensions';
import { columnOf, SEARCH_COLUMN, searchColumnSql, sortKeySql, TITLE_COLUMN, titleColumnSql } from './listSql';
import { ident } from './sql';
import { timelineIndex } from './timelineSql';

/**
 * What lists need from the database, added to what `migrate` creates: the `updated_at` time, the folded
 * search column, and the indexes that keep a page, a sort, a filter and a search fast at a million rows.
 * Each step looks at the catalog first and runs DDL only for what is missing (or stale: a search column or an
 * index whose expression changed with the descriptor). Returns warnings for the operator.
 */
export async function ensureListSupport(db: Db, registry: Registry): Promise<string[]> {
  const warnings: string[] = [];
  const trigrams = await ensureTrigrams(db, warnings);
  for (const res of registry.all) {
    await ensureUpdatedAt(db, res);
    await ensureGenerated(db, res.table, SEARCH_COLUMN, searchColumnSql(res));
    await ensureGenerated(db, res.table, TITLE_COLUMN, titleColumnSql(registry, res));
  }
  await ensureIndexes(db, registry, wantedIndexes(registry, trigrams));
  return warnings;
}

const hash = (text: string, length: number) => createHash('sha256').update(text).digest('hex').slice(0, length);

/** pg_trgm makes `LIKE '%word%'` an index search. Without it (a server lacking contrib) searches still work, scanning. */
const ensureTrigrams = (db: Db, warnings: string[]) =>
  ensureExtension(db, 'pg_trgm', warnings, (reason) => `A extensão pg_trgm não pôde ser instalada (${reason}): as buscas funcionam, mas sem índice, e ficam lentas em tabelas grandes.`);

async function hasColumn(db: Db, table: string, column: string): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM pg_attribute WHERE attrelid = $1::regclass AND attname = $2 AND attnum > 0 AND NOT attisdropped`,
    [ident(table), column],
  );
  return rows.length > 0;
}

/** The last change's time. Rows older than the column take their creation time: nothing newer is known. */
async function ensureUpdatedAt(db: Db, res: Resource): Promise<void> {
  if (await hasColumn(db, res.table, 'updated_at')) return;
  const t = ident(res.table);
  await db.transaction(async (tx) => {
    await tx.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS updated_at timestamptz`);
    await tx.query(`UPDATE ${t} SET updated_at = created_at WHERE updated_at IS NULL`);
    await tx.query(`ALTER TABLE ${t} ALTER COLUMN updated_at SET DEFAULT clock_timestamp(), ALTER COLUMN updated_at SET NOT NULL`);
  });
}

/**
 * The folded search text (and a searched title) is a column the database generates from the row (STORED), so
 * no write path can forget it and adding it fills every existing row. Its comment carries a hash of its
 * expression: when the descriptor's search fields change, the column is made again (PostgreSQL 15 cannot
 * change a generation expression); when nothing needs it any more, it goes.
 */
async function ensureGenerated(db: Db, table: string, column: string, expression: string | undefined): Promise<void> {
  const t = ident(table);
  const [found] = await db.query<{ comment: string | null }>(
    `SELECT col_description(attrelid, attnum) AS comment FROM pg_attribute WHERE attrelid = $1::regclass AND attname = $2 AND NOT attisdropped`,
    [t, column],
  );
  const signature = expression && `painel:${hash(expression, 16)}`;
  if (found ? found.comment === signature : !expression) return;
  await db.transaction(async (tx) => {
    if (found) await tx.query(`ALTER TABLE ${t} DROP COLUMN ${ident(column)}`);
    if (!expression) return;
    await tx.query(`ALTER TABLE ${t} ADD COLUMN ${ident(column)} text GENERATED ALWAYS AS (${expression}) STORED`);
    await tx.query(`COMMENT ON COLUMN ${t}.${ident(column)} IS '${signature}'`);
  });
}

interface WantedIndex {
  table: string;
  name: string;
  /** What goes after `ON <table>`. */
  definition: string;
}

/** Ours end in `_lx` and a hash of their definition: a changed definition is a new name, and the old one is dropped. */
const OURS = /_lx[0-9a-f]{8}$/;

function index(table: string, label: string, definition: string): WantedIndex {
  const suffix = `_lx${hash(`${table} ${definition}`, 8)}`;
  const readable = `${table}_${label}`;
  // Postgres cuts names at 63 bytes; a long one keeps only the hash.
  const name = Buffer.byteLength(readable + suffix) <= 63 ? readable + suffix : `t${hash(readable, 16)}${suffix}`;
  return { table, name, definition };
}

/**
 * btree on every sort key and range or yes/no filter (with id, the pages' tie-break), btree on every reference
 * and equality-filtered field, trigram GIN on the search column and on the title column a reference search uses.
 * `created_at` is the one exception: `migrate` already indexes it (newest first).
 */
function wantedIndexes(registry: Registry, trigrams: boolean): WantedIndex[] {
  const wanted = new Map<string, WantedIndex>();
  const add = (w: WantedIndex) => wanted.set(w.name, w);
  for (const res of registry.all) {
    const d = res.descriptor;
    const byKey = new Set(sortFields(d));
    const byColumn = new Set(Object.keys(d.references ?? {}));
    for (const f of filterFields(d)) {
      const kind = filterKind(d, f);
      (kind === 'reference' || kind === 'enum' ? byColumn : byKey).add(f);
    }
    byKey.delete('createdAt');
    for (const f of byKey) add(index(res.table, f, keyIndex(res, f)));
    for (const f of byColumn) add(index(res.table, f, `(${ident(columnOf(f))}, id)`));
    if (d.timeline) add(index(res.table, 'timeline', timelineIndex(d.timeline)));
    if (!trigrams) continue;
    if (searchColumnSql(res)) add(index(res.table, 'search', `USING gin (${ident(SEARCH_COLUMN)} gin_trgm_ops)`));
    if (titleColumnSql(registry, res)) add(index(res.table, 'title', `USING gin (${ident(TITLE_COLUMN)} gin_trgm_ops)`));
  }
  return [...wanted.values()];
}

/**
 * A sort key's index. A number, date or yes/no key also carries its column: PostgreSQL reads an expression
 * index alone (index-only scan) only when it holds every column the query names, and the capped count of a
 * range or yes/no filter (10,000 matches) then reads no row. Text keys don't: a long text would bloat it.
 */
function keyIndex(res: Resource, field: string): string {
  const key = sortKeySql(res, field);
  const column = ident(columnOf(field));
  return key.kind === 'text' || key.sql === column ? `(${key.sql}, id)` : `(${key.sql}, id) INCLUDE (${column})`;
}

async function ensureIndexes(db: Db, registry: Registry, wanted: WantedIndex[]): Promise<void> {
  const tables = registry.all.map((r) => r.table);
  const existing = await db.query<{ indexname: string; tablename: string }>(
    `SELECT indexname, tablename FROM pg_indexes WHERE schemaname = current_schema() AND tablename = ANY($1)`,
    [tables],
  );
  const names = new Set(existing.map((e) => e.indexname));
  const keep = new Set(wanted.map((w) => w.name));
  for (const e of existing) {
    if (OURS.test(e.indexname) && !keep.has(e.indexname)) await db.query(`DROP INDEX IF EXISTS ${ident(e.indexname)}`);
  }
  for (const w of wanted) {
    if (!names.has(w.name)) await db.query(`CREATE INDEX IF NOT EXISTS ${ident(w.name)} ON ${ident(w.table)} ${w.definition}`);
  }
}

/** The list indexes of one table (the benchmark drops them before loading rows and builds them after, which is faster). */
export async function dropListIndexes(db: Db, table: string): Promise<void> {
  const existing = await db.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1`, [table]);
  for (const e of existing) if (OURS.test(e.indexname)) await db.query(`DROP INDEX ${ident(e.indexname)}`);
}
