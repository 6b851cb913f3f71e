// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db';
import { client, makeApp, png, signIn, tempDir } from '../helpers';
import { pgAvailable, pgForTests, type PgForTests } from '../support/pgDatabases';
import { command, rowsIn, SECOND_PASS } from './support';

describe.skipIf(SECOND_PASS || !pgAvailable)('a backup of PostgreSQL (DATABASE_URL)', { timeout: 300_000 }, () => {
  let pgs: PgForTests;
  afterAll(() => pgs?.stop());

  it('is made while an instance serves it, and restores into an embedded folder; a PostgreSQL target holding data is refused', async () => {
    pgs = await pgForTests();
    const url = await pgs.newDatabase();
    const dataDir = tempDir();
    const app = await makeApp({ db: await openDatabase({ databaseUrl: url, dataDir }), dataDir });
    try {
      const api = client(app, await signIn(app));
      for (const name of ['Norte', 'Sul']) expect((await api.post('/api/categories', { name })).statusCode).toBeLessThan(300);
      expect((await api.form('POST', '/api/banners', { title: 'Com foto', file: png() })).statusCode).toBeLessThan(300);

      const made = await command('backup', [], { DATA_DIR: dataDir, DATABASE_URL: url });
      expect(made.code, made.err).toBe(0);
      const [archive] = readdirSync(join(dataDir, 'backups'));

      const embedded = join(tempDir(), 'embutido');
      const ran = await command('restore', [join(dataDir, 'backups', archive)], { DATA_DIR: embedded });
      expect(ran.code, ran.err).toBe(0);
      expect((await rowsIn<{ name: string }>(embedded, 'SELECT name FROM categories ORDER BY name')).map((r) => r.name)).toEqual(['Norte', 'Sul']);
      expect(readdirSync(join(embedded, 'uploads'))).toEqual(readdirSync(join(dataDir, 'uploads')));

      const refused = await command('restore', [join(dataDir, 'backups', archive)], { DATA_DIR: tempDir(), DATABASE_URL: url });
      expect(refused.code).toBe(1);
      expect(refused.err).toContain('O banco de DATABASE_URL já tem dados (');
    } finally {
      await app.close();
    }
  });
});
