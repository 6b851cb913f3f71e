// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db';
import { makeApp, tempDir } from '../helpers';
import { SECOND_PASS } from './support';
import { pgAvailable, pgForTests, type PgForTests } from '../support/pgDatabases';

if (!pgAvailable) console.warn('schedule.test.ts skipped: no PAINEL_TEST_DATABASE_URL and no PostgreSQL binaries');

describe.skipIf(SECOND_PASS || !pgAvailable)('the backup schedule on three instances of one PostgreSQL', { timeout: 300_000 }, () => {
  let pgs: PgForTests;
  afterAll(() => pgs?.stop());

  it('makes one backup per period, whichever instance gets there first', async () => {
    pgs = await pgForTests();
    const url = await pgs.newDatabase();
    const shared = tempDir();
    const dir = join(shared, 'backups');
    // Every instance looks every 100 ms from the start: they race for each look.
    const backup = { dir, everyHours: 1, keep: 14, checkEveryMs: 100, firstCheckMs: 0, databaseUrl: url };
    const apps = [];
    for (let i = 0; i < 3; i++) apps.push(await makeApp({ db: await openDatabase({ databaseUrl: url, dataDir: shared }), dataDir: shared, backup }));
    try {
      const deadline = Date.now() + 60_000;
      let rows: { reason: string; verified: boolean; error: string | null; finished: boolean }[] = [];
      while (Date.now() < deadline) {
        rows = await pgs.query(url, 'SELECT reason, verified, error, finished_at IS NOT NULL AS finished FROM painel_backups');
        if (rows.some((r) => r.finished)) break;
        await new Promise((r) => setTimeout(r, 200));
      }
      // Three more seconds of looks (about 90 of them) change nothing: the period is an hour.
      await new Promise((r) => setTimeout(r, 3000));
      rows = await pgs.query(url, 'SELECT reason, verified, error, finished_at IS NOT NULL AS finished FROM painel_backups');
      expect(rows).toEqual([{ reason: 'agendada', verified: true, error: null, finished: true }]);
      expect(readdirSync(dir).filter((n) => n.endsWith('.tar'))).toHaveLength(1);
    } finally {
      for (const app of apps) await app.close();
    }
  });
});
