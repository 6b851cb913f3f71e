import type { Db } from './db';

/** What the database already has in the current schema, read once under the migration lock. */
interface Catalog {
  /** Tables and their columns. */
  tables: Map<string, Set<string>>;
  /** Every relation name (tables, indexes, sequences…): an index name must not clash with any. */
  relations: Set<string>;
  extensions: Set<string>;
}

export async function readCatalog(db: Db): Promise<Catalog> {
  const rels = await db.query<{ name: string; kind: string }>(
    `SELECT c.relname AS name, c.relkind::text AS kind FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema()`,
  );
  const cols = await db.query<{ tbl: string; col: string }>(
    `SELECT c.relname AS tbl, a.attname AS col FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND a.attnum > 0 AND NOT a.attisdropped`,
  );
  const exts = await db.query<{ name: string }>('SELECT extname AS name FROM pg_extension');
  const tables = new Map<string, Set<string>>();
  for (const r of rels) if (r.kind === 'r' || r.kind === 'p') tables.set(r.name, new Set());
  for (const c of cols) tables.get(c.tbl)?.add(c.col);
  return { tables, relations: new Set(rels.map((r) => r.name)), extensions: new Set(exts.map((e) => e.name)) };
}

// An identifier as DDL writes it: "Quoted" (kept as is) or bare (folded to lower case), maybe schema-qualified.
const IDENT = String.raw`(?:(?:"(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)\.)?("(?:[^"]|"")+"|[A-Za-z_][A-Za-z0-9_$]*)`;
const name = (raw: string) => (raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw.toLowerCase());

const CREATE_TABLE = new RegExp(String.raw`^CREATE\s+TABLE\s+IF\s+NOT\s+EXISTS\s+${IDENT}`, 'i');
const ADD_COLUMN = new RegExp(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${IDENT}\s+ADD\s+(?:COLUMN\s+)?IF\s+NOT\s+EXISTS\s+${IDENT}`, 'i');
const CREATE_INDEX = new RegExp(String.raw`^CREATE\s+(?:UNIQUE\s+)?INDEX\s+(?:CONCURRENTLY\s+)?IF\s+NOT\s+EXISTS\s+${IDENT}`, 'i');
const CREATE_EXTENSION = new RegExp(String.raw`^CREATE\s+EXTENSION\s+IF\s+NOT\s+EXISTS\s+${IDENT}`, 'i');
// One table, nothing after it (no list, no CASCADE): dropping what is not there is nothing to do.
const DROP_TABLE = new RegExp(String.raw`^DROP\s+TABLE\s+IF\s+EXISTS\s+${IDENT}\s*$`, 'i');
// A second action in one ALTER TABLE (", DROP …"): the statement is not only the column it names.
const MORE_ACTIONS = /,\s*(ADD|DROP|ALTER|RENAME|SET|RESET|VALIDATE|ENABLE|DISABLE|OWNER|INHERIT|NO\s+INHERIT|CLUSTER|ATTACH|DETACH)\b/i;

/** True when the statement only creates something the catalog already has (or drops one it has not). */
function alreadyThere(sql: string, catalog: Catalog): boolean {
  const s = sql.trim();
  let m = CREATE_TABLE.exec(s);
  if (m) return catalog.tables.has(name(m[1]));
  m = ADD_COLUMN.exec(s);
  if (m) return !MORE_ACTIONS.test(s) && (catalog.tables.get(name(m[1]))?.has(name(m[2])) ?? false);
  m = CREATE_INDEX.exec(s);
  if (m) return catalog.relations.has(name(m[1]));
  m = CREATE_EXTENSION.exec(s);
  if (m) return catalog.extensions.has(name(m[1]));
  m = DROP_TABLE.exec(s);
  if (m) return !catalog.relations.has(name(m[1]));
  return false;
}

/**
 * The migration steps say what must exist, in `IF NOT EXISTS` form; this skips each such statement whose
 * object the catalog already has. PostgreSQL takes a table's lock before it looks: `ALTER TABLE … ADD COLUMN
 * IF NOT EXISTS` on a column that exists still waits for every read of the table, and every read after it
 * waits behind it. Skipped here, a start on an up-to-date database locks no table at all.
 */
export function skipExisting(db: Db, catalog: Catalog): Db {
  const guarded: Db = {
    kind: db.kind,
    query: async (sql, params) => (alreadyThere(sql, catalog) ? [] : db.query(sql, params)),
    transaction: (work) => db.transaction((tx) => work(skipExisting(tx, catalog))),
    close: () => db.close(),
  };
  return guarded;
}
