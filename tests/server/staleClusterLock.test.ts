// @vitest-environment node
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/db';
import { tempDir } from './helpers';

/** A closed embedded database with one row, whose cluster's lock file is then left as a SIGKILL can leave it. */
async function killedWhileStarting(lockText: string): Promise<string> {
  const dataDir = tempDir();
  const db = await openDatabase({ dataDir });
  await db.query('CREATE TABLE marca (n int)');
  await db.query('INSERT INTO marca VALUES (1)');
  await db.close();
  // PostgreSQL creates postmaster.pid and then writes it: a process killed between the two leaves it empty or cut.
  writeFileSync(join(dataDir, 'db', 'postmaster.pid'), lockText);
  return dataDir;
}

describe('an embedded cluster whose process was killed while it started (npm run backup killed, CI)', { timeout: 60_000 }, () => {
  for (const [what, text] of [
    ['empty', ''],
    ['cut in its first line', '-4'],
    ['whole, of a dead process', '-42\n/tmp/pglite/base\n1764522000\n5432\n\n\n0 0\n'],
  ] as const) {
    it(`a lock file ${what} does not stop the next opening; the rows are there`, async () => {
      const dataDir = await killedWhileStarting(text);
      const db = await openDatabase({ dataDir });
      try {
        expect(await db.query('SELECT n FROM marca')).toEqual([{ n: 1 }]);
      } finally {
        await db.close();
      }
      // Closed cleanly, PostgreSQL removes its own lock file.
      expect(existsSync(join(dataDir, 'db', 'postmaster.pid'))).toBe(false);
    });
  }
});

describe('a new embedded database made from a template (a restore)', { timeout: 60_000 }, () => {
  it('a lock file the template carries (it is a copy of a live cluster) does not stop the opening', async () => {
    const made = await killedWhileStarting('');
    const dataDir = tempDir();
    const db = await openDatabase({ dataDir, template: join(made, 'db') });
    try {
      expect(await db.query('SELECT n FROM marca')).toEqual([{ n: 1 }]);
    } finally {
      await db.close();
    }
  });
});

describe('an embedded cluster that cannot start', { timeout: 60_000 }, () => {
  it('the opening fails with its reason, and the process is not ended as if a running database had stopped', async () => {
    const dataDir = await killedWhileStarting('');
    // A cluster of a version this PostgreSQL does not read (its empty lock file is removed, so the version is what fails).
    writeFileSync(join(dataDir, 'db', 'PG_VERSION'), '9\n');
    const exit = vi.spyOn(process, 'exit').mockImplementation((() => undefined) as never);
    try {
      await expect(openDatabase({ dataDir })).rejects.toThrow('PGlite failed to initialize properly');
      // The thread ends just after it reported the failure.
      await new Promise((r) => setTimeout(r, 1500));
      expect(exit).not.toHaveBeenCalled();
    } finally {
      exit.mockRestore();
    }
  });
});
