import type { LocalBus } from './localBus';
/** A row as the driver returns it. */
export type Row = Record<string, unknown>;

/**
 * The only database surface the server uses, so PGlite (embedded) and `pg` (a PostgreSQL server)
 * run the same SQL. Every value reaches SQL as a bound parameter ($1, $2…).
 */
export interface Db {
  readonly kind: 'pglite' | 'pg';
  query<T extends Row = Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<T[]>;
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back when it
   * throws. Inside, only `tx` may be used (PGlite holds every other query until the transaction ends).
   */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: hears `NOTIFY channel` on a connection of its own (reopened with back-off when lost: `lost`
   * as it goes, `reconnected` once it is back, since notifications sent meanwhile were missed).
   */
  listen?(channel: string, handlers: ListenHandlers): Promise<Listening>;
  /**
   * Inside a transaction only: a statement nobody waits for before the next one, sent with the transaction's
   * next statement or its COMMIT (PgliteWire on PGlite, PgQueued on PostgreSQL); it resolves with its rows once
   * it ran. Absent outside a transaction: run the statement with `query`.
   */
  queue?(sql: string, params?: unknown[]): Promise<Row[]>;
  /**
   * Inside a transaction only: rows in COPY's text format written into `target` ("table" or "table (columns)"),
   * by `COPY … FROM STDIN` on PostgreSQL and `FROM '/dev/blob'` on PGlite — a bulk load about twice as fast as
   * rows sent as JSON. `freeze`: the rows written frozen (COPY's FREEZE: only into a table created or emptied by
   * TRUNCATE in this transaction), so no later read has to mark them committed, page by page.
   */
  copyIn?(target: string, data: Buffer, options?: { freeze?: boolean }): Promise<void>;
  /** Inside a transaction only: what `source` ("table (columns)" or "(SELECT …)") holds, in COPY's text format. */
  copyOut?(source: string): Promise<Buffer>;
  /** PGlite only: what every server on this database hears in the process (see LocalBus). */
  readonly local?: LocalBus;
}

export interface QueryOptions {
  /**
   * The same text runs again and again (a write's statement, shaped by its resource and fields only): PostgreSQL
   * may keep it parsed and planned on the connection. Its answer's columns must be named in the text (no `*` over
   * a table), as a kept plan must not change its result's shape when a table gains a column.
   */
  repeated?: boolean;
}

export interface ListenHandlers {
  notify(payload: string): void;
  reconnected?(): void;
  lost?(): void;
}

export interface Listening {
  stop(): Promise<void>;
  /**
   * NOTIFY sent from the listening connection itself: it comes back to it after every notification of a
   * transaction that committed before it (PostgreSQL delivers them in commit order). Rejects while the
   * connection is down.
   */
  notify(payload: string): Promise<void>;
}

/**
 * A statement whose answer nobody reads: inside a transaction it is queued (Db.queue) to travel with the next
 * statement or the COMMIT — not awaited, as it runs only then; a failure fails the transaction through the statement
 * it travelled with. Outside one, it runs at once.
 */
export async function sendOrQueue(db: Db, sql: string, params: unknown[]): Promise<void> {
  if (!db.queue) {
    await db.query(sql, params);
    return;
  }
  db.queue(sql, params).catch(() => {});
}

/** What a transaction can COPY (Db.copyIn, Db.copyOut). */
export type Copying = Required<Pick<Db, 'copyIn' | 'copyOut'>>;

/** A Db bound to an open transaction: nested transactions join it. */
export function inTransaction(kind: Db['kind'], query: Db['query'], queue?: Db['queue'], copying?: Copying): Db {
  const tx: Db = {
    kind,
    query,
    ...(queue ? { queue } : {}),
    ...copying,
    transaction: (work) => work(tx),
    close: async () => {
      throw new Error('uma transação não fecha o banco');
    },
  };
  return tx;
}

/** Postgres error codes the server turns into answers. */
export const pgErrorCode = (e: unknown): string | undefined =>
  e && typeof e === 'object' && 'code' in e && typeof (e as { code: unknown }).code === 'string' ? (e as { code: string }).code : undefined;

export const UNIQUE_VIOLATION = '23505';
/** A write pointing at a missing row (23503), or a delete of a row still pointed at (23001 under ON DELETE RESTRICT). */
export const FOREIGN_KEY_VIOLATION = '23503';
export const RESTRICT_VIOLATION = '23001';
/** A row that overlaps another under an EXCLUDE constraint (a rule such as "no two rentals of one outdoor overlap"). */
export const EXCLUSION_VIOLATION = '23P01';

/** The constraint a Postgres error names (PGlite and `pg` both carry it). */
export const pgConstraint = (e: unknown): string | undefined =>
  e && typeof e === 'object' && 'constraint' in e && typeof (e as { constraint: unknown }).constraint === 'string' ? (e as { constraint: string }).constraint : undefined;

/**
 * A delete refused by an ON DELETE RESTRICT key, said as PostgreSQL 17 (PGlite) says it: 23001. PostgreSQL 15
 * says 23503, as for a write pointing at nothing, and the constraint's name alone cannot tell the two apart.
 */
class RestrictViolation extends Error {
  readonly code = RESTRICT_VIOLATION;
  readonly constraint?: string;

  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.constraint = pgConstraint(cause);
  }
}

/** A delete's error, a foreign key's refusal said as RestrictViolation whichever PostgreSQL raised it. */
export const refusedDelete = (e: unknown): unknown =>
  pgErrorCode(e) === FOREIGN_KEY_VIOLATION || pgErrorCode(e) === RESTRICT_VIOLATION ? new RestrictViolation(e) : e;
