import { randomUUID } from 'node:crypto';
import { sessionEndReason, type SessionEndReason } from '../../engine/contract';
import { endSessionsSql, SESSION_ENDINGS_TABLE, SESSIONS_TABLE, type Db } from '../db';

/** A session as its owner sees it listed. */
export interface StoredSession {
  id: string;
  userAgent: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
}

/** The CTE of `liveCtes` that holds an open session's row. */
export const LIVE_SESSION = 'painel_live_session';

/** A browser's User-Agent is kept this long at most (enough to name the browser and the system). */
const DEVICE_MAX = 300;

const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const toSession = (row: Record<string, unknown>): StoredSession => ({
  id: String(row.id),
  userAgent: String(row.device ?? ''),
  createdAt: iso(row.created_at),
  lastUsedAt: iso(row.last_used_at),
  expiresAt: iso(row.expires_at),
});

/**
 * The server-side half of a session: a row per sign-in, read on every request by every instance (PGlite: held a
 * few seconds, let go at every ending), so ending one — sign-out, "Encerrar", a password change — refuses its
 * token at its next request anywhere.
 */
export class SessionStore {
  constructor(
    private readonly db: Db,
    /** Told after sessions were ended here (what holds open sessions lets them go). */
    private readonly ended: () => void = () => {},
  ) {}

  /**
   * A new session for a sign-in, ending at `expiresAt`; the sessions already past their end are forgotten, and
   * so are endings a day old (a day is many times SESSION_SECONDS, the longest a browser holds its token: none still asks why).
   */
  async open(userId: string, userAgent: string, expiresAt: Date): Promise<string> {
    const id = randomUUID();
    await this.db.query(
      `WITH old AS (DELETE FROM ${SESSION_ENDINGS_TABLE} WHERE ended_at < clock_timestamp() - interval '1 day')
       DELETE FROM ${SESSIONS_TABLE} WHERE expires_at < clock_timestamp()`,
    );
    await this.db.query(`INSERT INTO ${SESSIONS_TABLE} (id, user_id, device, expires_at) VALUES ($1, $2, $3, $4)`, [
      id,
      userId,
      userAgent.slice(0, DEVICE_MAX),
      expiresAt.toISOString(),
    ]);
    return id;
  }

  /**
   * CTEs for the statement that reads a request's session and its person together (one round trip per request):
   * the CTE named LIVE_SESSION holds the session's row when it is open, belongs to `userId` and has not reached
   * its end; its last use moves on at most once a minute (a read does not become a write on every request).
   */
  liveCtes(params: unknown[], id: string, userId: string): string {
    const sid = `$${params.push(id)}`;
    const uid = `$${params.push(userId)}`;
    return `${LIVE_SESSION} AS (SELECT id FROM ${SESSIONS_TABLE} WHERE id = ${sid} AND user_id = ${uid} AND expires_at > clock_timestamp()),
            painel_session_touched AS (UPDATE ${SESSIONS_TABLE} s SET last_used_at = clock_timestamp() FROM ${LIVE_SESSION}
                        WHERE s.id = ${LIVE_SESSION}.id AND s.last_used_at < clock_timestamp() - interval '1 minute' RETURNING s.id)`;
  }

  /** Moves an open session's end to `expiresAt` (a renewal); false when it has ended meanwhile. */
  async renew(id: string, expiresAt: Date): Promise<boolean> {
    const rows = await this.db.query(
      `UPDATE ${SESSIONS_TABLE} SET expires_at = $2, last_used_at = clock_timestamp() WHERE id = $1 AND expires_at > clock_timestamp() RETURNING id`,
      [id, expiresAt.toISOString()],
    );
    return rows.length > 0;
  }

  /** One person's open sessions, the most recently used first. */
  async openFor(userId: string): Promise<StoredSession[]> {
    const rows = await this.db.query(
      `SELECT id, device, created_at, last_used_at, expires_at FROM ${SESSIONS_TABLE}
        WHERE user_id = $1 AND expires_at > clock_timestamp() ORDER BY last_used_at DESC, created_at DESC, id`,
      [userId],
    );
    return rows.map(toSession);
  }

  /** Ends one of `userId`'s sessions, for `reason`; false when it is not theirs or already ended. */
  async end(id: string, userId: string, reason: SessionEndReason): Promise<boolean> {
    const rows = await this.db.query(endSessionsSql('s.id = $1 AND s.user_id = $2', '$3::text'), [id, userId, reason]);
    this.ended();
    return rows.length > 0;
  }

  /** Ends every session of `userId` but `keep` ("Sair de todos os outros"); their ids. */
  async endOthers(userId: string, keep: string): Promise<string[]> {
    const rows = await this.db.query<{ id: string }>(endSessionsSql('s.user_id = $1 AND s.id <> $2', '$3::text'), [userId, keep, 'ended-elsewhere' satisfies SessionEndReason]);
    this.ended();
    return rows.map((r) => r.id);
  }

  /** Why `userId`'s session `id` ended, as recorded; undefined when nothing ended it (it ran out its time). */
  async endingOf(id: string, userId: string): Promise<SessionEndReason | undefined> {
    const [row] = await this.db.query<{ reason: string }>(`SELECT reason FROM ${SESSION_ENDINGS_TABLE} WHERE id = $1 AND user_id = $2`, [id, userId]);
    return row ? sessionEndReason(row.reason) : undefined;
  }
}

