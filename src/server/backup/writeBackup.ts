import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { UploadStore } from '../uploads';
import { ArchiveWriter } from './archiveWriter';
import { beginClusterImage } from './clusterImage';
import { dumpTable } from './dumpTables';
import { WriteAhead } from './writeAhead';
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, MANIFEST_ENTRY, UPLOADS_PREFIX, type Manifest } from './manifest';
import { LAYOUT_VERSION, type Db } from '../db';
import { loadOrder, readTables } from './tables';

/**
 * Dump parts held in memory while the archive takes another writer's entry: about two seconds of PGlite's pace
 * (~70 MB/s at a million records), longer than a cluster file of 1 GB takes. Without it PGlite's thread waited
 * 0.4 s of a 6 s backup at that size for the archive's turn.
 */
const DUMP_AHEAD_BYTES = 128 * 1024 * 1024;

export interface BackupSource {
  /** The database to read, in one snapshot (a live PGlite is read from a copy: see copyLiveDatabase). */
  db: Db;
  uploads: UploadStore;
  kind: Manifest['source'];
  /** The instant the data stands for, when not the snapshot's own (a copy of a live PGlite: when it was copied). */
  takenAt?: string;
  /** An embedded database: its cluster's folder (nothing else writing to it) and clusterShape(), its files go in too. */
  cluster?: { dir: string; shape: string };
}

export interface BackupResult {
  path: string;
  bytes: number;
  takenAt: string;
  rows: number;
  files: number;
  ms: number;
}

/**
 * One archive of everything Painel needs to come back: every table in one snapshot (a REPEATABLE READ, READ
 * ONLY transaction: every record with its history entry, every reference with its record), every uploaded
 * file and an embedded database's own files, read at once and taking turns in the archive, then the manifest. Written aside and renamed when whole (ArchiveWriter).
 */
export async function writeBackup(source: BackupSource, path: string): Promise<BackupResult> {
  const started = performance.now();
  const archive = new ArchiveWriter(path);
  // An embedded database's own files are read while the dump runs (the one waits on the disk, the other on
  // PGlite's thread); the archive takes their entries in turns.
  let image: Awaited<ReturnType<typeof beginClusterImage>> | undefined;
  let uploads: Promise<number> | undefined;
  try {
    if (source.cluster) image = await beginClusterImage(source.db, source.cluster.dir, source.cluster.shape, archive);
    const { takenAt, tables } = await source.db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      const [{ at }] = await tx.query<{ at: Date | string }>('SELECT statement_timestamp() AS at');
      // The uploaded files too are read beside the dump, once its snapshot is taken: every file a record names
      // in it is still stored (the collector removes only files no record names any more).
      uploads = addUploads(source.uploads, archive);
      uploads.catch(() => undefined);
      const dumps = [];
      const ahead = new WriteAhead(DUMP_AHEAD_BYTES);
      // In key order, so a load with every check on finds each row's references already there.
      for (const table of loadOrder(await readTables(tx))) dumps.push(await dumpTable(tx, table, (entry, data) => ahead.add(data.length, () => archive.add(entry, data))));
      await ahead.drain();
      return { takenAt: source.takenAt ?? new Date(at).toISOString(), tables: dumps };
    });
    const files = await uploads!;
    const cluster = await image?.end();
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      layoutVersion: LAYOUT_VERSION,
      takenAt,
      source: source.kind,
      tables,
      ...(cluster && { cluster }),
      entries: archive.entries,
    };
    await archive.finish({ name: MANIFEST_ENTRY, data: Buffer.from(JSON.stringify(manifest, null, 1)) });
    const { size: bytes } = await stat(path);
    return { path, bytes, takenAt, rows: tables.reduce((n, t) => n + t.rows, 0), files, ms: performance.now() - started };
  } catch (e) {
    // The archive first: the files and uploads still being read then stop at their next entry.
    await archive.abort();
    await image?.abandon();
    await uploads?.catch(() => undefined);
    throw e;
  }
}

/** Every uploaded file into the archive; answers how many. */
async function addUploads(uploads: UploadStore, archive: ArchiveWriter): Promise<number> {
  let files = 0;
  for await (const name of uploads.names()) {
    const stored = await uploads.open(name);
    // Collected since the snapshot: only files no record named any more are collected.
    if (!stored) continue;
    if (stored.size === undefined) {
      const chunks: Buffer[] = [];
      for await (const c of stored.body) chunks.push(c as Buffer);
      await archive.add(UPLOADS_PREFIX + name, Buffer.concat(chunks));
    } else {
      await archive.addStream(UPLOADS_PREFIX + name, stored.size, stored.body as Readable);
    }
    files++;
  }
  return files;
}

/** `painel-2026-11-29T06-40-00-000Z.tar`: sorts by time, and names nothing a shell would mind. */
export const backupFileName = (at = new Date(), label = 'painel') => `${label}-${at.toISOString().replaceAll(':', '-').replace('.', '-')}.tar`;
