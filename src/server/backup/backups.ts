import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Backup } from '../../engine/contract';
import { BACKUPS_TABLE, type Db } from '../db';
import { exclusive, type ScheduledJob } from '../schedule';
import type { S3Settings } from '../uploads';
import { pruneBucket, s3Url, sendToBucket, type BackupBucketSettings } from './bucket';
import { copyLiveDatabase } from './liveCopy';
import { pruneBackups, removeLeftovers } from './retention';
import { runBackupProcess } from './backupProcess';
import { backupFileName } from './writeBackup';

/** BACKUP_*: where archives go, the schedule's period in hours (0: none) and how many it keeps. */
export interface BackupSettings {
  /** Where each archive is written (and, with a bucket, kept only until it is sent). */
  dir: string;
  everyHours: number;
  keep: number;
  /** BACKUP_S3_*: the archives end up in this bucket, under its prefix. */
  bucket?: BackupBucketSettings;
}

/** Where the backups are kept, as the page says it: the folder, or the bucket's s3:// address and prefix. */
export const backupsPlace = (settings: BackupSettings) => (settings.bucket ? s3Url(settings.bucket.bucket, settings.bucket.prefix) : settings.dir);

/** One backup the server made or tried, as the "Cópias de segurança" page shows it (the call's shape: calls/shapes.ts). */
export type BackupRecord = Backup;

/** Advisory lock key: one backup at a time across every instance on a database. */
export const BACKUP_LOCK_KEY = 7_315_042_027;

export type Row = {
  id: string;
  started_at: Date;
  finished_at: Date | null;
  taken_at: Date | null;
  reason: BackupRecord['reason'];
  by_name: string;
  location: string;
  bytes: string | null;
  row_count: string | null;
  file_count: number | null;
  verified: boolean;
  error: string | null;
};

export const record = (r: Row): BackupRecord => ({
  id: String(r.id),
  startedAt: new Date(r.started_at).toISOString(),
  ...(r.finished_at ? { finishedAt: new Date(r.finished_at).toISOString() } : {}),
  ...(r.taken_at ? { takenAt: new Date(r.taken_at).toISOString() } : {}),
  reason: r.reason,
  by: r.by_name,
  location: r.location,
  ...(r.bytes === null ? {} : { bytes: Number(r.bytes) }),
  ...(r.row_count === null ? {} : { rows: Number(r.row_count) }),
  ...(r.file_count === null ? {} : { files: r.file_count }),
  verified: r.verified,
  ...(r.error ? { error: r.error } : {}),
});

export class BackupBusyError extends Error {}

/**
 * The running server's backups: made on a schedule (every `everyHours`, by whichever instance takes the lock
 * first, once per period) or asked for from the back-office; each one verified by restoring it into a throwaway
 * database, then the oldest beyond `keep` removed. Requests keep being answered meanwhile: PostgreSQL is read in a
 * snapshot of its own, PGlite from a copy of its files (copyLiveDatabase).
 */
export class Backups {
  private running?: Promise<unknown>;
  private readonly closing = new AbortController();

  constructor(
    private readonly deps: { db: Db; dataDir: string; settings: BackupSettings; log: FastifyBaseLogger; s3?: S3Settings; databaseUrl?: string },
  ) {}

  get settings(): BackupSettings {
    return this.deps.settings;
  }

  async list(limit = 20): Promise<BackupRecord[]> {
    const rows = await this.deps.db.query<Row>(`SELECT * FROM ${BACKUPS_TABLE} ORDER BY id DESC LIMIT $1`, [limit]);
    return rows.map(record);
  }

  /** The newest backup that finished and was verified, if any (a restore is none). */
  async lastGood(): Promise<BackupRecord | undefined> {
    const [row] = await this.deps.db.query<Row>(
      `SELECT * FROM ${BACKUPS_TABLE} WHERE finished_at IS NOT NULL AND error IS NULL AND verified AND reason <> 'restauração' ORDER BY id DESC LIMIT 1`,
    );
    return row && record(row);
  }

  /**
   * A backup now (the back-office's "Fazer cópia agora"): answers once it started (its record, without an end),
   * and goes on meanwhile; `done` is its end. Refused while another runs anywhere.
   */
  async start(by: string): Promise<{ started: BackupRecord; done: Promise<BackupRecord> }> {
    let told!: (r: BackupRecord) => void;
    const started = new Promise<BackupRecord>((resolve) => (told = resolve));
    const done = this.exclusive(() => this.make('manual', by, told));
    const first = await Promise.race([started, done]);
    if (!first) throw new BackupBusyError('Uma cópia de segurança já está sendo feita. Aguarde ela terminar.');
    return { started: first, done: done.then((r) => r!) };
  }

  /**
   * The schedule's job (see Scheduler): a backup when the last good one is a period old (a manual one counts),
   * by one instance only, holding the same turn as "Fazer cópia agora".
   */
  job(): ScheduledJob {
    const periodMs = this.deps.settings.everyHours * 3_600_000;
    return {
      name: 'copias-de-seguranca',
      periodMs,
      due: async () => {
        const last = await this.lastGood();
        // A little early counts as on time: the check runs every few minutes, not at the exact hour.
        return !last || Date.now() - Date.parse(last.startedAt) >= periodMs * 0.98;
      },
      exclusive: (work) => this.exclusive(work),
      run: () => this.make('agendada', 'Sistema'),
    };
  }

