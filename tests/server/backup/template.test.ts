// @vitest-environment node
import { mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPglite } from '../../../src/server/db';
import { tempDir } from '../helpers';
import { command, filledDataDir, rewritten, rowsIn, SECOND_PASS } from './support';

/** A cluster (made by initdb when `dir` is new) holding one table named `marker`: tells whose cluster a restore started from. */
async function mark(dir: string, marker: string) {
  mkdirSync(dir, { recursive: true });
  const db = await openPglite(dir);
  await db.query(`CREATE TABLE ${marker} (x int)`);
  await db.close();
}

const markers = async (dataDir: string) => (await rowsIn<{ name: string }>(dataDir, `SELECT tablename AS name FROM pg_tables WHERE tablename LIKE 'marca%' ORDER BY 1`)).map((r) => r.name);

describe.skipIf(SECOND_PASS)('npm run restore from a dump starts from the saved empty cluster of the layout', { timeout: 180_000 }, () => {
  it('the first restore keeps one in the cache; the next copies it instead of initdb; one of another layout is not used', async () => {
    const source = join(tempDir(), 'origem');
    await filledDataDir(source);
    const whole = join(tempDir(), 'copia.tar');
    expect((await command('backup', ['--out', whole], { DATA_DIR: source })).code).toBe(0);
    // Without its cluster's files (as a PostgreSQL's archive, or one of another shape): restored from the dump.
    const archive = await rewritten(whole, (name, data) => {
      if (name !== 'manifest.json') return data;
      const { cluster: _, ...manifest } = JSON.parse(data.toString('utf8'));
      return Buffer.from(JSON.stringify(manifest));
    });
    const cache = tempDir();
    const templates = join(cache, 'painel');
    // Another layout's cluster (an older Painel's), in the same cache.
    const other = 'pglite-0.5.16-layout0-0000000000000000';
    await mark(join(templates, other), 'marca_outro_formato');

    const first = join(tempDir(), 'primeiro');
    const made = await command('restore', [archive], { DATA_DIR: first, XDG_CACHE_HOME: cache });
    expect(made.code).toBe(0);
    expect(await markers(first)).toEqual([]);
    const kept = readdirSync(templates).filter((n) => n !== other);
    expect(kept).toEqual([expect.stringMatching(/^pglite-\d+\.\d+\.\d+-layout1-[0-9a-f]{16}$/)]);

    await mark(join(templates, kept[0]), 'marca_deste_formato');
    const second = join(tempDir(), 'segundo');
    const copied = await command('restore', [archive], { DATA_DIR: second, XDG_CACHE_HOME: cache });
    expect(copied.code).toBe(0);
    expect(copied.err).toMatch(/ {2}categories: 3 de 3\n/);
    expect(copied.err).toMatch(/ {2}banners: 2 de 2\n/);
    expect(await markers(second)).toEqual(['marca_deste_formato']);
    expect((await rowsIn<{ name: string }>(second, 'SELECT name FROM categories ORDER BY name')).map((r) => r.name)).toEqual(['Aeroporto', 'Rodoviário', 'Urbano']);
    expect(await rowsIn(second, `SELECT reason, by_name FROM painel_backups`)).toEqual([{ reason: 'restauração', by_name: 'npm run restore' }]);
  });
});
