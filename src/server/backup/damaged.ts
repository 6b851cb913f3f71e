import { statSync } from 'node:fs';
import { join } from 'node:path';
import { listBackups } from './retention';

/** An embedded database that must not be served: said with the newest backup and the way back. */
export class DamagedDatabaseError extends Error {}

export async function damagedDatabase(dataDir: string, backupDir: string, cause: unknown): Promise<DamagedDatabaseError> {
  const db = join(dataDir, 'db');
  const detail = cause instanceof Error ? cause.message : String(cause);
  const newest = (await listBackups(backupDir).catch(() => [])).at(-1);
  const way = newest
    ? `A cópia de segurança mais recente é ${newest} (de ${statSync(newest).mtime.toLocaleString('pt-BR')}). Para voltar a ela: mova a pasta danificada (mv ${db} ${db}-danificado) e rode npm run restore -- ${newest}`
    : `Não há cópias de segurança em ${backupDir}. Mova a pasta danificada (mv ${db} ${db}-danificado) e restaure uma cópia com npm run restore -- ARQUIVO`;
  return new DamagedDatabaseError(`O banco em ${db} está danificado e não será usado (${detail}). Nada foi escrito. ${way}.`, { cause });
}
