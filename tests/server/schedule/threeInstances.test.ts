// @vitest-environment node
// The reminder job on three instances of one PostgreSQL (issue 46, item 4): started on all three at once, in
// each period one of them runs it, and each reminder is created exactly once; a restart in the same period
// runs nothing again.
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db';
import { SECOND_PASS } from '../backup/support';
import { client, giveRole, makeApp, signIn, tempDir } from '../helpers';
import { pgAvailable, pgForTests, type PgForTests } from '../support/pgDatabases';

if (!pgAvailable) console.warn('threeInstances.test.ts skipped: no PAINEL_TEST_DATABASE_URL and no PostgreSQL binaries');

/** 2026-12-01, 09:00 in São Paulo; each instance reads the same clock. */
let now = Date.parse('2026-12-01T12:00:00Z');
const HOUR = 3_600_000;

describe.skipIf(SECOND_PASS || !pgAvailable)('the reminder job on three instances of one PostgreSQL', { timeout: 300_000 }, () => {
  let pgs: PgForTests;
  let apps: FastifyInstance[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await pgs?.stop();
  });

  const start = async (url: string, dir: string) => makeApp({ db: await openDatabase({ databaseUrl: url, dataDir: dir }), dataDir: dir, reminders: { now: () => now } });
  const runOn = (app: FastifyInstance) => app.painel.scheduler.runIfDue(app.painel.scheduler.job('lembretes')!);

  it('creates each reminder exactly once, whichever instance runs it, period after period and after a restart', async () => {
    pgs = await pgForTests();
    const url = await pgs.newDatabase();
    const dir = tempDir();
    for (let i = 0; i < 3; i++) apps.push(await start(url, dir));
    const admin = client(apps[0], await signIn(apps[0]));
    const editorId = (await admin.post('/api/server/users', { name: 'Eduarda', email: 'eduarda@painel.local', password: 'senha-forte-1' })).json().data.id;
    await giveRole(admin, editorId, 'editor');
    const serviceId = (await admin.post('/api/server/services', { name: 'Painel Rodoviário', price: 3000 })).json().data.id;
    for (const [startDate, endDate] of [
      ['2026-11-20', '2026-12-04'],
      ['2026-11-21', '2026-12-05'],
      ['2026-12-03', '2026-12-31'],
    ])
      expect((await admin.post('/api/server/tenancies', { serviceId, startDate, endDate, status: 'confirmada' })).statusCode).toBe(201);

    // Three hours, each with the three instances starting the job at once: one runs it each hour.
    for (let hour = 0; hour < 3; hour++) {
      const ran = await Promise.all(apps.map(runOn));
      expect(ran.filter(Boolean)).toHaveLength(1);
      now += HOUR;
    }
    const perReminder = await pgs.query(url, `SELECT reminder, about, count(*)::int AS n FROM painel_reminders GROUP BY reminder, about ORDER BY about, reminder`);
    // The administrator and the editor, once each: two ends and a start within the week.
    expect(perReminder).toEqual([
      { reminder: 'comeca', about: '2026-12-03', n: 2 },
      { reminder: 'termina', about: '2026-12-04', n: 2 },
      { reminder: 'termina', about: '2026-12-05', n: 2 },
    ]);
    expect(await pgs.query(url, `SELECT count(*)::int AS n FROM painel_schedule_runs WHERE job = 'lembretes'`)).toEqual([{ n: 3 }]);

    // Restarted, all three, in the same hour: nothing runs again.
    now -= HOUR;
    for (const app of apps) await app.close();
    apps = [];
    for (let i = 0; i < 3; i++) apps.push(await start(url, dir));
    expect(await Promise.all(apps.map(runOn))).toEqual([false, false, false]);
    expect(await pgs.query(url, `SELECT count(*)::int AS n FROM painel_reminders`)).toEqual([{ n: 6 }]);
  });
});
