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
/** A transaction's state: whether its BEGIN was sent (it travels with its first call). */
type Opening = { begun: boolean };

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
 * `SELECT $1` 106 → 70 µs, an insert 187 → 104 µs (in-memory PGlite, 3000 statements, median of 5). Values are serialised and
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
  async query<T extends Row>(sql: string, params: unknown[]): Promise<T[]> {
    await this.pg._checkReady();
    return this.pg._runExclusiveTransaction(async () => {
      const [result] = await this.run([{ sql, params }]);
      await this.pg.syncToFs();
      return result.rows as T[];
    });
  }

  /** `work` inside BEGIN … COMMIT, holding the database; rolled back when it throws. */
  async transaction<T>(work: (query: <R extends Row>(sql: string, params: unknown[]) => Promise<R[]>, queue: (sql: string, params: unknown[]) => Promise<Row[]>) => Promise<T>): Promise<T> {
    await this.pg._checkReady();
    return this.pg._runExclusiveTransaction(async () => {
      const queued: Queued[] = [];
      const take = () => queued.splice(0, queued.length);
      // BEGIN travels with the transaction's first statement (or its COMMIT): no call of its own.
      const tx: Opening = { begun: false };
      let closed = false;
      const open = () => {
        if (closed) throw new Error('a transação já terminou');
      };
      let result: T;
      try {
        result = await work(
          async (sql, params) => (open(), (await this.withQueued(take(), { sql, params }, tx)).rows as never),
          (sql, params) => (open(), new Promise<Row[]>((resolve, reject) => queued.push({ sql, params, settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) }))),
        );
      } catch (e) {
        closed = true;
        await this.abandon(take(), e, tx);
        throw e;
      }
      closed = true;
      let ended: Results;
      try {
        ended = await this.withQueued(take(), { sql: 'COMMIT', params: [] }, tx);
      } catch (e) {
        if (tx.begun) await this.simple('ROLLBACK');
        throw e;
      }
      // A statement failed and `work` went on regardless: the database rolled it all back.
      if (ended.command === 'ROLLBACK') throw new TransactionAbortedError();
      await this.pg.syncToFs();
      return result;
    });
  }

  /** The queued statements, then `last`, in one call; each queued one hears its rows, or the error. */
  private async withQueued(queued: Queued[], last: Statement, tx: Opening): Promise<Results> {
    try {
      const results = await this.run([...queued, last], tx);
      queued.forEach((q, i) => q.settle(results[i].rows as Row[]));
      return results[queued.length];
    } catch (e) {
      for (const q of queued) q.settle(e as Error);
      throw e;
    }
  }

  /** A transaction that failed: its queued statements never run (they fail with its error); ROLLBACK if it began. */
  private async abandon(queued: Queued[], e: unknown, tx: Opening) {
    for (const q of queued) q.settle(e instanceof Error ? e : new Error(String(e)));
    if (tx.begun) await this.simple('ROLLBACK');
  }

  private async simple(sql: string) {
    await this.pg.runExclusive(() => this.pg.execProtocolStream(wire.query(sql), { syncToFs: false }));
  }

  /**
   * Statements in order, in one call: each one's results. `tx`: a transaction, whose BEGIN goes first in the
   * call that is its first. Everything that can fail in JavaScript (learning types, serialising values) is done
   * before any state changes; once the call is made, a failure leaves every name it parsed unknown (closed at
   * the next call, which is no error if it never existed).
   */
  private run(statements: Statement[], tx?: Opening): Promise<Results[]> {
    return this.pg.runExclusive(async () => {
      const bound: { sql: string; values: (string | null)[] }[] = [];
      for (const s of statements) {
        const types = await this.paramTypes(s.sql);
        bound.push({ sql: s.sql, values: s.params.map((v, i) => (v === null || v === undefined ? null : (this.pg.serializers[types[i]]?.(v) ?? String(v)))) });
      }
      // From here on nothing throws before the call: the state below matches what the database is sent.
      const closes = this.closing.splice(0);
      const parts: Uint8Array[] = closes.map((name) => wire.close({ type: 'S', name }));
      const begin = tx !== undefined && !tx.begun;
      if (begin) parts.push(wire.query('BEGIN'));
      const fresh: string[] = [];
      for (const b of bound) {
        if (SHAPE_CHANGE.test(b.sql)) this.forgetPrepared();
        const statement = WRITE.test(b.sql) ? this.nameOf(b.sql, parts, fresh) : undefined;
        if (statement === undefined) parts.push(wire.parse({ text: b.sql }));
        parts.push(wire.bind({ statement, values: b.values }), wire.describe({ type: 'P' }), wire.execute({}));
      }
      parts.push(wire.sync());
      if (begin) tx.begun = true;
      try {
        // Throws the first error; the statements after it were skipped by the database.
        const messages = await this.pg.execProtocolStream(concat(parts), { syncToFs: false });
        const results = parse.parseResults(messages, this.pg.parsers);
        return begin ? results.slice(1) : results;
      } catch (e) {
        for (const name of fresh) for (const [sql, n] of this.prepared) if (n === name) this.prepared.delete(sql);
        // Closes sent in this call may have been skipped after the error: they go again with the next one.
        this.closing.push(...closes, ...fresh);
        throw e;
      }
    });
  }

  /** The prepared name of a write, parsing it first (into `parts`) the first time. */
  private nameOf(sql: string, parts: Uint8Array[], fresh: string[]): string {
    const known = this.prepared.get(sql);
    if (known) return known;
    if (this.prepared.size >= KEPT_PREPARED) {
      // Closed with the next call: a statement earlier in this one may still use it.
      const [oldest, name] = this.prepared.entries().next().value!;
      this.prepared.delete(oldest);
      this.closing.push(name);
    }
    const name = `painel_${++this.named}`;
    this.prepared.set(sql, name);
    fresh.push(name);
    parts.push(wire.parse({ text: sql, name }));
    return name;
  }

  /** A statement that may change a table's shape passes: prepared writes are parsed anew, the old closed with the next call. */
  private forgetPrepared() {
    this.closing.push(...this.prepared.values());
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
