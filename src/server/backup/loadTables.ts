import { ident, type Db } from '../db';
import type { TableInfo } from './tables';

/**
 * Writes a part's JSON lines into a table: only the columns both the archive's rows and the table have (a
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
