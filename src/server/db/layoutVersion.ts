import type { Db } from './db';
import { SETTINGS_TABLE } from './systemTables';

/**
 * The database's layout, numbered: one more whenever the server's own tables or the way descriptors become
 * tables change so that an older Painel could not read the result. A backup carries it; a restore and a start
 * refuse a database (or an archive) from a newer layout than this code knows.
 */
export const LAYOUT_VERSION = 1;
const KEY = 'layout_version';

export class NewerLayoutError extends Error {}

/** Records this layout in the settings; refuses a database an newer Painel already moved on. */
export async function stampLayoutVersion(db: Db): Promise<void> {
  const [row] = await db.query<{ value: string }>(`SELECT value FROM ${SETTINGS_TABLE} WHERE key = $1`, [KEY]);
  const found = row ? Number(row.value) : 0;
  if (found > LAYOUT_VERSION) {
    throw new NewerLayoutError(`O banco foi atualizado por uma versão mais nova do Painel (formato ${found}; esta versão conhece até o ${LAYOUT_VERSION}). Use a versão mais nova.`);
  }
  if (found < LAYOUT_VERSION) await db.query(`INSERT INTO ${SETTINGS_TABLE} (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [KEY, String(LAYOUT_VERSION)]);
}
