import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
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

/** What PostgreSQL's own base backups leave out: a running server's passing state, remade at start. */
const PASSING = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map', 'pg_internal.init']);
const PASSING_DIRS = new Set(['pg_stat_tmp', 'pg_replslot', 'pg_dynshmem', 'pg_notify', 'pg_serial', 'pg_snapshots', 'pg_subtrans']);

/**
 * The embedded cluster's own files, added to an archive beside its dump — as PostgreSQL's base backup takes them
 * (`pg_backup_start` … `pg_backup_stop`): the files are read while the dump runs, so a page the dump's reads write
 * back (hint bits) may be read half old; the WAL from the backup's start to its stop, and its `backup_label`, make
 * the first opening replay every such page whole. Of the WAL only those segments go in: the others are recycled
 * segments (465 of 706 MB at 200,000 records) no recovery reads. Nothing else writes to this database (a stopped
 * server's folder, or the live copy), so the files hold the data the dump holds. `end()` once the dump is done.
 */
export async function beginClusterImage(db: Db, dir: string, shape: string, archive: ArchiveWriter): Promise<{ end: () => Promise<ClusterImage>; abandon: () => Promise<void> }> {
  const [{ lsn: startLsn }] = await db.query<{ lsn: string }>(`SELECT pg_backup_start('painel', true)::text AS lsn`);
  const dirs: string[] = [];
  const walk = async (at: string): Promise<void> => {
    const entries = (await readdir(at, { withFileTypes: true })).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      const path = join(at, entry.name);
      const name = relative(dir, path).split(sep).join('/');
      if (entry.isDirectory()) {
        dirs.push(name);
        if (!PASSING_DIRS.has(name) && !entry.name.startsWith('pgsql_tmp')) await walk(path);
      } else if (entry.isFile() && !PASSING.has(entry.name) && !(name.startsWith('pg_wal/') && SEGMENT.test(entry.name))) {
        await addFile(archive, name, path);
      }
    }
  };
  const copying = walk(dir);
  // Heard by end() or abandon(); never an unhandled rejection meanwhile.
  copying.catch(() => undefined);
  return {
    abandon: () => copying.then(
      () => undefined,
      () => undefined,
    ),
    end: async () => {
      await copying;
      const [stop] = await db.query<{ labelfile: string; first: string; last: string }>(
        `SELECT labelfile, pg_walfile_name($1::pg_lsn) AS first, pg_walfile_name(lsn) AS last FROM pg_backup_stop(false)`,
        [startLsn],
      );
      const segments = (await readdir(join(dir, 'pg_wal'))).filter((name) => SEGMENT.test(name) && name >= stop.first && name <= stop.last).sort();
      // Every segment from the start to the stop, or the files could not be opened: refused here, not at a restore.
      if (segments.length !== segmentNumber(stop.last) - segmentNumber(stop.first) + 1) {
        throw new BackupError(`Faltam segmentos do WAL entre ${stop.first} e ${stop.last} em ${join(dir, 'pg_wal')}: os arquivos do banco não seriam restauráveis.`);
      }
      for (const name of segments) await addFile(archive, `pg_wal/${name}`, join(dir, 'pg_wal', name));
      await archive.add(`${CLUSTER_PREFIX}backup_label`, Buffer.from(stop.labelfile));
      return { shape, dirs };
    },
  };
}

/** A segment's place in the WAL: its log and segment numbers (16 MB segments, 256 to a log number). */
const segmentNumber = (name: string) => parseInt(name.slice(8, 16), 16) * 0x100 + parseInt(name.slice(16, 24), 16);

/** One file as it is now: the size it has when asked (a page added since is in the WAL taken at the end). */
async function addFile(archive: ArchiveWriter, name: string, path: string): Promise<void> {
  const { size } = await stat(path);
  await archive.addFile(CLUSTER_PREFIX + name, path, size);
}

/**
 * Writes an archive's cluster files (already checked against the manifest) into `dir`, which must not exist yet:
 * written beside it, flushed to disk, then renamed, so a restore stopped half-way leaves no cluster that looks whole.
 */
export async function writeClusterImage(file: string, image: ClusterImage, dir: string): Promise<void> {
  const staging = `${dir}.restaurando`;
  try {
    if (!Array.isArray(image.dirs)) throw new BackupError(`A cópia ${file} foi alterada: o manifesto não lista as pastas do banco.`);
    await rm(staging, { recursive: true, force: true });
    await mkdir(staging, { mode: 0o700 });
    for (const name of image.dirs) await mkdir(inside(staging, String(name), file), { recursive: true, mode: 0o700 });
    await readEntries(file, async (name, body) => {
      if (!name.startsWith(CLUSTER_PREFIX)) {
        for await (const _ of body);
        return;
      }
      // Said here: a failure of the entry's own, not the archive's (readEntries takes any other for a bad tar).
      await pipeline(body as AsyncIterable<Buffer>, createWriteStream(inside(staging, name.slice(CLUSTER_PREFIX.length), file), { flags: 'wx', mode: 0o600 })).catch((e: unknown) => {
        throw cannotWrite(e, dir);
      });
    });
    // One flush of the file system rather than one per file (a thousand of them, each its own journal commit).
    await promisify(execFile)('sync', ['-f', staging]).catch(() => undefined);
  } catch (e) {
    await rm(staging, { recursive: true, force: true });
    throw cannotWrite(e, dir);
  }
  await rm(dir, { recursive: true, force: true });
  await rename(staging, dir);
}

/** A file system's refusal (it has a `syscall`) said in Portuguese; anything else as it is. */
function cannotWrite(e: unknown, dir: string): unknown {
  const { code, syscall } = e as NodeJS.ErrnoException;
  if (!syscall) return e;
  if (code === 'ENOSPC') return new BackupError(`Não há espaço em disco para os arquivos do banco em ${dir}. Nada foi alterado.`);
  return new BackupError(`Não foi possível escrever os arquivos do banco em ${dir} (${code}). Nada foi alterado.`);
}

/** `root/name`, refused when the name would lead out of `root` (an archive made by hand). */
function inside(root: string, name: string, file: string): string {
  const path = join(root, name);
  if (isAbsolute(name) || !path.startsWith(root + sep)) throw new BackupError(`A cópia ${file} foi alterada: ${name} aponta para fora da pasta do banco.`);
  return path;
}
