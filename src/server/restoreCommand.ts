// `npm run restore -- FILE [--replace]`: an archive of `npm run backup` (a file, or s3://bucket/key: downloaded
// first) into an empty DATA_DIR, or into an empty PostgreSQL database (DATABASE_URL); the uploads into
// DATA_DIR/uploads or the S3_* bucket. Every checksum is
// checked before anything is written. A target holding data is refused unless --replace, and then what it held
// is saved first as a backup of its own.
import { mkdirSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { readApiProfiles, readSchemasDir } from '../engine/descriptor';
import {
  BackupError,
  backupFileName,
  checkArchive,
  checkCounts,
  clusterShape,
  clusterTemplate,
  commandArchive,
  countTables,
  holdsData,
  keepTemplate,
  LOAD_SETTINGS,
  openForCommand,
  recordRestore,
  removeUploads,
  restoreArchive,
  restoreUploads,
  unmade,
  wipe,
  writeBackup,
  writeClusterImage,
  type ClusterImage,
  type Manifest,
  type RestoreCount,
} from './backup';
import { readConfigOrFail, say } from './cli';
import { migrate, type Db } from './db';
import { Registry } from './model';
import { openUploadStore, type UploadStore } from './uploads';

const args = process.argv.slice(2);
const config = readConfigOrFail();

async function main() {
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new BackupError('Diga qual cópia restaurar: npm run restore -- data/backups/painel-….tar');
  const replace = args.includes('--replace');
  const started = performance.now();
  const archive = await commandArchive(file, { bucket: config.backup.bucket, s3: config.s3 });
  try {
    await restore(archive, replace, started);
  } finally {
    await archive.remove();
  }
}

async function restore(archive: { file: string; name: string }, replace: boolean, started: number) {
  const manifest = await checkArchive(archive.file);
  say(`Cópia conferida (todas as somas SHA-256): dados de ${new Date(manifest.takenAt).toLocaleString('pt-BR')}.`);
  const registry = new Registry(readSchemasDir(), readApiProfiles());
  // Into an empty folder, an embedded archive of this very shape brings its cluster's own files: written as they
  // are (nothing loaded, no index built). Else an embedded target starts from the saved empty cluster of this
  // layout (no initdb, no migration to do), and is opened for the load (LOAD_SETTINGS), for this run only.
  const image = await fittingImage(manifest, registry);
  const template = config.databaseUrl ? undefined : clusterTemplate(registry);
  const dbDir = join(config.dataDir, 'db');
  // Once the files are in `db`, a failure (PGlite cannot open them, a count that differs) empties it again: the
  // folder was empty, and a retry must find it so, not refused as holding data.
  let imageIn = false;
  const target = await openForCommand(config, {
    create: true,
    template,
    image:
      image &&
      (async (dir) => {
        await writeClusterImage(archive.file, image, dir);
        imageIn = true;
      }),
    settings: template && !image ? LOAD_SETTINGS : undefined,
  }).catch(async (e: unknown) => {
    if (imageIn) await emptied(dbDir);
    throw e;
  });
  const where = config.databaseUrl ? 'o banco de DATABASE_URL' : config.dataDir;
  try {
    if (target.made === 'image') {
      await restoredFromImage(archive, manifest, registry, target, where, started);
      imageIn = false;
      return;
    }
    const held = await holdsData(target.db, target.uploads);
    if (held && !replace) {
      throw new BackupError(`${where.charAt(0).toUpperCase()}${where.slice(1)} já tem dados (${held}). Nada foi alterado. Para substituí-los, repita com --replace: o que existe hoje é guardado antes numa cópia de segurança.`);
    }
    if (held) {
      mkdirSync(config.backup.dir, { recursive: true, mode: 0o700 });
      // The dump only: this database is open for the load (wal_level=minimal, no base backup), and its layout may
      // be an older Painel's.
      const saved = await writeBackup({ db: target.db, uploads: target.uploads, kind: { database: target.db.kind, uploads: config.s3 ? 's3' : 'folder' } }, join(config.backup.dir, backupFileName(new Date(), 'painel-substituido')));
      say(`O que havia em ${where} foi guardado em ${saved.path}.`);
      await wipe(target.db, target.uploads);
    } else if (template && target.dbDir && target.made === 'initdb') {
      // Made by initdb just now: kept, migrated, for the next restore or verification.
      await keepTemplate(target.db, target.dbDir, registry, template);
    }
    const counts = await restoreArchive(archive.file, manifest, { db: target.db, uploads: target.uploads, registry });
    await finish(archive, manifest, target.db, counts, where, started);
  } finally {
    await target.close();
    if (imageIn) await emptied(dbDir);
  }
}

/** A folder emptied (what a failed restore from the cluster's files leaves: as it found it). */
async function emptied(dir: string) {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true, mode: 0o700 });
}

/** The archive's cluster files, when they fit the target: an embedded, empty one of the same shape (clusterShape). */
async function fittingImage(manifest: Manifest, registry: Registry): Promise<ClusterImage | undefined> {
  if (config.databaseUrl || manifest.cluster?.shape !== clusterShape(registry) || !unmade(join(config.dataDir, 'db'))) return undefined;
  // A target whose uploads hold files takes the road that refuses it, or saves them first (--replace).
  if (!config.s3) return unmade(join(config.dataDir, 'uploads')) ? manifest.cluster : undefined;
  const uploads = await openUploadStore({ s3: config.s3 }, config.dataDir);
  try {
    for await (const _ of uploads.names()) return undefined;
    return manifest.cluster;
  } finally {
    await uploads.close();
  }
}

/** The database came back as its files (written by openForCommand): then the uploads, then counted. */
async function restoredFromImage(archive: { file: string; name: string }, manifest: Manifest, registry: Registry, target: { db: Db; uploads: UploadStore }, where: string, started: number) {
  say('Banco restaurado a partir dos arquivos do próprio banco (mesma versão do PGlite e do Painel).');
  // A no-op when the shape told the truth; a cluster a stopped server's `npm run backup` took before an upgrade's
  // first start is brought up to today's layout, as that start would.
  try {
    await migrate(target.db, registry);
    await restoreUploads(archive.file, target.uploads);
    await finish(archive, manifest, target.db, await countTables(target.db, manifest), where, started);
  } catch (e) {
    // The store held no file before (fittingImage): what was restored into it goes with the database.
    await removeUploads(target.uploads).catch(() => undefined);
    throw e;
  }
}

async function finish(archive: { file: string; name: string }, manifest: Manifest, db: Db, counts: RestoreCount[], where: string, started: number) {
  for (const c of counts) say(`  ${c.table}: ${c.restored.toLocaleString('pt-BR')} de ${c.expected.toLocaleString('pt-BR')}${c.restored === c.expected ? '' : '  ← diferente'}`);
  checkCounts(counts);
  const files = Object.keys(manifest.entries).filter((n) => n.startsWith('uploads/')).length;
  await recordRestore(db, { file: archive.name, takenAt: manifest.takenAt, bytes: statSync(archive.file).size, rows: counts.reduce((n, c) => n + c.restored, 0), files });
  say(`Restaurado em ${((performance.now() - started) / 1000).toFixed(1)} s em ${where}: ${counts.length} tabelas e ${files} arquivos, como no manifesto.`);
}

main().catch((e) => {
  console.error(`\n✖ ${e instanceof BackupError ? e.message : `A restauração falhou: ${e instanceof Error ? e.message : String(e)}`}`);
  process.exit(1);
});
