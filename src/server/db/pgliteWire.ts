import { TransactionAbortedError, type Results } from '@electric-sql/pglite';
import type { Row } from './db';
import type { Call, Calls, Statement } from './pgliteCalls';

type Queued = Statement & { settle: (rows: Row[] | Error) => void };
/** A transaction's state: whether its BEGIN was sent (it travels with its first call). */
type Opening = { begun: boolean };

/**
 * Turns: one transaction (or statement outside any) at a time has the database. A turn may end before its last
 * call is answered, once that call is made: calls run in the order they were made.
 */
class Turns {
  private last: Promise<void> = Promise.resolve();

  /** Waits for the turns before; the function that ends this one (more than once is no harm). */
  async take(): Promise<() => void> {
    let end!: () => void;
    const ended = new Promise<void>((resolve) => (end = resolve));
    const before = this.last;
    this.last = ended;
    await before;
    return end;
  }
}

/**
 * The Db surface's statements and transactions over PGlite, whose calls go through `calls` (PgliteCalls, on this
 * thread or another). A transaction's BEGIN travels with its first call, and a transaction may `queue` a
 * statement nobody waits for (a history row): it is sent in the same call as the transaction's next statement,
 * or its COMMIT, so it costs no call of its own. It still runs before that statement, in order; if it fails,
 * the transaction fails with its error. A transaction that is one call (everything queued, then COMMIT) and a
 * statement outside any let the next one have the database as soon as their call is made.
 */
export class PgliteWire {
  private readonly turns = new Turns();

  constructor(private readonly calls: Calls) {}

  /** One statement outside any transaction: waits for a running transaction. */
  async query<T extends Row>(sql: string, params: unknown[]): Promise<T[]> {
    const end = await this.turns.take();
    let answer: Promise<Results[]>;
    try {
      answer = this.calls.run({ statements: [{ sql, params }] });
    } finally {
      end();
    }
    return (await answer)[0].rows as T[];
  }

  /** `work` inside BEGIN … COMMIT, holding the database; rolled back when it throws. */
  async transaction<T>(
    work: (
      query: <R extends Row>(sql: string, params: unknown[]) => Promise<R[]>,
      queue: (sql: string, params: unknown[]) => Promise<Row[]>,
      copy: (sql: string, blob?: Blob) => Promise<Results>,
    ) => Promise<T>,
  ): Promise<T> {
    const end = await this.turns.take();
    try {
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
          async (sql, blob) => (open(), await this.withQueued(take(), { sql, params: [], blob }, tx)),
        );
      } catch (e) {
        closed = true;
        await this.abandon(take(), e, tx);
        throw e;
      }
      closed = true;
      // Nothing sent yet: BEGIN, the queued statements and COMMIT are one call, rolled back by `calls` if it fails.
      const whole = !tx.begun;
      const ending = this.withQueued(take(), { sql: 'COMMIT', params: [] }, tx, whole);
      if (whole) end();
      let ended: Results;
      try {
        ended = await ending;
      } catch (e) {
        if (!whole) await this.calls.rollback();
        throw e;
      }
      // A statement failed and `work` went on regardless: the database rolled it all back.
      if (ended.command === 'ROLLBACK') throw new TransactionAbortedError();
      return result;
    } finally {
      end();
    }
  }

  /** Closes the database once the transaction (or statement) that has it, and those waiting, are done. */
  async close(): Promise<void> {
    const end = await this.turns.take();
    try {
      await this.calls.close();
    } finally {
      end();
    }
  }

  /** The queued statements, then `last`, in one call; each queued one hears its rows, or the error. */
  private async withQueued(queued: Queued[], last: Statement, tx: Opening, whole = false): Promise<Results> {
    const call: Call = { statements: [...queued.map(({ sql, params }) => ({ sql, params })), last], begin: !tx.begun, whole };
    tx.begun = true;
    try {
      const results = await this.calls.run(call);
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
    if (tx.begun) await this.calls.rollback();
  }
}
