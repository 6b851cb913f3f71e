import type { Db } from './db';
import { ident } from './sql';

/**
 * A quick look that an embedded database's files are whole, before serving from them: each table read through its
 * primary key, so every index entry must find its row (a truncated or missing table or index file fails here).
 * Throws the first damage found.
 */
export async function checkIntegrity(db: Db): Promise<void> {
  const tables = await db.query<{ name: string; key: string[] | null }>(
    `SELECT c.relname AS name,
       (SELECT json_agg(a.attname ORDER BY array_position(i.indkey::int2[], a.attnum)) FROM pg_index i
          JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = ANY (i.indkey::int2[])
         WHERE i.indrelid = c.oid AND i.indisprimary) AS key
     FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r'`,
  );
  await db.transaction(async (tx) => {
    // A bitmap scan of the primary key: the whole index read, then each table page it names, in file order.
    await tx.query('SET LOCAL enable_seqscan = off');
    await tx.query('SET LOCAL enable_indexscan = off');
    await tx.query('SET LOCAL enable_indexonlyscan = off');
    for (const { name, key } of tables) {
      if (!key?.length) continue;
      const t = ident(name);
      const first = ident(key[0]);
      // `ctid IS NOT NULL` makes the scan fetch each row (a count alone may skip pages marked all-visible).
      await tx.query(`SELECT count(*) FROM ${t} WHERE ${first} >= (SELECT min(${first}) FROM ${t}) AND ctid IS NOT NULL`);
    }
  });
}
