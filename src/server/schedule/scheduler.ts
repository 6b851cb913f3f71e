import type { FastifyBaseLogger } from 'fastify';
import { SCHEDULE_TABLE, type Db } from '../db';
import { exclusive, lockKeyOf } from './exclusive';

/** A job the server runs once per period, by whichever instance looks first. */
export interface ScheduledJob {
  /** Names it in the runs table and the log ("lembretes"). */
  name: string;
  /** Its period: periods are counted from the epoch (an hour's start at the hour, a day's at 00:00 UTC). */
  periodMs: number;
  /**
   * Whether a run is due now, for a job with a rule of its own (a backup: the last good one is a period old);
   * default: this period has no run yet.
   */
  due?: (db: Db) => Promise<boolean>;
  /** How it holds its turn across instances (default: its own advisory lock, see exclusive). */
  exclusive?: <T>(work: (db: Db) => Promise<T>) => Promise<T | undefined>;
  /** The run; on PostgreSQL `db` is the transaction that claimed the period (a failure gives the period back). */
  run(db: Db): Promise<unknown>;
}

/** How often an instance looks whether a job is due, and when it first does. */
export interface Looks {
  /** Default: ten minutes, or the period when shorter. */
  checkEveryMs?: number;
  /** Default: a minute after the app is ready. */
  firstCheckMs?: number;
}

const TEN_MINUTES = 600_000;

/**
 * Jobs run exactly once per period across every instance on a database, restarts included: each instance looks
 * now and then; the first to take the job's lock claims the period with a row of its own ((job, period) is
 * unique, so a claimed period is never run again), and a run finding periods without a row since the last one
 * says so in the log.
 */
export class Scheduler {
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly planned: { job: ScheduledJob; looks: Looks }[] = [];
  private readonly running = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  /** Looks at `job` every `checkEveryMs` from now, and once `firstCheckMs` after the app is ready (start), until closed. */
  add(job: ScheduledJob, looks: Looks = {}): void {
    this.planned.push({ job, looks });
    const every = setInterval(() => this.look(job), looks.checkEveryMs ?? Math.min(job.periodMs, TEN_MINUTES));
    every.unref();
    this.timers.push(every);
  }

  /** The planned jobs by name (tests run one now). */
  job(name: string): ScheduledJob | undefined {
    return this.planned.find((p) => p.job.name === name)?.job;
  }

  /** The app is ready: each job's first look, after `firstCheckMs` (default a minute). */
  start(): void {
    for (const { job, looks } of this.planned) {
      const first = setTimeout(() => this.look(job), looks.firstCheckMs ?? 60_000);
      first.unref();
      this.timers.push(first);
    }
  }

  /** No more looks; a run under way ends first. */
  async close(): Promise<void> {
    this.closed = true;
    for (const t of this.timers) clearTimeout(t);
    await Promise.allSettled([...this.running]);
  }

  private look(job: ScheduledJob): void {
    if (this.closed) return;
    const run = this.runIfDue(job).catch((e: unknown) => this.log.error({ err: e, job: job.name }, `a tarefa agendada ${job.name} falhou`));
    this.running.add(run);
    void run.finally(() => this.running.delete(run));
  }

  /** Runs `job` when its period has no run yet (or its own rule says it is due) and no other instance runs it: whether it ran here. */
  async runIfDue(job: ScheduledJob): Promise<boolean> {
    const period = Math.floor(this.now() / job.periodMs);
    const turn = job.exclusive ?? (<T>(work: (db: Db) => Promise<T>) => exclusive(this.db, lockKeyOf(job.name), work));
    const ran = await turn(async (db) => {
      if (!(await (job.due ? job.due(db) : this.unclaimed(db, job.name, period)))) return false;
      const [last] = await db.query<{ period: string }>(`SELECT max(period)::text AS period FROM ${SCHEDULE_TABLE} WHERE job = $1 AND period < $2`, [job.name, period]);
      await db.query(`INSERT INTO ${SCHEDULE_TABLE} (job, period) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [job.name, period]);
      this.missed(job, period, last?.period == null ? undefined : Number(last.period));
      try {
        await job.run(db);
      } catch (e) {
        // PostgreSQL takes the claim back with the transaction; PGlite's was written by itself.
        if (db.kind === 'pglite') await db.query(`DELETE FROM ${SCHEDULE_TABLE} WHERE job = $1 AND period = $2`, [job.name, period]);
        throw e;
      }
      return true;
    });
    return ran ?? false;
  }

  private async unclaimed(db: Db, name: string, period: number): Promise<boolean> {
    const rows = await db.query(`SELECT 1 FROM ${SCHEDULE_TABLE} WHERE job = $1 AND period = $2`, [name, period]);
    return rows.length === 0;
  }

  /** Periods between the last run and this one went without a run (the servers were down): a warning. */
  private missed(job: ScheduledJob, period: number, last: number | undefined): void {
    if (last === undefined || period - last <= 1) return;
    const missed = period - last - 1;
    const lastRun = new Date(last * job.periodMs).toISOString();
    this.log.warn({ job: job.name, missed, lastRun }, `a tarefa agendada ${job.name} não rodou em ${missed} ${missed === 1 ? 'período' : 'períodos'} (a última vez foi no período que começou em ${lastRun})`);
  }
}