  /** The server closes: a backup under way stops (its process is killed, its record says so). */
  async close(): Promise<void> {
    this.closing.abort();
    await this.running?.catch(() => {});
  }

  /** The only backup at a time: in this process, and across instances by a PostgreSQL advisory lock. */
  private async exclusive<T>(work: (db: Db) => Promise<T>): Promise<T | undefined> {
    if (this.running || this.closing.signal.aborted) return undefined;
    const run = exclusive(this.deps.db, BACKUP_LOCK_KEY, async (db) => {
      // Holding the turn, nothing else runs anywhere: a record without an end is one whose server stopped mid-way.
      await this.deps.db.query(`UPDATE ${BACKUPS_TABLE} SET finished_at = clock_timestamp(), error = $1 WHERE finished_at IS NULL`, ['interrompida: o servidor parou durante a cópia']);
      return work(db);
    });
    this.running = run;
    try {
      return await run;
    } finally {
      this.running = undefined;
    }
  }

  private async make(reason: BackupRecord['reason'], by: string, started?: (r: BackupRecord) => void): Promise<BackupRecord> {
    const { db, dataDir, settings, log } = this.deps;
    const path = join(settings.dir, backupFileName());
    const [first] = await db.query<Row>(`INSERT INTO ${BACKUPS_TABLE} (reason, by_name, location) VALUES ($1, $2, $3) RETURNING *`, [reason, by, path]);
    const id = first.id;
    started?.(record(first));
    const work = join(settings.dir, `.trabalho-${process.pid}`);
    try {
      await mkdir(settings.dir, { recursive: true, mode: 0o700 });
      await removeLeftovers(settings.dir);
      const job = { dataDir, s3: this.deps.s3, path, verifyDir: `${work}-verificacao` };
      let result;
      if (db.kind === 'pglite') {
        const copy = await copyLiveDatabase(db, join(dataDir, 'db'), `${work}-copia`);
        try {
          result = await runBackupProcess({ ...job, pgliteDir: copy.dir, takenAt: copy.takenAt }, this.closing.signal);
        } finally {
          await copy.remove();
        }
      } else {
        if (!this.deps.databaseUrl) throw new Error('falta o endereço do PostgreSQL (DATABASE_URL) para a cópia');
        result = await runBackupProcess({ ...job, databaseUrl: this.deps.databaseUrl }, this.closing.signal);
      }
      await db.query(`UPDATE ${BACKUPS_TABLE} SET taken_at = $2, bytes = $3, row_count = $4, file_count = $5, verified = true WHERE id = $1`, [
        id,
        result.takenAt,
        result.bytes,
        result.rows,
        result.files,
      ]);
      // Whole and verified on this disk; then, with a bucket, sent there (a failed send keeps it here, and says so).
      const location = settings.bucket ? await sendToBucket(settings.bucket, path) : path;
      // Retention before the end, so a backup seen finished has left only `keep`. The backup is made whatever
      // retention meets: a bucket that refuses a delete is logged, not this backup's error.
      const pruned = settings.bucket ? pruneBucket(settings.bucket, settings.keep).catch((e: unknown) => (log.error({ err: e }, 'falha ao remover cópias antigas do bucket (BACKUP_KEEP)'), [])) : [];
      const gone = [...(await pruneBackups(settings.dir, settings.keep)), ...(await pruned)];
      for (const backup of gone) log.info({ backup }, 'cópia de segurança antiga removida (BACKUP_KEEP)');
      await db.query(`UPDATE ${BACKUPS_TABLE} SET location = $2, finished_at = clock_timestamp() WHERE id = $1`, [id, location]);
      log.info({ backup: location, ms: Math.round(result.ms) }, 'cópia de segurança feita e verificada');
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      log.error({ err: e, backup: path }, 'a cópia de segurança falhou');
      await db.query(`UPDATE ${BACKUPS_TABLE} SET finished_at = clock_timestamp(), error = $2 WHERE id = $1`, [id, message.slice(0, 2000)]);
    }
    const [row] = await db.query<Row>(`SELECT * FROM ${BACKUPS_TABLE} WHERE id = $1`, [id]);
    return record(row);
  }
}

/** A restore, kept beside the backups (and so in the activity): which archive came back, of when, by what. */
export async function recordRestore(db: Db, restore: { file: string; takenAt: string; bytes: number; rows: number; files: number }): Promise<void> {
  await db.query(
    `INSERT INTO ${BACKUPS_TABLE} (reason, by_name, location, taken_at, bytes, row_count, file_count, verified, finished_at) VALUES ('restauração', 'npm run restore', $1, $2, $3, $4, $5, true, clock_timestamp())`,
    [restore.file, restore.takenAt, restore.bytes, restore.rows, restore.files],
  );
}
