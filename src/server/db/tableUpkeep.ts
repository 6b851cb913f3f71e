import type { Db } from './db';
import { ident } from './sql';

/** Changes after which a table's statistics are stale: PostgreSQL's autovacuum defaults (50 rows + 10 %). */
const BASE_CHANGES = 50;
const SHARE = 0.1;
/** Growth (in 8 kB pages) below which a small table is left alone: its plans hardly change. */
const MIN_PAGES = 8;
/** Changes noted here that ask for a run at once instead of at the next tick. */
const RUN_SOONER_AFTER = 1000;
/** A quiet moment: no request began for this long (the request rate dropped). */
const QUIET_MS = 250;
/** The longest a due run waits for quiet moments; past it, it runs anyway (statistics never stale for longer). */
const MAX_WAIT_MS = 30_000;

type TableSize = {
  name: string;
  /** Rows and pages as of the last VACUUM or ANALYZE (-1 rows: never). */
  reltuples: number;
  relpages: number;
  /** Pages now. */
  pages: number;
};

/**
 * What PostgreSQL's autovacuum does and PGlite lacks: a table that grew or changed by a tenth since it was last
 * looked at gets `VACUUM (ANALYZE)` — fresh statistics for the planner, and a visibility map so counts and
 * index-only scans need not visit every row (a list on a never-vacuumed table took twice as long and a search
 * up to four times, measured by `BENCH_GROWN=1` in the lists bench). Growth is read from the catalog (rows
 * written any way, even by hand); updates and deletions that leave a table's size alone are counted from the
 * change feed. Each run vacuums only what is due, and a table vacuumed before has most pages marked visible, so
 * a run costs little; PGlite is one connection, so the statement waits its turn between requests like any other.
 *
 * But while it runs it holds PGlite's only thread: an ANALYZE of a table of 15,000–20,000 rows took 120–250 ms
 * (almost all of it the statistics of the name's sort expression; the VACUUM itself ~9 ms), and under 50
 * connections creating every request waited that long (docs/performance.md). So each table's statement waits
 * for a quiet moment (no request began for `quietMs`), for at most `maxWaitMs` from when the run began.
 */
export class TableUpkeep {
  private readonly changed = new Map<string, number>();
  private sinceRun = 0;
  private running: Promise<string[]> | undefined;
  private lastHeard = 0;
  private closing = false;
  private wake: (() => void) | undefined;
  private readonly quietMs: number;
  private readonly maxWaitMs: number;

  constructor(
    private readonly db: Db,
    private readonly log?: { error(obj: unknown, msg: string): void },
    { quietMs = QUIET_MS, maxWaitMs = MAX_WAIT_MS }: { quietMs?: number; maxWaitMs?: number } = {},
  ) {
    this.quietMs = quietMs;
    this.maxWaitMs = maxWaitMs;
  }

  /** A request began: the next statement waits for a quiet moment. */
  heard(): void {
    this.lastHeard = Date.now();
  }

  /** A committed change to `table`: counted; many of them start a run without waiting for the next tick. */
  note(table: string): void {
    this.changed.set(table, (this.changed.get(table) ?? 0) + 1);
    if (++this.sinceRun >= RUN_SOONER_AFTER) void this.run();
  }

  /** Vacuums and analyses every table that is due; the tables it did. One run at a time. */
  run(): Promise<string[]> {
    const began = Date.now();
    this.running ??= this.due()
      .then(async (tables) => {
        const done: string[] = [];
        for (const t of tables) {
          await this.quiet(began);
          if (this.closing) break;
          await this.db.query(`VACUUM (ANALYZE) ${ident(t)}`);
          this.changed.delete(t);
          done.push(t);
        }
        return done;
      })
      .catch((e: unknown) => {
        this.log?.error({ err: e }, 'falha na manutenção das tabelas');
        return [];
      })
      .finally(() => {
        this.running = undefined;
      });
    this.sinceRun = 0;
    return this.running;
  }

  /** Ends the upkeep (before the database closes): a run waiting for quiet stops there; a statement under way ends. */
  async idle(): Promise<void> {
    this.closing = true;
    this.wake?.();
    await this.running;
  }

  /** Until no request began for `quietMs`, or `maxWaitMs` passed since `began`, or the upkeep ends. */
  private async quiet(began: number): Promise<void> {
    for (;;) {
      const now = Date.now();
      const calm = now - this.lastHeard;
      const left = began + this.maxWaitMs - now;
      if (this.closing || calm >= this.quietMs || left <= 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(this.quietMs - calm, left));
        this.wake = () => (clearTimeout(timer), resolve());
      });
      this.wake = undefined;
    }
  }

  private async due(): Promise<string[]> {
    const sizes = await this.db.query<TableSize>(
      `SELECT c.relname AS name, c.reltuples::float8 AS reltuples, c.relpages, (pg_relation_size(c.oid) / current_setting('block_size')::int)::int AS pages
       FROM pg_class c WHERE c.relkind = 'r' AND c.relnamespace = 'public'::regnamespace ORDER BY c.relname`,
    );
    return sizes
      .filter((t) => {
        if (t.pages === 0) return false;
        if (t.reltuples < 0) return true;
        const grew = Math.abs(t.pages - t.relpages) >= Math.max(MIN_PAGES, SHARE * t.relpages);
        const changes = this.changed.get(t.name) ?? 0;
        return grew || changes >= BASE_CHANGES + SHARE * t.reltuples;
      })
      .map((t) => t.name);
  }
}
