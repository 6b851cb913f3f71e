import type { Registry } from '../model';
import type { Db } from './db';

/** The server's own tables; no descriptor may use a name with this prefix. */
const PREFIX = 'painel_';
export const SETTINGS_TABLE = 'painel_settings';
export const ATTEMPTS_TABLE = 'painel_sign_in_attempts';

/**
 * What instances share besides the records: settings made once (the token secret) and the sign-in attempts
 * the throttle counts, so every instance sees the same counts and a restart forgets none.
 */
export async function ensureSystemTables(db: Db, registry: Registry): Promise<void> {
  const clash = registry.all.find((r) => r.table.startsWith(PREFIX));
  if (clash) throw new Error(`o recurso ${clash.name} usaria a tabela "${clash.table}": nomes começando com ${PREFIX} são do próprio servidor`);
  await db.query(`CREATE TABLE IF NOT EXISTS ${SETTINGS_TABLE} (key text PRIMARY KEY, value text NOT NULL)`);
  // Times in ms since the epoch, from the instance that counted (the throttle passes its own clock).
  await db.query(`CREATE TABLE IF NOT EXISTS ${ATTEMPTS_TABLE} (key text PRIMARY KEY, count integer NOT NULL, first_at bigint NOT NULL, last_at bigint NOT NULL)`);
  await db.query(`CREATE INDEX IF NOT EXISTS ${ATTEMPTS_TABLE}_last_at_idx ON ${ATTEMPTS_TABLE} (last_at)`);
}
