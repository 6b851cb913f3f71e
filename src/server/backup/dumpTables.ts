import { ident, literal, type Db } from '../db';
import { countRows, lastRow } from './copyText';
import { tableEntry, type TableDump } from './manifest';
import type { TableInfo } from './tables';

/** Rows a part holds: a few MB of text, so neither side keeps a whole table in memory. */
export const ROWS_PER_PART = 20000;

/**
 * One table's rows in COPY's text format (every type writes itself as text a load reads back), in parts paged by
 * the primary key; the manifest names the columns of every line. `tx` is the backup's snapshot: every part sees
 * the same instant. COPY takes no bound values, so where a part starts is written as literals, read from the last
 * row of the one before.
 */
export async function dumpTable(tx: Db, table: TableInfo, write: (entry: string, data: Buffer) => Promise<void>, rowsPerPart = ROWS_PER_PART): Promise<TableDump> {
  if (!tx.copyOut) throw new Error('a cópia precisa de COPY (Db.copyOut) numa transação');
  const t = ident(table.name);
  const columns = table.columns.map(ident).join(', ');
  const keys = table.key.map((k) => ident(k.name));
  // Where each key column is in a line.
  const keyAt = table.key.map((k) => table.columns.indexOf(k.name));
  const dump: TableDump = { name: table.name, rows: 0, parts: [], columns: table.columns };
  let after = '';
  // The part before is written while the next is read: PGlite's thread and the archive's disk work at once.
  let writing: Promise<void> = Promise.resolve();
  for (;;) {
    // A table without a key is read whole, in one part.
    const page = keys.length ? `${after} ORDER BY ${keys.join(', ')} LIMIT ${rowsPerPart}` : '';
    const data = await tx.copyOut(`(SELECT ${columns} FROM ONLY ${t} ${page})`);
    const count = countRows(data);
    if (!count) break;
    const entry = tableEntry(table.name, dump.parts.length + 1);
    await writing;
    writing = write(entry, data);
    // Heard at the next part or below; a read failing meanwhile must not leave it unhandled.
    writing.catch(() => undefined);
    dump.parts.push(entry);
    dump.rows += count;
    if (!keys.length || count < rowsPerPart) break;
    const last = lastRow(data);
    after = `WHERE (${keys.join(', ')}) > (${table.key.map((k, i) => `${literal(last[keyAt[i]])}::${k.type}`).join(', ')})`;
  }
  await writing;
  return dump;
}
