import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DataDirBusyError, openDatabase, type Db, type PgSettings } from '../db';
import { openUploadStore, type S3Settings, type UploadStore } from '../uploads';
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
 */
export async function openForCommand(config: CommandTarget, { create }: { create: boolean }): Promise<{ db: Db; uploads: UploadStore; close: () => Promise<void> }> {
  if (!config.databaseUrl) {
    const dbDir = join(config.dataDir, 'db');
    if (!create && !(existsSync(dbDir) && readdirSync(dbDir).length)) throw new BackupError(`Não há banco em ${dbDir}: nada a copiar (DATA_DIR=${config.dataDir}).`);
    try {
      mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
    } catch (e) {
      throw new BackupError(`Não é possível escrever na pasta ${config.dataDir} (${(e as NodeJS.ErrnoException).code}). Escolha outra com DATA_DIR, ou dê permissão a este usuário.`);
    }
  }
  let db: Db;
  try {
    db = await openDatabase(config);
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
  return {
    db,
    uploads,
    close: async () => {
      await uploads.close();
      await db.close();
    },
  };
}
