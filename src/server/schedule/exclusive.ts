import type { Db } from '../db';

/**
 * `work` while holding `key` across every instance on the database: on PostgreSQL a transaction-scoped advisory
 * lock, tried (never waited for), held until `work` ends, `work` given that transaction; undefined when another
 * instance holds it. PGlite is one process: `work` runs on the database itself (a transaction would hold every
 * other query until it ended).
 */
export async function exclusive<T>(db: Db, key: number, work: (db: Db) => Promise<T>): Promise<T | undefined> {
  if (db.kind === 'pglite') return work(db);
  return db.transaction(async (tx) => {
    const [{ got }] = await tx.query<{ got: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS got', [key]);
    return got ? work(tx) : undefined;
  });
}

/** A job's own advisory lock key, from its name (32 bits, far from the backups' BACKUP_LOCK_KEY). */
export function lockKeyOf(name: string): number {
  let h = 0x811c9dc5;
  for (const c of name) h = Math.imul(h ^ c.codePointAt(0)!, 0x01000193) >>> 0;
  return 8_000_000_000 + h;
}
