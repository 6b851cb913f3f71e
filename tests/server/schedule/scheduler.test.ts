// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../src/server/db';
import { Scheduler, type ScheduledJob } from '../../../src/server/schedule';
import { makeApp } from '../helpers';

const HOUR = 3_600_000;
/** 2026-12-01T10:30:00Z: in the period 498 922 of an hour (from the epoch). */
const T0 = Date.parse('2026-12-01T10:30:00Z');

/** A logger that keeps the warnings, as pino is called (an object, then the sentence). */
function keptLog() {
  const warnings: [Record<string, unknown>, string][] = [];
  const none = () => {};
  const log = { warn: (o: Record<string, unknown>, msg: string) => warnings.push([o, msg]), info: none, error: none, debug: none, trace: none, fatal: none, child: () => log, level: 'info', silent: none };
  return { log: log as unknown as FastifyBaseLogger, warnings };
}

describe('the scheduler: one run per period, across restarts, a missed run said in the log', () => {
  let db: Db;
  const app = makeApp();
  beforeAll(async () => {
    db = (await app).painel.db;
  });
  afterAll(async () => (await app).close());

  it('runs a job once per period, and not again after a restart in the same period', async () => {
    let now = T0;
    const runs: number[] = [];
    const job: ScheduledJob = { name: 'teste-uma-vez', periodMs: HOUR, run: async () => void runs.push(now) };
    const first = new Scheduler(db, keptLog().log, () => now);
    expect(await first.runIfDue(job)).toBe(true);
    expect(await first.runIfDue(job)).toBe(false);
    // A restart: a new scheduler on the same database, twenty minutes later (the same hour).
    now = T0 + 20 * 60_000;
    const restarted = new Scheduler(db, keptLog().log, () => now);
    expect(await restarted.runIfDue(job)).toBe(false);
    // The next hour runs it again.
    now = T0 + HOUR;
    expect(await restarted.runIfDue(job)).toBe(true);
    expect(runs).toEqual([T0, T0 + HOUR]);
    const rows = await db.query<{ job: string; period: string }>(`SELECT job, period::text AS period FROM painel_schedule_runs WHERE job = 'teste-uma-vez' ORDER BY period`);
    expect(rows).toEqual([
      { job: 'teste-uma-vez', period: '498922' },
      { job: 'teste-uma-vez', period: '498923' },
    ]);
  });

  it('says in the log how many periods went without a run, once it runs again', async () => {
    let now = T0;
    const { log, warnings } = keptLog();
    const scheduler = new Scheduler(db, log, () => now);
    const job: ScheduledJob = { name: 'teste-perdida', periodMs: HOUR, run: async () => {} };
    await scheduler.runIfDue(job);
    now = T0 + HOUR;
    await scheduler.runIfDue(job);
    expect(warnings).toEqual([]);
    // The server was down: the hours from 12:00, 13:00 and 14:00 went without a run; now it is 15:30.
    now = T0 + 5 * HOUR;
    expect(await scheduler.runIfDue(job)).toBe(true);
    expect(warnings).toEqual([
      [{ job: 'teste-perdida', missed: 3, lastRun: '2026-12-01T11:00:00.000Z' }, 'a tarefa agendada teste-perdida não rodou em 3 períodos (a última vez foi no período que começou em 2026-12-01T11:00:00.000Z)'],
    ]);
  });

  it('a run that fails leaves its period to the next look', async () => {
    const now = T0;
    const scheduler = new Scheduler(db, keptLog().log, () => now);
    let fail = true;
    const job: ScheduledJob = {
      name: 'teste-falha',
      periodMs: HOUR,
      run: async () => {
        if (fail) throw new Error('falhou de propósito');
      },
    };
    await expect(scheduler.runIfDue(job)).rejects.toThrow('falhou de propósito');
    fail = false;
    expect(await scheduler.runIfDue(job)).toBe(true);
    expect(await scheduler.runIfDue(job)).toBe(false);
  });
});
