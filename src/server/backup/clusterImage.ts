import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { isAbsolute, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import type { Db } from '../db';
import { readEntries } from './archiveReader';
import type { ArchiveWriter } from './archiveWriter';
import { BackupError, CLUSTER_PREFIX, type ClusterImage } from './manifest';

/** A WAL segment's file name: timeline, log and segment numbers, 8 hex digits each. */
const SEGMENT = /^[0-9A-F]{24}$/;

/**
 * The embedded cluster's own files, added to an archive beside its dump: read after a CHECKPOINT, in a transaction
 * so no statement runs meanwhile (what copyLiveDatabase relies on too), so they open as the database at that
 * instant. Of the WAL only the segments from the checkpoint's redo point to the one being written go in: the
 * others are recycled segments (465 of 706 MB at 200,000 records) that no recovery reads.
 */
export async function addClusterImage(db: Db, dir: string, shape: string, archive: ArchiveWriter): Promise<ClusterImage> {
  return db.transaction(async (tx) => {
    await tx.query('CHECKPOINT');
    const [wal] = await tx.query<{ first: string; last: string }>(
      'SELECT pg_walfile_name(redo_lsn) AS first, pg_walfile_name(pg_current_wal_insert_lsn()) AS last FROM pg_control_checkpoint()',
    );
    const dirs: string[] = [];
    const walk = async (at: string): Promise<void> => {
      const entries = (await readdir(at, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
      for (const entry of entries) {
        const path = join(at, entry.name);
        const name = relative(dir, path).split(sep).join('/');
        if (entry.isDirectory()) {
          dirs.push(name);
          await walk(path);
        } else if (entry.isFile() && !(name.startsWith('pg_wal/') && SEGMENT.test(entry.name) && (entry.name < wal.first || entry.name > wal.last))) {
          await archive.addStream(CLUSTER_PREFIX + name, (await stat(path)).size, createReadStream(path));
        }
      }
    };
    await walk(dir);
    return { shape, dirs };
  });
}

/**
 * Writes an archive's cluster files (already checked against the manifest) into `dir`, which must not exist yet:
 * written beside it, flushed to disk, then renamed, so a restore stopped half-way leaves no cluster that looks whole.
 */
export async function writeClusterImage(file: string, image: ClusterImage, dir: string): Promise<void> {
  const staging = `${dir}.restaurando`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { mode: 0o700 });
  for (const name of image.dirs) await mkdir(inside(staging, name, file), { recursive: true, mode: 0o700 });
  await readEntries(file, async (name, body) => {
    if (!name.startsWith(CLUSTER_PREFIX)) {
      for await (const _ of body);
      return;
    }
    await pipeline(body as AsyncIterable<Buffer>, createWriteStream(inside(staging, name.slice(CLUSTER_PREFIX.length), file), { flags: 'wx', mode: 0o600 }));
  });
  // One flush of the file system rather than one per file (a thousand of them, each its own journal commit).
  await promisify(execFile)('sync', ['-f', staging]).catch(() => undefined);
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
}

/** `root/name`, refused when the name would lead out of `root` (an archive made by hand). */
function inside(root: string, name: string, file: string): string {
  const path = join(root, name);
  if (isAbsolute(name) || !path.startsWith(root + sep)) throw new BackupError(`A cópia ${file} foi alterada: ${name} aponta para fora da pasta do banco.`);
  return path;
}
