import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirBusyError, openDatabase, type Db, type PgSettings, type StartSettings } from '../db';
import { openUploadStore, type S3Settings, type UploadStore } from '../uploads';
import { touchTemplate, unmade } from './clusterTemplate';
import { BackupError } from './manifest';

/** What a command opens, from the server's configuration. */
interface CommandTarget {
  dataDir: string;
  databaseUrl?: string;
  pg?: PgSettings;
  s3?: S3Settings;
  uploadsPublicUrl?: string;
}

/**
 * The database and uploads a command works on, as the server would open them, for a command run beside a
 * stopped server: PGlite is one process's database, so a running server's folder is refused by name.
 * `template`: an empty cluster (clusterTemplate) to start a new embedded database from, when it exists;
 * `image`: what writes an archive's cluster files into an empty `db` folder instead (clusterImage.ts);
 * `made` says how a new embedded database came to be (from those files, the template, or initdb), if it is new.
 */
export async function openForCommand(
  config: CommandTarget,
  { create, template, image, settings }: { create: boolean; template?: string; image?: (dir: string) => Promise<void>; settings?: StartSettings },
): Promise<{ db: Db; uploads: UploadStore; close: () => Promise<void>; dbDir?: string; made?: 'image' | 'template' | 'initdb' }> {
  const dbDir = config.databaseUrl ? undefined : join(config.dataDir, 'db');
  const made = dbDir && create && unmade(dbDir) ? (image ? 'image' : template && existsSync(template) ? 'template' : 'initdb') : undefined;
  if (dbDir) {
    if (!create && unmade(dbDir)) throw new BackupError(`Não há banco em ${dbDir}: nada a copiar (DATA_DIR=${config.dataDir}).`);
    try {
      mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    } catch (e) {
      throw new BackupError(`Não é possível escrever na pasta ${config.dataDir} (${(e as NodeJS.ErrnoException).code}). Escolha outra com DATA_DIR, ou dê permissão a este usuário.`);
    }
  }
  let db: Db;
  try {
    db = await openDatabase({ ...config, template: made === 'image' ? image : made === 'template' ? template : undefined, settings });
  } catch (e) {
    if (e instanceof DataDirBusyError) {
      throw new BackupError(
        `O Painel está em execução com os dados de ${config.dataDir}. Com o servidor no ar, a cópia é feita por ele: na página "Cópias de segurança" (Fazer cópia agora) ou pelo agendamento (BACKUP_EVERY_HOURS). Para usar este comando, pare o servidor antes.`,
      );
    }
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'EACCES' || code === 'EPERM' || code === 'ENOTDIR') throw new BackupError(`Não é possível escrever na pasta ${config.dataDir} (${code}). Escolha outra com DATA_DIR, ou dê permissão a este usuário.`);
    throw e;
  }
  const uploads = await openUploadStore({ s3: config.s3, publicUrl: config.uploadsPublicUrl }, config.dataDir);
  if (made === 'template') await touchTemplate(template!);
  return {
    db,
    uploads,
    dbDir,
    made,
    close: async () => {
      await uploads.close();
      await db.close();
    },
  };
}
