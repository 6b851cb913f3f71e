import { SESSION_ENDINGS_TABLE, SESSIONS_TABLE } from './systemTables';

/**
 * One statement that ends sessions and keeps why: deletes the rows of the sessions table (as `s`) that `where`
 * picks — `using` may join a list with a reason per person — and records each one's `reason` (a SQL expression)
 * for its browser to read at its next visit. Returns the ended sessions' ids.
 */
export function endSessionsSql(where: string, reason: string, using?: string): string {
  return `WITH ended AS (DELETE FROM ${SESSIONS_TABLE} s ${using ? `USING ${using}` : ''} WHERE ${where} RETURNING s.id, s.user_id, ${reason} AS reason),
      kept AS (INSERT INTO ${SESSION_ENDINGS_TABLE} (id, user_id, reason) SELECT id, user_id, reason FROM ended ON CONFLICT (id) DO NOTHING)
    SELECT id FROM ended`;
}
