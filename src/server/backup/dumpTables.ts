import { ident, type Db } from '../db';
import { tableEntry, type TableDump } from './manifest';
import type { TableInfo } from './tables';

/** Rows a part holds: a few MB of JSON lines, so neither side keeps a whole table in memory. */
export const ROWS_PER_PART = 5000;

/**
 * One table's rows as JSON lines (`row_to_json`: every type says itself in text a load reads back), in parts
 * paged by the primary key. `tx` is the backup's snapshot: every part sees the same instant.
 */
export async function dumpTable(tx: Db, table: TableInfo, write: (entry: string, data: Buffer) => Promise<void>, rowsPerPart = ROWS_PER_PART): Promise<TableDump> {
  const t = ident(table.name);
  const keys = table.key.map((k) => ident(k.name));
  const order = keys.length ? keys.join(', ') : 'ctid';
  const after = keys.length ? `WHERE (${keys.join(', ')}) > (${table.key.map((k, i) => `$${i + 2}::${k.type}`).join(', ')})` : '';
  const keyArray = keys.length ? `json_build_array(${keys.map((k) => `t.${k}`).join(', ')})::text` : 'NULL::text';
  const page = (first: boolean) =>
    `SELECT string_agg(j, E'\\n' ORDER BY n) AS rows, count(*)::int AS count, (array_agg(k ORDER BY n DESC))[1] AS last
       FROM (SELECT row_to_json(t)::text AS j, ${keyArray} AS k, row_number() OVER (ORDER BY ${order}) AS n
               FROM ONLY ${t} t ${first ? '' : after} ORDER BY ${order} LIMIT $1) s`;
  const dump: TableDump = { name: table.name, rows: 0, parts: [] };
  let last: unknown[] | undefined;
  for (;;) {
    // A table without a key is read whole, in one part.
    const limit = keys.length ? rowsPerPart : 2147483647;
    const [r] = await tx.query<{ rows: string | null; count: number; last: string | null }>(page(!last), last ? [limit, ...last] : [limit]);
    if (!r || !r.count) break;
    const entry = tableEntry(table.name, dump.parts.length + 1);
    await write(entry, Buffer.from(`${r.rows}\n`, 'utf8'));
    dump.parts.push(entry);
    dump.rows += r.count;
    if (!keys.length || r.count < limit || !r.last) break;
    last = JSON.parse(r.last) as unknown[];
  }
  return dump;
}
