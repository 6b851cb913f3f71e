import { parse, protocol, TransactionAbortedError, type PGlite, type Results } from '@electric-sql/pglite';
import type { Row } from './db';

const wire = protocol.serialize;
/** Statements whose parameter types are kept: the server's SQL is a few hundred shapes; past this, the oldest go. */
const KEPT_SHAPES = 2000;
/** Writes kept prepared in the database at once; past this, the oldest is closed. */
const KEPT_PREPARED = 300;

/**
 * A write (INSERT, UPDATE, DELETE, or a WITH that does one): its plan does not depend on its values (by key,
 * or VALUES), so it is prepared once and its plan reused — half of what an insert costs PGlite is parsing and
 * planning it. Reads stay unprepared: a search's best plan depends on the words searched.
 */
const WRITE = /^\s*(?:INSERT|UPDATE|DELETE)\b|^\s*WITH\b[\s\S]*\b(?:INSERT\s+INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM)\b/i;
/** A statement that may change a table's shape: prepared writes are dropped (their `RETURNING *` would). */
const SHAPE_CHANGE = /^\s*(?:ALTER|CREATE|DROP|TRUNCATE|DO)\b/i;

type Statement = { sql: string; params: unknown[] };
type Queued = Statement & { settle: (rows: Row[] | Error) => void };

function concat(parts: Uint8Array[]): Uint8Array {
  let size = 0;
  for (const p of parts) size += p.length;
  const out = new Uint8Array(size);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * PGlite's own `query` makes six calls into the database for one statement (parse, describe, bind, describe,
 * execute, sync), the first two only to learn the parameters' types. Here the types of each statement's text
 * are learnt once and kept, and a statement is one call: parse, bind, describe, execute and sync together —
 * about a third less per statement (measured in the closing note of the change). Values are serialised and
 * rows parsed by PGlite's own type table, so answers are exactly what `query` gives.
 *
 * A transaction may also `queue` a statement nobody waits for (a history row): it is sent in the same call as
 * the transaction's next statement, or its COMMIT, so it costs no call of its own. It still runs before that
 * statement, in order; if it fails, the transaction fails with its error.
 */
export class PgliteWire {
  private readonly types = new Map<string, number[]>();
  /** Prepared writes by text: the statement's name in the database. Names are never reused. */
  private readonly prepared = new Map<string, string>();
  private named = 0;
  /** Prepared statements to close, sent with the next call. */
  private closing: string[] = [];

  constructor(private readonly pg: PGlite) {}

  /** One statement outside any transaction: waits for a running transaction, like PGlite's `query`. */
  query<T extends Row>(sql: string, params: unknown[]): Promise<T[]> {
    return this.pg._runExclusiveTransaction(async () => {
      const [result] = await this.run([{ sql, params }]);
      await this.pg.syncToFs();
      return result.rows as T[];
    });
  }

