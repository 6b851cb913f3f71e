export interface PgSettings {
  /** Connections the pool opens at most. */
  poolMax: number;
  /** How long to wait for a connection (a new one, or a free one from a full pool) before the request fails. */
  connectionTimeoutMs: number;
  /** PostgreSQL cancels a statement that runs longer (statement_timeout). */
  statementTimeoutMs: number;
  /** Where the live streams' LISTEN connects (DATABASE_LISTEN_URL); default: the pool's address. */
  listenUrl?: string;
  /**
   * Whether statements a caller marks as repeated (Db.query's `repeated`) are kept parsed and planned on each
   * connection (named prepared statements; PG_PREPARED_STATEMENTS). Off behind a PgBouncer before 1.21, or one
   * without `max_prepared_statements`, which cannot keep them.
   */
  prepare: boolean;
}

export const DEFAULT_PG_SETTINGS: PgSettings = { poolMax: 10, connectionTimeoutMs: 5000, statementTimeoutMs: 30000, prepare: true };
