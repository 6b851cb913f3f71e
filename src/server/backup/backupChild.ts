// A backup's dump and its verification, in a process of their own that the server starts at the lowest CPU
// priority (backupProcess.ts): on a busy machine the requests come first, and a backup only takes what is left.
// Its job comes in PAINEL_BACKUP_JOB; it prints its BackupResult as one JSON line and exits 0, or a message and 1.
import { readApiProfiles, readSchemasDir } from '../../engine/descriptor';
import { DEFAULT_PG_SETTINGS, openDatabase, openPglite, type Db } from '../db';
import { Registry } from '../model';
import { openUploadStore } from '../uploads';
import type { BackupJob } from './backupProcess';
import { clusterShape } from './clusterTemplate';
import { verifyBackup } from './verifyBackup';
import { writeBackup } from './writeBackup';

const job = JSON.parse(process.env.PAINEL_BACKUP_JOB ?? '{}') as BackupJob;

async function main() {
  let db: Db;
  if (job.pgliteDir) db = await openPglite(job.pgliteDir);
  else db = await openDatabase({ databaseUrl: job.databaseUrl, dataDir: job.dataDir, pg: { ...DEFAULT_PG_SETTINGS, poolMax: 2 } });
  const uploads = await openUploadStore({ s3: job.s3 }, job.dataDir);
  const registry = new Registry(readSchemasDir(), readApiProfiles());
  try {
    const cluster = job.pgliteDir ? { dir: job.pgliteDir, shape: clusterShape(registry) } : undefined;
    const result = await writeBackup({ db, uploads, kind: { database: job.pgliteDir ? 'pglite' : 'pg', uploads: job.s3 ? 's3' : 'folder' }, takenAt: job.takenAt, cluster }, job.path);
    await db.close();
    await verifyBackup(job.path, registry, { workDir: job.verifyDir, thread: false });
    process.stdout.write(`${JSON.stringify(result)}\n`);
  } finally {
    await uploads.close();
  }
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    process.stderr.write(`${e instanceof Error ? e.message : String(e)}\n`);
    process.exit(1);
  },
);
