import { randomBytes } from 'node:crypto';
import { SETTINGS_TABLE, type Db } from '../db';

const KEY = 'token_secret';

/**
 * The token secret every instance on this database signs with, made by whichever starts first: the insert
 * that loses a simultaneous race does nothing, and both read the one stored value. Never one per instance.
 */
export async function sharedTokenSecret(db: Db): Promise<string> {
  await db.query(`INSERT INTO ${SETTINGS_TABLE} (key, value) VALUES ($1, $2) ON CONFLICT (key) DO NOTHING`, [KEY, randomBytes(48).toString('base64url')]);
  const [{ value }] = await db.query<{ value: string }>(`SELECT value FROM ${SETTINGS_TABLE} WHERE key = $1`, [KEY]);
  return value;
}
