import { createHash } from 'node:crypto';
import type { Registry, Resource } from '../model';
import type { Db } from './db';
import { ident } from './sql';
import { heldSql, rangeSql } from './overlapRules';

const MARK = '_occupied_';

/** The index, on the occupying table, of the periods its rule holds (what "Livre entre" asks), named by its definition. */
function occupancyIndex(target: Resource): { name: string; table: string; sql: string } {
  const { table, rule } = target.occupiedBy!;
  const bare = (sql: string) => sql.replaceAll('t.', '');
  const body = `USING gist (${bare(rangeSql(rule, 't'))}) WHERE ${bare(heldSql(rule, 't'))}`;
  const hash = createHash('sha256').update(body).digest('hex').slice(0, 10);
  const name = `${table.slice(0, 38)}${MARK}${hash}`;
  return { name, table, sql: `CREATE INDEX IF NOT EXISTS ${ident(name)} ON ${ident(table)} ${body}` };
}

/**
 * A resource with `availability` is counted free or busy over a period for every one of its records at once (a
 * list's total): the rule's constraint is keyed by the record first, so periods alone need an index of their own,
 * or the count reads the constraint's whole index (25 ms at 200,000 rentals; 2 ms with this one). Made where a
 * descriptor declares availability; dropped when none does any more.
 */
export async function ensureOccupancyIndexes(db: Db, registry: Registry): Promise<void> {
  const wanted = registry.all.filter((r) => r.occupiedBy).map(occupancyIndex);
  const stale = await db.query<{ name: string }>(
    `SELECT indexname AS name FROM pg_indexes WHERE schemaname = current_schema() AND indexname LIKE $1 AND NOT (indexname = ANY($2::text[]))`,
    [`%${MARK.replaceAll('_', '\\_')}%`, wanted.map((w) => w.name)],
  );
  for (const s of stale) await db.query(`DROP INDEX IF EXISTS ${ident(s.name)}`);
  // The periods are read through the rule's date function, made with its constraint (not without btree_gist).
  if (wanted.length && !(await db.query(`SELECT 1 FROM pg_proc WHERE proname = 'painel_iso_date'`)).length) return;
  for (const w of wanted) await db.query(w.sql);
}
