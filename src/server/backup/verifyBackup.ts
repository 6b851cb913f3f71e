import { existsSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { openPglite } from '../db';
import type { Registry } from '../model';
import { checkArchive } from './archiveReader';
import { clusterTemplate, keepTemplate, touchTemplate } from './clusterTemplate';
import type { Manifest } from './manifest';
import { checkCounts, restoreArchive, type RestoreCount } from './restoreBackup';

/**
 * `npm run backup -- --verify FILE`: every checksum, then the whole archive restored into a throwaway database
 * (in memory) with every foreign key on, and each table's rows counted against the manifest.
 */
export async function verifyBackup(file: string, registry: Registry, { workDir, thread = true }: { workDir?: string; thread?: boolean } = {}): Promise<{ manifest: Manifest; counts: RestoreCount[] }> {
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
    return { manifest, counts };
  } finally {
    await db.close();
    if (workDir) await rm(workDir, { recursive: true, force: true });
  }
}
