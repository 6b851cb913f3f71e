import type { Db } from '../db';

/** A table of the current schema, as a dump and a load need it. */
export interface TableInfo {
  name: string;
  /** Columns a row is written with (generated ones are computed again by the database). */
  columns: string[];
  /** The primary key, with each column's SQL type (a dump pages by it). */
  key: { name: string; type: string }[];
  /** Columns filled by a sequence, which a load moves past the highest value restored. */
  serials: { column: string; sequence: string }[];
  /** Tables this one's foreign keys point at. */
  pointsAt: string[];
}

/** Every base table of the current schema, from the catalog (whatever descriptors made them). */
export async function readTables(db: Db): Promise<TableInfo[]> {
  const rows = await db.query<{ name: string; columns: string[] | null; key: [string, string][] | null; serials: [string, string][] | null; points: string[] | null }>(
    `SELECT c.relname AS name,
       (SELECT json_agg(a.attname ORDER BY a.attnum) FROM pg_attribute a
         WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns,
       (SELECT json_agg(json_build_array(a.attname, format_type(a.atttypid, a.atttypmod)) ORDER BY array_position(i.indkey::int2[], a.attnum))
          FROM pg_index i JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey::int2[])
         WHERE i.indrelid = c.oid AND i.indisprimary) AS key,
       (SELECT json_agg(json_build_array(a.attname, pg_get_serial_sequence(quote_ident(c.relname), a.attname)))
          FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
           AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL) AS serials,
       (SELECT json_agg(DISTINCT t.relname) FROM pg_constraint k JOIN pg_class t ON t.oid = k.confrelid
         WHERE k.conrelid = c.oid AND k.contype = 'f' AND k.confrelid <> c.oid) AS points
     FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'
     ORDER BY c.relname`,
  );
  return rows.map((r) => ({
    name: r.name,
    columns: r.columns ?? [],
    key: (r.key ?? []).map(([name, type]) => ({ name, type })),
    serials: (r.serials ?? []).map(([column, sequence]) => ({ column, sequence })),
    pointsAt: r.points ?? [],
  }));
}

/** Tables in an order where each comes after the ones it points at (a cycle keeps the catalog's order). */
export function loadOrder(tables: TableInfo[]): TableInfo[] {
  const byName = new Map(tables.map((t) => [t.name, t]));
  const done = new Set<string>();
  const out: TableInfo[] = [];
  const visit = (t: TableInfo, path: Set<string>) => {
    if (done.has(t.name) || path.has(t.name)) return;
    path.add(t.name);
    for (const target of t.pointsAt) {
      const next = byName.get(target);
      if (next) visit(next, path);
    }
    done.add(t.name);
    out.push(t);
  };
  for (const t of tables) visit(t, new Set());
  return out;
}

