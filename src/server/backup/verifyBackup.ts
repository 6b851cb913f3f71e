import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite } from '../db';
import type { Registry } from '../model';
import { checkArchive } from './archiveReader';
import { writeClusterImage } from './clusterImage';
import { clusterShape, clusterTemplate, keepTemplate, touchTemplate } from './clusterTemplate';
import type { Manifest } from './manifest';
import { checkCounts, countTables, restoreArchive, type RestoreCount } from './restoreBackup';

/**
 * `npm run backup -- --verify FILE`: every checksum, then the whole archive restored into a throwaway database
 * (in memory) with every foreign key on, and each table's rows counted against the manifest; then an embedded
 * archive's cluster files opened and counted too.
 */
export async function verifyBackup(
  file: string,
  registry: Registry,
  { workDir, thread = true }: { workDir?: string; thread?: boolean } = {},
): Promise<{ manifest: Manifest; counts: RestoreCount[]; imageCounts?: RestoreCount[] }> {
  const manifest = await checkArchive(file);
  // A running server verifies on a thread of its own (its folder), so the restore's work is not on its requests' thread.
  // On disk, the throwaway database starts from the saved empty cluster of this layout (clusterTemplate).
  const template = workDir ? clusterTemplate(registry) : undefined;
  const fromTemplate = Boolean(template && existsSync(template));
  if (workDir) await rm(workDir, { recursive: true, force: true });
  if (fromTemplate) {
    await cp(template!, workDir!, { recursive: true });
    await touchTemplate(template!);
  }
  const db = await openPglite(workDir, { thread: thread && Boolean(workDir) });
  try {
    if (template && !fromTemplate) await keepTemplate(db, workDir!, registry, template);
    const counts = await restoreArchive(file, manifest, { db, registry }, { checks: true });
    checkCounts(counts);
    return { manifest, counts, imageCounts: await verifyImage(file, manifest, registry, workDir) };
  } finally {
    await db.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * An embedded archive's cluster files, as a restore into an empty folder would write them: opened by PGlite and
 * each table counted against the manifest. Only those of this Painel's shape (another PGlite may not open them;
 * a restore here would use the dump, verified above).
 */
async function verifyImage(file: string, manifest: Manifest, registry: Registry, workDir?: string): Promise<RestoreCount[] | undefined> {
  if (manifest.cluster?.shape !== clusterShape(registry)) return undefined;
  const root = workDir ? `${workDir}-arquivos` : await mkdtemp(join(tmpdir(), 'painel-verifica-'));
  const dir = join(root, 'db');
  try {
    await rm(root, { recursive: true, force: true });
    await mkdir(root, { recursive: true, mode: 0o700 });
    await writeClusterImage(file, manifest.cluster, dir);
    const db = await openPglite(dir, { thread: false });
    try {
      const counts = await countTables(db, manifest);
      checkCounts(counts, 'Os arquivos do banco na cópia não conferem');
      return counts;
    } finally {
      await db.close();
    }
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}