  /** `work` inside BEGIN … COMMIT, holding the database; rolled back when it throws. */
  transaction<T>(work: (query: <R extends Row>(sql: string, params: unknown[]) => Promise<R[]>, queue: (sql: string, params: unknown[]) => Promise<Row[]>) => Promise<T>): Promise<T> {
    return this.pg._runExclusiveTransaction(async () => {
      const queued: Queued[] = [];
      const take = () => queued.splice(0, queued.length);
      // BEGIN travels with the transaction's first statement (or its COMMIT): no call of its own.
      let begun = false;
      const opening = () => !begun && (begun = true);
      let result: T;
      try {
        result = await work(
          async (sql, params) => (await this.withQueued(take(), { sql, params }, opening())).rows as never,
          (sql, params) => new Promise<Row[]>((resolve, reject) => queued.push({ sql, params, settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) })),
        );
      } catch (e) {
        await this.abandon(take(), e, begun);
        throw e;
      }
      let ended: Results;
      try {
        ended = await this.withQueued(take(), { sql: 'COMMIT', params: [] }, opening());
      } catch (e) {
        await this.simple('ROLLBACK');
        throw e;
      }
      // A statement failed and `work` went on regardless: the database rolled it all back.
      if (ended.command === 'ROLLBACK') throw new TransactionAbortedError();
      await this.pg.syncToFs();
      return result;
    });
  }

  /** The queued statements, then `last`, in one call; each queued one hears its rows, or the error. */
  private async withQueued(queued: Queued[], last: Statement, begin: boolean): Promise<Results> {
    try {
      const results = await this.run([...queued, last], begin);
      queued.forEach((q, i) => q.settle(results[i].rows as Row[]));
      return results[queued.length];
    } catch (e) {
      for (const q of queued) q.settle(e as Error);
      throw e;
    }
  }

  /** A transaction that failed: its queued statements never run (they fail with its error); ROLLBACK. */
  private async abandon(queued: Queued[], e: unknown, begun: boolean) {
    for (const q of queued) q.settle(e instanceof Error ? e : new Error(String(e)));
    if (begun) await this.simple('ROLLBACK');
  }

  private async simple(sql: string) {
    await this.pg.runExclusive(() => this.pg.execProtocolStream(concat([wire.query(sql)]), { syncToFs: false }));
  }

  /**
   * Statements in order, in one call (after learning the types of any not seen before): each one's results.
   * `begin`: a BEGIN goes first, in the same call.
   */
  private run(statements: Statement[], begin = false): Promise<Results[]> {
    return this.pg.runExclusive(async () => {
      const parts: Uint8Array[] = this.closing.splice(0).map((name) => wire.close({ type: 'S', name }));
      if (begin) parts.push(wire.query('BEGIN'));
      const fresh: string[] = [];
      for (const s of statements) {
        if (SHAPE_CHANGE.test(s.sql)) this.forgetPrepared(parts);
        const types = await this.paramTypes(s.sql);
        const values = s.params.map((v, i) => (v === null || v === undefined ? null : (this.pg.serializers[types[i]]?.(v) ?? String(v))));
        const statement = WRITE.test(s.sql) ? this.nameOf(s.sql, parts, fresh) : undefined;
        if (statement === undefined) parts.push(wire.parse({ text: s.sql }));
        parts.push(wire.bind({ statement, values }), wire.describe({ type: 'P' }), wire.execute({}));
      }
      parts.push(wire.sync());
      try {
        // Throws the first error; the statements after it were skipped by the database.
        const messages = await this.pg.execProtocolStream(concat(parts), { syncToFs: false });
        const results = parse.parseResults(messages, this.pg.parsers);
        return begin ? results.slice(1) : results;
      } catch (e) {
        // Whether a name parsed in this call exists is unknown: it is closed (closing a missing one is no error).
        for (const name of fresh) for (const [sql, n] of this.prepared) if (n === name) this.prepared.delete(sql);
        this.closing.push(...fresh);
        throw e;
      }
    });
  }

  /** The prepared name of a write, parsing it first (into `parts`) the first time. */
  private nameOf(sql: string, parts: Uint8Array[], fresh: string[]): string {
    const known = this.prepared.get(sql);
    if (known) return known;
    if (this.prepared.size >= KEPT_PREPARED) {
      const [oldest, name] = this.prepared.entries().next().value!;
      this.prepared.delete(oldest);
      parts.push(wire.close({ type: 'S', name }));
    }
    const name = `painel_${++this.named}`;
    this.prepared.set(sql, name);
    fresh.push(name);
    parts.push(wire.parse({ text: sql, name }));
    return name;
  }

  private forgetPrepared(parts: Uint8Array[]) {
    for (const name of this.prepared.values()) parts.push(wire.close({ type: 'S', name }));
    this.prepared.clear();
    this.types.clear();
  }

  private async paramTypes(sql: string): Promise<number[]> {
    const known = this.types.get(sql);
    if (known) return known;
    const described = await this.pg.execProtocolStream(concat([wire.parse({ text: sql }), wire.describe({ type: 'S' }), wire.sync()]), { syncToFs: false });
    const types = parse.parseDescribeStatementResults(described);
    if (this.types.size >= KEPT_SHAPES) this.types.delete(this.types.keys().next().value!);
    this.types.set(sql, types);
    return types;
  }
}
