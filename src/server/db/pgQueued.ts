import pg from 'pg';
// The driver's own conversion of a JS value into the text PostgreSQL reads (dates, arrays, JSON, buffers).
// @ts-expect-error pg/lib/utils is an exported subpath that @types/pg does not describe
import pgUtils from 'pg/lib/utils';
import type { Row } from './db';

const prepareValue = (pgUtils as { prepareValue: (v: unknown) => unknown }).prepareValue;

type Queued = { sql: string; params: unknown[]; settle: (rows: Row[] | Error) => void };

/** One query's answers as `pg` gives them: one result, or one per statement of a multi-statement text. */
type Answers = pg.QueryResult | pg.QueryResult[];

/** `$n` placeholders, as the server writes them (never inside a quoted literal of its own SQL). */
const PLACEHOLDER = /\$(\d+)/g;

/** A statement with its values written in as literals, escaped by the driver. */
export function inlined(sql: string, params: unknown[]): string {
  return sql.replace(PLACEHOLDER, (_, n: string) => {
    // As a bound statement would: a placeholder without its value is an error, never a silent NULL.
    if (Number(n) < 1 || Number(n) > params.length) throw new Error(`o comando pede $${n} e recebeu ${params.length} valores`);
    const v = prepareValue(params[Number(n) - 1]);
    return v === null || v === undefined ? 'NULL' : pg.escapeLiteral(Buffer.isBuffer(v) ? `\\x${v.toString('hex')}` : String(v));
  });
}

/**
 * Statements a transaction queued on PostgreSQL (see Db.queue): `pg` sends one statement at a time and waits
 * for each answer, so a queued one costs a round trip of its own unless it shares one. They are written out
 * with their values (escaped by the driver) and sent in one text with the transaction's COMMIT: no round trip
 * of their own. Before any other statement of the transaction, they are sent first, together, so that one
 * sees them.
 */
export class PgQueued {
  private readonly items: Queued[] = [];

  constructor(private readonly run: (text: string) => Promise<Answers>) {}

  add(sql: string, params: unknown[]): Promise<Row[]> {
    return new Promise((resolve, reject) => this.items.push({ sql, params, settle: (r) => (r instanceof Error ? reject(r) : resolve(r)) }));
  }

  /** Sends what is queued (if anything), then `last` (a statement without values) in the same text: its result. */
  async flush(last?: string): Promise<pg.QueryResult | undefined> {
    const items = this.items.splice(0);
    if (!items.length && !last) return undefined;
    let answers: pg.QueryResult[];
    try {
      // Each on its own lines: a statement ending in a -- comment cannot swallow the next one.
      const text = [...items.map((q) => inlined(q.sql, q.params)), ...(last ? [last] : [])].join('\n;\n');
      const got = await this.run(text);
      answers = Array.isArray(got) ? got : [got];
      // One answer per statement, or the text did not say what was meant (and a COMMIT may not have run).
      if (answers.length !== items.length + (last ? 1 : 0)) throw new Error(`${items.length + (last ? 1 : 0)} comandos enviados, ${answers.length} respostas`);
    } catch (e) {
      for (const q of items) q.settle(e as Error);
      throw e;
    }
    items.forEach((q, i) => q.settle(answers[i].rows as Row[]));
    return last ? answers[items.length] : undefined;
  }

  /** The transaction failed: what is queued never runs. */
  abandon(e: unknown): void {
    for (const q of this.items.splice(0)) q.settle(e instanceof Error ? e : new Error(String(e)));
  }
}
