// `npm run backup`: one archive of the database and the uploads into BACKUP_DIR (DATA_DIR/backups), beside a
// stopped server (a running one makes its own: the schedule, or "Fazer cópia agora"); with BACKUP_S3_BUCKET it is
// then checked, sent to the bucket and removed here. `-- --verify FILE` (or s3://…) restores an archive into a
// throwaway database and compares it with its manifest. `-- --out FILE` names it, and keeps it here only.
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { readApiProfiles, readSchemasDir } from '../engine/descriptor';
import { BackupError, backupFileName, checkArchive, clusterShape, commandArchive, openForCommand, pruneBackups, pruneBucket, removeLeftovers, sendToBucket, verifyBackup, writeBackup } from './backup';
import { readConfigOrFail, say } from './cli';
import { Registry } from './model';

const args = process.argv.slice(2);
const config = readConfigOrFail();
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;

async function main() {
  const verify = args.indexOf('--verify');
  if (verify >= 0) {
    const file = args[verify + 1];
    if (!file) throw new BackupError('Diga qual arquivo verificar: npm run backup -- --verify data/backups/painel-….tar');
    const archive = await commandArchive(file, { bucket: config.backup.bucket, s3: config.s3 });
    try {
      const { manifest, counts, imageCounts } = await verifyBackup(archive.file, new Registry(readSchemasDir(), readApiProfiles()));
      say(`Cópia verificada: ${archive.name}, de ${new Date(manifest.takenAt).toLocaleString('pt-BR')}.`);
      say(`Todas as somas conferem; restaurada num banco temporário: ${counts.map((c) => `${c.table} ${c.restored}`).join(', ')}.`);
      if (imageCounts) say(`Os arquivos do banco abrem e conferem com o manifesto: ${imageCounts.map((c) => `${c.table} ${c.restored}`).join(', ')}.`);
    } finally {
      await archive.remove();
    }
    return;
  }
  const out = args.indexOf('--out');
  let path: string;
  try {
    mkdirSync(config.backup.dir, { recursive: true, mode: 0o700 });
    path = out >= 0 && args[out + 1] ? resolve(args[out + 1]) : join(config.backup.dir, backupFileName());
  } catch (e) {
    throw new BackupError(`Sem permissão para escrever em ${config.backup.dir} (${(e as NodeJS.ErrnoException).code}).`);
  }
  const target = await openForCommand(config, { create: false });
  await removeLeftovers(config.backup.dir);
  try {
    const cluster = target.dbDir ? { dir: target.dbDir, shape: clusterShape(new Registry(readSchemasDir(), readApiProfiles())) } : undefined;
    const result = await writeBackup({ db: target.db, uploads: target.uploads, kind: { database: target.db.kind, uploads: config.s3 ? 's3' : 'folder' }, cluster }, path).catch((e: NodeJS.ErrnoException) => {
      if (e.code === 'EACCES' || e.code === 'EPERM') throw new BackupError(`Sem permissão para escrever ${path}.`);
      throw e;
    });
    say(`Cópia de segurança feita em ${(result.ms / 1000).toFixed(1)} s: ${result.path} (${mb(result.bytes)}; ${result.rows.toLocaleString('pt-BR')} linhas, ${result.files} arquivos).`);
    const bucket = out < 0 ? config.backup.bucket : undefined;
    let location = result.path;
    if (bucket) {
      // Every sum read back before it leaves this disk (the whole restore into a throwaway database: --verify).
      await checkArchive(result.path);
      location = await sendToBucket(bucket, result.path);
      say(`Enviada para ${location}; a cópia local foi removida.`);
    }
    say(`Ela mostra os dados de ${new Date(result.takenAt).toLocaleString('pt-BR')}. Para restaurar: npm run restore -- ${location}`);
    if (out >= 0) return;
    const gone = [...(await pruneBackups(config.backup.dir, config.backup.keep)), ...(bucket ? await pruneBucket(bucket, config.backup.keep) : [])];
    for (const p of gone) say(`Removida a cópia antiga ${p} (BACKUP_KEEP=${config.backup.keep}).`);
  } finally {
    await target.close();
  }
}

main().catch((e) => {
  console.error(`\n✖ ${e instanceof BackupError ? e.message : `A cópia de segurança falhou: ${e instanceof Error ? e.message : String(e)}`}\n  Nada foi alterado.`);
  process.exit(1);
});
