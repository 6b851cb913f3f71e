export interface PgSettings {
  /** Connections the pool opens at most. */
  poolMax: number;
  /** How long to wait for a connection (a new one, or a free one from a full pool) before the request fails. */
  connectionTimeoutMs: number;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout). */
  statementTimeoutMs: number;
  /** Where the live streams' LISTEN connects (DATABASE_LISTEN_URL); default: the pool's address. */
  listenUrl?: string;
}

export const DEFAULT_PG_SETTINGS: PgSettings = { poolMax: 10, connectionTimeoutMs: 5000, statementTimeoutMs: 30000 };
