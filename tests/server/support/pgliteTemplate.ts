import { cpSync, existsSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { openPglite } from '../../../src/server/db/pglite';

const pgliteVersion = (JSON.parse(readFileSync(join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json'), 'utf8')) as { version: string }).version;
const TEMPLATE = join(tmpdir(), `painel-pglite-${pgliteVersion}-datadir`);

/**
 * Gives a server process's new DATA_DIR an empty, already initialised database (`db/`): creating a PGlite
 * cluster (initdb) costs 2–3 s on an idle machine and over 10 s on a loaded one, which is not what the
 * process tests measure. The first caller makes the template (another test file may race it: the rename
 * decides, the loser's copy is dropped).
 */
export async function withInitialisedDb(dataDir: string): Promise<void> {
  const target = join(dataDir, 'db');
  if (existsSync(target)) return;
  if (!existsSync(TEMPLATE)) {
    const making = mkdtempSync(`${TEMPLATE}-`);
    const db = await openPglite(making);
    await db.close();
    try {
      renameSync(making, TEMPLATE);
    } catch {
      rmSync(making, { recursive: true, force: true });
    }
  }
  cpSync(TEMPLATE, target, { recursive: true });
}
