import { HISTORY_TABLE, ident, migrate, stampLayoutVersion, type Db } from '../db';
import type { Registry } from '../model';
import { UPLOADS_BASE, type UploadStore } from '../uploads';
import { readEntries } from './archiveReader';
import { copyPart, loadPart, moveSequences, relaxChecks } from './loadTables';
import { BackupError, DATABASE_PREFIX, UPLOADS_PREFIX, type Manifest } from './manifest';
import { readTables } from './tables';

/**
 * PGlite's settings while it is being restored into (start parameters of that opening, never written into the
 * cluster: the server opens it with its own). `wal_level=minimal`: a table emptied in the load's transaction is
 * written without WAL, its indexes too (the WAL's crash safety holds; only replication and point-in-time
 * recovery, which an embedded database has not, need more) — 177 MB of WAL became 33 MB at 200,000 records.
 */
export const LOAD_SETTINGS = { wal_level: 'minimal', max_wal_senders: '0' };

/** What a restore brought back, table by table, beside what the manifest says the archive holds. */
export interface RestoreCount {
  table: string;
  expected: number;
  restored: number;
}

/**
 * Puts an archive (already checked: checkArchive) into a database and an upload store that hold nothing:
 * the tables are made by `migrate` from today's descriptors, then every part loaded in one transaction, then
 * the files. `checks`: keep foreign keys on while loading (verify does, to prove references).
 */
export async function restoreArchive(file: string, manifest: Manifest, target: { db: Db; uploads?: UploadStore; registry: Registry }, { checks = false } = {}): Promise<RestoreCount[]> {
  await migrate(target.db, target.registry);
  const archived = new Set(manifest.tables.map((t) => t.name));
  const dumps = new Map(manifest.tables.map((t) => [t.name, t]));
  const restored = new Map<string, number>();
  await target.db.transaction(async (tx) => {
    const tables = new Map((await readTables(tx)).map((t) => [t.name, t]));
    const relaxed = !checks && (await relaxChecks(tx));
    // What migrate wrote (settings, a singleton's row) gives way to the archive's own rows. Emptied here, in the
    // load's transaction, every table is written by COPY … FREEZE: its rows frozen and its pages all-visible as
    // they are written, so the first reads after the restore (the counts below, then the server's) do not mark
    // them committed page by page — with PGlite's data checksums, a full copy of each page into the WAL
    // (71 MB at 200,000 records).
    const present = [...archived].filter((name) => tables.has(name));
    if (present.length) await tx.query(`TRUNCATE ${present.map(ident).join(', ')} CASCADE`);
    // Indexes are built once the rows are in (far quicker than row by row, a trigram index above all); those that
    // back a constraint (keys, no-overlap rules) stay, as the load is checked against them. Only tables that get
    // rows: an empty table's index costs nothing to keep, and building its hundred again cost a second and a half.
    const filled = manifest.tables.filter((t) => t.rows > 0 && tables.has(t.name)).map((t) => t.name);
    const indexes = await tx.query<{ name: string; def: string }>(
      `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
         FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
        WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY ($1) AND NOT i.indisprimary
          AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`,
      [filled],
    );
    for (const index of indexes) await tx.query(`DROP INDEX ${index.name}`);
    // Triggers are for rows as they are written, not restored (on PostgreSQL a notification for each history entry,
    // a turn taken for each rental); where relaxChecks could not turn them off, the tables' owner (who ran the
    // migration) can, its own only: the foreign keys stay checked.
    const quiet = relaxed ? [] : filled;
    for (const name of quiet) await tx.query(`ALTER TABLE ${ident(name)} DISABLE TRIGGER USER`);
    await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    const finish = async () => {
      for (const index of indexes) await tx.query(index.def);
      for (const name of quiet) await tx.query(`ALTER TABLE ${ident(name)} ENABLE TRIGGER USER`);
      for (const table of tables.values()) if (archived.has(table.name)) await moveSequences(tx, table);
      // The archive's settings carry its own layout number; the tables are today's.
      await stampLayoutVersion(tx);
    };
    // Once the last part of the database is in, the indexes are built (on PGlite's thread) while the uploaded
    // files, after the parts in the archive, are still being written here.
    let parts = Object.keys(manifest.entries).filter((name) => name.startsWith(DATABASE_PREFIX)).length;
    let finishing: Promise<void> | undefined;
    try {
      await readEntries(file, async (name, body) => {
        if (name.startsWith(UPLOADS_PREFIX)) return restoreUpload(name, body, target.uploads);
        // The manifest, and an embedded database's own files (restored by restoreCommand where they fit).
        if (!name.startsWith(DATABASE_PREFIX)) return drain(body);
        const table = tables.get(name.split('/')[1]);
        if (table) {
          const columns = dumps.get(table.name)?.columns;
          const data = await collect(body);
          const n = columns ? await copyPart(tx, table, columns, data, { freeze: true }) : await loadPart(tx, table, data.toString('utf8'));
          restored.set(table.name, (restored.get(table.name) ?? 0) + n);
        } else await drain(body);
        if (--parts === 0) {
          finishing = finish();
          // Its failure is heard where it is awaited, below.
          finishing.catch(() => undefined);
        }
      });
    } finally {
      // Never leave the transaction with a statement of ours still running.
      await finishing?.catch(() => undefined);
    }
    await (finishing ?? finish());
  });
  // Counted again from the tables themselves, once committed: what is there, not what was sent.
  return countTables(target.db, manifest, (t) => restored.has(t.name) || t.rows === 0);
}

