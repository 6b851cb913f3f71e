import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { PgSettings } from '../db';
import type { S3Settings } from '../uploads';
import type { BackupResult } from './writeBackup';

/** What backupChild.ts is asked to do. */
export interface BackupJob {
  /** A copy of the embedded database's files (copyLiveDatabase), or the PostgreSQL to read in a snapshot. */
  pgliteDir?: string;
  databaseUrl?: string;
  pg?: Partial<PgSettings>;
  dataDir: string;
  s3?: S3Settings;
  path: string;
  takenAt?: string;
  verifyDir: string;
}

/** The lowest priority there is: the backup gets the CPU the requests leave. */
const NICEST = 19;

/**
 * Runs a backup job in its own process (backupChild.ts, or its compiled twin beside the server), niced; resolves
 * with its result once the archive is written and verified.
 */
export function runBackupProcess(job: BackupJob, signal?: AbortSignal): Promise<BackupResult> {
  const meta = import.meta;
  const fromSources = meta.url.endsWith('.ts');
  const entry = fileURLToPath(new URL(fromSources ? './backupChild.ts' : './backupChild.js', meta.url));
  const child = spawn(process.execPath, [...(fromSources ? ['--import', 'tsx'] : []), entry], {
    env: { ...process.env, PAINEL_BACKUP_JOB: JSON.stringify(job) },
    stdio: ['ignore', 'pipe', 'pipe'],
    // The server closing stops it: a backup is not left running without the process that records its end.
    signal,
    killSignal: 'SIGKILL',
  });
  try {
    setPriority(child.pid!, NICEST);
  } catch {
    // Not allowed here (some containers): it runs at the server's priority.
  }
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => {
    child.on('error', (e) => reject(e.name === 'AbortError' ? new Error('interrompida: o servidor foi encerrado durante a cópia') : e));
    child.on('close', (code, signal) => {
      if (code === 0) return resolve(JSON.parse(out.trim().split('\n').at(-1)!) as BackupResult);
      reject(new Error(err.trim().split('\n').at(-1) || `o processo da cópia terminou (${signal ?? code})`));
    });
  });
}
