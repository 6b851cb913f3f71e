import type { Db } from './db';

/**
 * A contrib extension made when missing. Without it (a server lacking contrib, or the right to create it) the
 * feature that wants it does without: `missing` says how, as a warning for the operator, and false is answered.
 */
export async function ensureExtension(db: Db, name: string, warnings: string[], missing: (reason: string) => string): Promise<boolean> {
  if ((await db.query('SELECT 1 FROM pg_extension WHERE extname = $1', [name])).length) return true;
  try {
    await db.query(`CREATE EXTENSION IF NOT EXISTS ${name}`);
    return true;
  } catch (e) {
    warnings.push(missing((e as Error).message));
    return false;
  }
}
