import { ident, type Db } from '../db';
import { countRows } from './copyText';
import type { TableInfo } from './tables';

/**
 * Writes a part in COPY's text format (archive format 2) into a table, its lines holding `columns`. A column the
 * table no longer has is dropped on the way, through a scratch table shaped like the lines; a column added since
 * the backup takes its default.
 */
export async function copyPart(tx: Db, table: TableInfo, columns: string[], data: Buffer, { freeze = false } = {}): Promise<number> {
  if (!tx.copyIn) throw new Error('a restauração precisa de COPY (Db.copyIn) numa transação');
  const rows = countRows(data);
  if (!rows) return 0;
  const t = ident(table.name);
  const kept = columns.filter((c) => table.columns.includes(c)).map(ident);
  if (kept.length === columns.length) {
    await tx.copyIn(`${t} (${kept.join(', ')})`, data, { freeze });
    return rows;
  }
  const scratch = ident(`painel_restore_${table.name}`);
  const shape = columns.map((c) => (table.columns.includes(c) ? `${t}.${ident(c)}` : `NULL::text AS ${ident(c)}`));
  await tx.query(`CREATE TEMP TABLE ${scratch} ON COMMIT DROP AS SELECT ${shape.join(', ')} FROM ${t} WHERE false`);
  await tx.copyIn(scratch, data);
  await tx.query(`INSERT INTO ${t} (${kept.join(', ')}) SELECT ${kept.join(', ')} FROM ${scratch}`);
  await tx.query(`DROP TABLE ${scratch}`);
  return rows;
}

/**
 * Writes a part's JSON lines (archive format 1) into a table: only the columns both the archive's rows and the table have (a
 * column added since the backup takes its default), through `json_populate_recordset`, which reads each value
 * back with the column's own type.
 */
export async function loadPart(tx: Db, table: TableInfo, lines: string): Promise<number> {
  const rows = lines.split('\n').filter(Boolean);
  if (!rows.length) return 0;
  const present = Object.keys(JSON.parse(rows[0]) as object);
  const columns = table.columns.filter((c) => present.includes(c)).map(ident);
  const t = ident(table.name);
  await tx.query(`INSERT INTO ${t} (${columns.join(', ')}) SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${t}, $1::json)`, [`[${rows.join(',')}]`]);
  return rows.length;
}

/** Sequences past the highest value restored, so the next history entry or trash row gets a new id. */
export async function moveSequences(tx: Db, table: TableInfo): Promise<void> {
  for (const s of table.serials) {
    await tx.query(`SELECT setval($1::regclass, COALESCE((SELECT max(${ident(s.column)}) FROM ${ident(table.name)}), 0) + 1, false)`, [s.sequence]);
  }
}

/**
 * Foreign keys and triggers off for the load where the database lets us (PGlite; a superuser on PostgreSQL):
 * rows come in table by table, and a key the source kept NOT VALID may point at nothing. Elsewhere the tables
 * load in key order (loadOrder) with every check on.
 */
export async function relaxChecks(tx: Db): Promise<boolean> {
  const [me] = await tx.query<{ superuser: boolean }>(`SELECT rolsuper AS superuser FROM pg_roles WHERE rolname = current_user`);
  if (!me?.superuser) return false;
  await tx.query(`SET LOCAL session_replication_role = replica`);
  return true;
}
