import { parse, protocol, type PGlite, type Results } from '@electric-sql/pglite';

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

/** Server settings for one opening only (PostgreSQL's `-c name=value` at start): never written into the cluster's files. */
export type StartSettings = Record<string, string>;

/** `blob`: what `/dev/blob` reads while the statement runs (a `COPY … FROM '/dev/blob'`); a call's last statement only. */
export type Statement = { sql: string; params: unknown[]; blob?: Blob };

/** One call into the database: statements in order, sent together. */
export interface Call {
  statements: Statement[];
  /** BEGIN goes first: the call opens a transaction. */
  begin?: boolean;
  /**
   * The call is a whole transaction (it opens it and its last statement is COMMIT): if it fails, the transaction
   * is rolled back before any other call runs, so the caller need not hold the database while it waits.
   */
  whole?: boolean;
}

/**
 * Where the calls of PgliteWire go: PGlite on this thread (PgliteCalls) or on a thread of its own
 * (pgliteThread.ts). Calls run one at a time, in the order they were made — a call made before another's answer
 * arrived still runs after it.
 */
export interface Calls {
  /**
   * Each statement's results; rejects with the first error (the statements after it were skipped). What the call
   * wrote to `/dev/blob` (a `COPY … TO '/dev/blob'`) is the last statement's `blob`.
   */
  run(call: Call): Promise<Results[]>;
  /** ROLLBACK, in the simple protocol: accepted in a transaction a failed statement aborted. */
  rollback(): Promise<void>;
  /** Closes the database, once the calls made before have run. */
  close(): Promise<void>;
}

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
 * `SELECT $1` 106 → 70 µs, an insert 187 → 104 µs (in-memory PGlite, 3000 statements, median of 5). Values are
 * serialised and rows parsed by PGlite's own type table, so answers are exactly what `query` gives.
 */
export class PgliteCalls implements Calls {
  private readonly types = new Map<string, number[]>();
  /** Prepared writes by text: the statement's name in the database. Names are never reused. */
  private readonly prepared = new Map<string, string>();
  private named = 0;
  /** Prepared statements to close, sent with the next call. */
  private closing: string[] = [];

  constructor(private readonly pg: PGlite) {}

  run(call: Call): Promise<Results[]> {
    return this.pg.runExclusive(async () => {
      try {
        return await this.send(call);
      } catch (e) {
        // Before the next call: nothing may run inside the transaction this call left aborted. The call's own
        // error is the one told.
        if (call.whole) await this.simple('ROLLBACK').catch(() => {});
        throw e;
      }
    });
  }

  rollback(): Promise<void> {
    return this.pg.runExclusive(() => this.simple('ROLLBACK'));
  }

  close(): Promise<void> {
    return this.pg.close();
  }

  private async simple(sql: string) {
    await this.pg.execProtocolStream(wire.query(sql), { syncToFs: false });
  }

  /**
   * Everything that can fail in JavaScript (learning types, serialising values) is done before any state
   * changes; once the call is made, a failure leaves every name it parsed unknown (closed at the next call,
   * which is no error if it never existed). A call that opens a transaction opens it even when it fails.
   */
  private async send({ statements, begin = false }: Call): Promise<Results[]> {
    const bound: { sql: string; values: (string | null)[] }[] = [];
    try {
      for (const s of statements) {
        const types = await this.paramTypes(s.sql);
        bound.push({ sql: s.sql, values: s.params.map((v, i) => (v === null || v === undefined ? null : (this.pg.serializers[types[i]]?.(v) ?? String(v)))) });
      }
    } catch (e) {
      // The caller counts its transaction begun from this call on: it is (a ROLLBACK follows).
      if (begin) await this.simple('BEGIN');
      throw e;
    }
    // From here on nothing throws before the call: the state below matches what the database is sent.
    const closes = this.closing.splice(0);
    const parts: Uint8Array[] = closes.map((name) => wire.close({ type: 'S', name }));
    if (begin) parts.push(wire.query('BEGIN'));
    const fresh: string[] = [];
    for (const b of bound) {
      if (SHAPE_CHANGE.test(b.sql)) this.forgetPrepared();
      const statement = WRITE.test(b.sql) ? this.nameOf(b.sql, parts, fresh) : undefined;
      if (statement === undefined) parts.push(wire.parse({ text: b.sql }));
      parts.push(wire.bind({ statement, values: b.values }), wire.describe({ type: 'P' }), wire.execute({}));
    }
    parts.push(wire.sync());
    const blob = statements.at(-1)?.blob;
    try {
      if (blob) await this.pg._handleBlob(blob);
      let messages;
      let written: Blob | undefined;
      try {
        // Throws the first error; the statements after it were skipped by the database.
        messages = await this.pg.execProtocolStream(concat(parts), { syncToFs: false });
      } finally {
        written = await this.pg._getWrittenBlob();
        await this.pg._cleanupBlob();
      }
      const results = parse.parseResults(messages, this.pg.parsers);
      if (written) results[results.length - 1].blob = written;
      return begin ? results.slice(1) : results;
    } catch (e) {
      for (const name of fresh) for (const [sql, n] of this.prepared) if (n === name) this.prepared.delete(sql);
      // Closes sent in this call may have been skipped after the error: they go again with the next one.
      this.closing.push(...closes, ...fresh);
      throw e;
    }
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
