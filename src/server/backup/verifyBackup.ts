import { openPglite } from '../db';
import type { Registry } from '../model';
import { checkArchive } from './archiveReader';
import type { Manifest } from './manifest';
import { checkCounts, restoreArchive, type RestoreCount } from './restoreBackup';

/**
 * `npm run backup -- --verify FILE`: every checksum, then the whole archive restored into a throwaway database
 * (in memory) with every foreign key on, and each table's rows counted against the manifest.
 */
export async function verifyBackup(file: string, registry: Registry): Promise<{ manifest: Manifest; counts: RestoreCount[] }> {
  const manifest = await checkArchive(file);
  const db = await openPglite();
  try {
    const counts = await restoreArchive(file, manifest, { db, registry }, { checks: true });
    checkCounts(counts);
    return { manifest, counts };
  } finally {
    await db.close();
  }
}
