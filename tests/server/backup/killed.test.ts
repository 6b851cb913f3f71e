// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkArchive } from '../../../src/server/backup';
import { openDatabase } from '../../../src/server/db';
import { tempDir } from '../helpers';
import { command, filledDataDir, SECOND_PASS } from './support';

/** Rows enough for a backup to take a while, so a kill lands in every phase (opening, tables, files, manifest). */
async function grow(dataDir: string) {
  const db = await openDatabase({ dataDir });
  await db.query(`INSERT INTO categories (id, name) SELECT 'cat-' || g, 'Categoria de teste número ' || g FROM generate_series(1, 60000) g`);
  await db.close();
}

describe.skipIf(SECOND_PASS)('npm run backup killed with SIGKILL at random moments', { timeout: 600_000 }, () => {
  it('never leaves an archive that looks whole and is not; the next backup succeeds and verifies', async () => {
    const dataDir = join(tempDir(), 'dados');
    await filledDataDir(dataDir);
    await grow(dataDir);
    const backups = join(dataDir, 'backups');
    const env = { DATA_DIR: dataDir };

    const started = Date.now();
    const whole = await command('backup', [], env);
    expect(whole.code).toBe(0);
    const fullMs = Date.now() - started;

    const kills: number[] = [];
    for (let i = 0; i < 20; i++) {
      const at = Math.round(200 + Math.random() * (fullMs - 200));
      kills.push(at);
      const ran = await command('backup', ['--out', join(backups, `painel-morta-${i}.tar`)], env, { killAfterMs: at });
      // Killed, or (a late kill) finished first; never stopped by itself. Runs that did (once in CI under load, and
      // the next backup with them) could not open the database a kill had left while it started: an empty
      // postmaster.pid (staleClusterLock.test.ts). Whatever is named .tar is whole.
      expect(ran.signal === 'SIGKILL' || ran.code === 0, `kill at ${at} ms: código ${ran.code}, ${ran.err.trim()}`).toBe(true);
      for (const name of readdirSync(backups).filter((n) => n.endsWith('.tar'))) {
        await expect(checkArchive(join(backups, name)), `${name} after a kill at ${at} ms`).resolves.toMatchObject({ format: 'painel-backup' });
      }
    }

    const next = await command('backup', [], env);
    expect(next.code, next.err).toBe(0);
    // What the killed runs left aside is cleared by the next one.
    expect(readdirSync(backups).filter((n) => n.endsWith('.partial'))).toEqual([]);
    const newest = readdirSync(backups).filter((n) => /^painel-\d{4}-.*\.tar$/.test(n)).sort().at(-1)!;
    const verified = await command('backup', ['--verify', join(backups, newest)], env);
    expect(verified.code, verified.err).toBe(0);
    expect(verified.err).toContain('categories 60003');
  });
});
