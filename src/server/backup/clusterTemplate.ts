import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { LAYOUT_VERSION, migrate, type Db } from '../db';
import type { Registry } from '../model';
import { copyLiveDatabase } from './liveCopy';

/**
 * An empty PGlite cluster of today's layout, kept once made: a restore (and a backup's verification) copies it
 * into its new folder instead of running initdb and the migration, 3–5 s of fixed cost in every restore. It lives
 * in the user's cache (`$XDG_CACHE_HOME/painel`, else `~/.cache/painel`): not in DATA_DIR, which a restore finds
 * empty, and not in /tmp, where another user could plant one. Named by what shapes it (PGlite's version, the
 * layout number, the descriptors), so a cluster of another layout is never used; the migration still runs after
 * the copy (a no-op when the name matched), so a change the name does not catch is still applied.
 */
export function clusterTemplate(registry: Registry, cacheRoot = userCache()): string {
  return join(cacheRoot, clusterShape(registry));
}

/**
 * What shapes an embedded cluster's files: PGlite's version, the layout number and the descriptors. Two clusters
 * of one shape are interchangeable: a template of it, or an archive's cluster files (clusterImage.ts).
 */
export function clusterShape(registry: Registry): string {
  const descriptors = createHash('sha256')
    .update(JSON.stringify({ resources: registry.all.map((r) => r.descriptor), identity: registry.identity }))
    .digest('hex')
    .slice(0, 16);
  return `pglite-${pgliteVersion()}-layout${LAYOUT_VERSION}-${descriptors}`;
}

/** Whether `dir` (a cluster's folder) is yet to be made: absent or empty. */
export function unmade(dir: string): boolean {
  return !existsSync(dir) || readdirSync(dir).length === 0;
}

/**
 * Keeps `db` (just made by initdb in `dbDir`, still empty) as the template, migrated first: copied aside and
 * renamed into place when whole, so a reader never copies half a template; the first of two racing wins. A cache
 * that cannot be written only costs the next restore its initdb.
 */
export async function keepTemplate(db: Db, dbDir: string, registry: Registry, template: string): Promise<void> {
  await migrate(db, registry);
  const making = `${template}-${process.pid}-making`;
  try {
    await mkdir(dirname(template), { recursive: true, mode: 0o700 });
    await copyLiveDatabase(db, dbDir, making);
    await rename(making, template);
    await forgetOld(dirname(template));
  } catch {
    await rm(making, { recursive: true, force: true });
  }
}

/** Marks a template as used now, so a template in use is never pruned as old. */
export async function touchTemplate(template: string): Promise<void> {
  const now = new Date();
  await utimes(template, now, now).catch(() => undefined);
}

/** Templates unused for a month (a layout or PGlite left behind by an upgrade): 40 MB each. */
const UNUSED_MS = 30 * 24 * 3600 * 1000;

async function forgetOld(root: string): Promise<void> {
  for (const name of await readdir(root)) {
    const path = join(root, name);
    if (name.startsWith('pglite-') && Date.now() - (await stat(path)).mtimeMs > UNUSED_MS) await rm(path, { recursive: true, force: true });
  }
}

function userCache(): string {
  return join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'painel');
}

function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  // …/node_modules/@electric-sql/pglite/dist/index.js → its package.json.
  return (JSON.parse(readFileSync(join(dirname(entry), '..', 'package.json'), 'utf8')) as { version: string }).version;
}