/** Each of the manifest's tables counted in `db` (those `present` says are not there count 0), beside the manifest's number. */
export async function countTables(db: Db, manifest: Manifest, present: (t: Manifest['tables'][number]) => boolean = () => true): Promise<RestoreCount[]> {
  const counts: RestoreCount[] = [];
  for (const t of manifest.tables) {
    const [row] = present(t) ? await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(t.name)}`).catch(() => [{ n: 0 }]) : [{ n: 0 }];
    counts.push({ table: t.name, expected: t.rows, restored: row.n });
  }
  return counts;
}

/** Only the uploaded files of an archive (already checked), into `uploads`: beside a database restored otherwise. */
export async function restoreUploads(file: string, uploads: UploadStore): Promise<void> {
  await readEntries(file, (name, body) => (name.startsWith(UPLOADS_PREFIX) ? restoreUpload(name, body, uploads) : drain(body)));
}

async function restoreUpload(name: string, body: AsyncIterable<unknown>, uploads: UploadStore | undefined): Promise<void> {
  const data = await collect(body);
  await uploads?.restore(name.slice(UPLOADS_PREFIX.length), data);
}

/** Whether a database or store already holds a business's data: any history entry, or any uploaded file. */
export async function holdsData(db: Db, uploads?: UploadStore): Promise<string | undefined> {
  const [found] = await db.query<{ exists: boolean }>(`SELECT to_regclass($1) IS NOT NULL AS exists`, [HISTORY_TABLE]);
  if (found?.exists) {
    const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${HISTORY_TABLE}`);
    if (row.n) return `${row.n.toLocaleString('pt-BR')} alterações no histórico`;
  }
  if (uploads) for await (const _ of uploads.names()) return 'arquivos enviados';
  return undefined;
}

/** Empties a target before a replacing restore (what it held was saved first): its tables and Painel's functions. */
export async function wipe(db: Db, uploads?: UploadStore): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = await readTables(tx);
    if (tables.length) await tx.query(`DROP TABLE ${tables.map((t) => ident(t.name)).join(', ')} CASCADE`);
    const functions = await tx.query<{ name: string }>(`SELECT p.oid::regprocedure::text AS name FROM pg_proc p WHERE p.pronamespace = current_schema()::regnamespace AND p.proname LIKE 'painel\\_%'`);
    for (const f of functions) await tx.query(`DROP FUNCTION ${f.name} CASCADE`);
  });
  if (uploads) await removeUploads(uploads);
}

/** Every uploaded file of a store removed. */
export async function removeUploads(uploads: UploadStore): Promise<void> {
  const names: string[] = [];
  for await (const name of uploads.names()) names.push(name);
  for (const name of names) await uploads.remove(`${UPLOADS_BASE}/${name}`);
}

/** Counts that differ from the manifest: a restore that did not bring everything back. */
export function shortfalls(counts: RestoreCount[]): RestoreCount[] {
  return counts.filter((c) => c.expected !== c.restored);
}

export function checkCounts(counts: RestoreCount[], what = 'A restauração não confere'): void {
  const wrong = shortfalls(counts);
  if (wrong.length) throw new BackupError(`${what} com o manifesto: ${wrong.map((c) => `${c.table} ${c.restored} de ${c.expected}`).join(', ')}.`);
}

async function collect(body: AsyncIterable<unknown>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of body) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function drain(body: AsyncIterable<unknown>): Promise<void> {
  for await (const _ of body);
}
