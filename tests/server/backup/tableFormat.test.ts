// @vitest-environment node
// How an archive holds the tables: COPY's text format since format 2 (JSON lines in format 1, still restored).
// On PostgreSQL too (PAINEL_TEST_DATABASE_URL): the dump and the load go through pg's COPY there.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readApiProfiles, readSchemasDir } from '../../../src/engine/descriptor';
import { ArchiveWriter } from '../../../src/server/backup/archiveWriter';
import { checkArchive } from '../../../src/server/backup/archiveReader';
import { dumpTable } from '../../../src/server/backup/dumpTables';
import { restoreArchive } from '../../../src/server/backup/restoreBackup';
import { readTables } from '../../../src/server/backup/tables';
import { writeBackup } from '../../../src/server/backup/writeBackup';
import { migrate, type Db } from '../../../src/server/db';
import { Registry } from '../../../src/server/model';
import { openUploadStore } from '../../../src/server/uploads';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPg } from '../../../src/server/db/pg';
import { openPglite } from '../../../src/server/db';
import { freshDb, tempDir, TEST_DATABASE_URL } from '../helpers';

const registry = new Registry(readSchemasDir(), readApiProfiles());
// Every character COPY's text format escapes, a quote (a literal's) and an accent.
const TRICKY = `Aspas ' e "duplas", tab\taqui, linha\nnova, retorno\rde carro, barra \\ e ção`;

describe('the tables of an archive', { timeout: 60_000 }, () => {
  const open: Db[] = [];
  const db = async () => {
    const made = await freshDb();
    open.push(made);
    return made;
  };
  afterEach(async () => {
    for (const d of open.splice(0)) await d.close();
  });

  it('are written in COPY text (format 2, columns in the manifest) and come back value for value', async () => {
    const source = await db();
    await migrate(source, registry);
    await source.query(`INSERT INTO categories (id, name) VALUES ('cat-1', $1), ('cat-2', 'Urbano'), ('cat-3', 'Aeroporto')`, [TRICKY]);
    await source.query(
      `INSERT INTO painel_history (resource, record_id, version, actor_name, operation, changes, snapshot) VALUES ('categories', 'cat-1', 1, 'Ana', 'create', $1, $1)`,
      [JSON.stringify({ name: TRICKY })],
    );
    const file = join(tempDir(), 'copia.tar');
    await writeBackup({ db: source, uploads: await openUploadStore({}, tempDir()), kind: { database: source.kind, uploads: 'folder' } }, file);

    const manifest = await checkArchive(file);
    expect(manifest.formatVersion).toBe(3);
    const categories = manifest.tables.find((t) => t.name === 'categories')!;
    expect(categories.parts).toEqual(['database/categories/000001.copy']);
    expect(categories.rows).toBe(3);
    expect(categories.columns).toEqual(expect.arrayContaining(['id', 'name']));

    const target = await db();
    const counts = await restoreArchive(file, manifest, { db: target, registry });
    expect(counts.find((c) => c.table === 'categories')).toEqual({ table: 'categories', expected: 3, restored: 3 });
    for (const sql of ['SELECT row_to_json(t)::text AS row FROM categories t ORDER BY id', 'SELECT row_to_json(t)::text AS row FROM painel_history t ORDER BY id']) {
      expect(await target.query(sql)).toEqual(await source.query(sql));
    }
    expect((await target.query<{ name: string }>(`SELECT name FROM categories WHERE id = 'cat-1'`))[0].name).toBe(TRICKY);
    // Every index there again, those of the tables that got rows (rebuilt after the load) and of the empty ones.
    const indexes = `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`;
    expect(await target.query(indexes)).toEqual(await source.query(indexes));
  });

  it('are paged by the primary key, a key with a quote, a tab and a backslash included', async () => {
    const source = await db();
    await migrate(source, registry);
    const ids = ["a'1", 'b\t2', 'c\\3', 'd\n4', 'e5'];
    for (const id of ids) await source.query(`INSERT INTO categories (id, name) VALUES ($1, $2)`, [id, `Nome ${id}`]);
    const parts: string[] = [];
    const dump = await source.transaction(async (tx) => {
      const table = (await readTables(tx)).find((t) => t.name === 'categories')!;
      return dumpTable(tx, table, async (entry, data) => void parts.push(`${entry}: ${data.toString('utf8').split('\n').filter(Boolean).map((l) => l.split('\t')[table.columns.indexOf('id')]).join(' | ')}`), 2);
    });
    expect(dump.rows).toBe(5);
    expect(parts).toEqual([`database/categories/000001.copy: a'1 | b\\t2`, 'database/categories/000002.copy: c\\\\3 | d\\n4', 'database/categories/000003.copy: e5']);
  });

  /** An archive of the categories only, made by hand as a Painel of `formatVersion` wrote it; restored into a fresh database. */
  const restoreHandmade = async (formatVersion: number, part: string, data: string, columns?: string[]) => {
    const file = join(tempDir(), `formato-${formatVersion}.tar`);
    const archive = new ArchiveWriter(file);
    await archive.add(part, Buffer.from(data));
    const table = { name: 'categories', rows: 2, parts: [part], ...(columns ? { columns } : {}) };
    const manifest = { format: 'painel-backup', formatVersion, layoutVersion: 1, takenAt: '2026-11-01T12:00:00.000Z', source: { database: 'pglite', uploads: 'folder' }, tables: [table], entries: archive.entries };
    await archive.finish({ name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) });
    const target = await db();
    const counts = await restoreArchive(file, await checkArchive(file), { db: target, registry });
    return { counts, rows: await target.query(`SELECT id, name FROM categories ORDER BY id`) };
  };

  it('of format 1 (JSON lines) are still restored, a column the table no longer has left out', async () => {
    const lines = [
      { id: 'cat-1', name: TRICKY, coluna_antiga: 'sai' },
      { id: 'cat-2', name: 'Urbano', coluna_antiga: null },
    ];
    const { counts, rows } = await restoreHandmade(1, 'database/categories/000001.jsonl', `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
    expect(counts).toEqual([{ table: 'categories', expected: 2, restored: 2 }]);
    expect(rows).toEqual([
      { id: 'cat-1', name: TRICKY },
      { id: 'cat-2', name: 'Urbano' },
    ]);
  });

  it('of format 2 restore into a table that lost a column since, and one that gained one', async () => {
    // id, a column gone since, name; "createdAt" and the rest are not in the lines: they take their defaults.
    const escaped = TRICKY.replaceAll('\\', '\\\\').replaceAll('\t', '\\t').replaceAll('\n', '\\n').replaceAll('\r', '\\r');
    const { counts, rows } = await restoreHandmade(2, 'database/categories/000001.copy', `cat-1\tsai\t${escaped}\ncat-2\t\\N\tUrbano\n`, ['id', 'coluna_antiga', 'name']);
    expect(counts).toEqual([{ table: 'categories', expected: 2, restored: 2 }]);
    expect(rows).toEqual([
      { id: 'cat-1', name: TRICKY },
      { id: 'cat-2', name: 'Urbano' },
    ]);
  });
});

describe.skipIf(!TEST_DATABASE_URL)('a restore into PostgreSQL by a role that is not a superuser', { timeout: 60_000 }, () => {
  it('loads the history without a notification for each restored entry, and the triggers are back on after', async () => {
    const source = await openPglite();
    await migrate(source, registry);
    await source.query(`INSERT INTO categories (id, name) VALUES ('cat-1', 'Urbano'), ('cat-2', 'Aeroporto')`);
    await source.query(
      `INSERT INTO painel_history (resource, record_id, version, actor_name, operation, changes, snapshot)
       SELECT 'categories', 'cat-' || g, 1, 'Ana', 'create', '{}', '{}' FROM generate_series(1, 2) g`,
    );
    const file = join(tempDir(), 'copia.tar');
    await writeBackup({ db: source, uploads: await openUploadStore({}, tempDir()), kind: { database: 'pglite', uploads: 'folder' } }, file);
    await source.close();

    const suffix = randomBytes(4).toString('hex');
    const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE ROLE painel_dono_${suffix} LOGIN`);
    await admin.query(`CREATE DATABASE painel_restauro_${suffix} OWNER painel_dono_${suffix}`);
    const url = new URL(TEST_DATABASE_URL!);
    url.pathname = `/painel_restauro_${suffix}`;
    const listener = new pg.Client({ connectionString: url.toString() });
    url.username = `painel_dono_${suffix}`;
    const target = await openPg(url.toString());
    try {
      await listener.connect();
      const heard: string[] = [];
      listener.on('notification', (n) => heard.push(n.payload ?? ''));
      await listener.query('LISTEN painel_changes');

      const counts = await restoreArchive(file, await checkArchive(file), { db: target, registry });
      expect(counts.find((c) => c.table === 'painel_history')).toEqual({ table: 'painel_history', expected: 2, restored: 2 });
      await new Promise((r) => setTimeout(r, 300));
      expect(heard).toEqual([]);

      const [{ id }] = await target.query<{ id: number }>(
        `INSERT INTO painel_history (resource, record_id, version, actor_name, operation, changes, snapshot) VALUES ('categories', 'cat-3', 1, 'Ana', 'create', '{}', '{}') RETURNING id`,
      );
      await expect.poll(() => heard).toEqual([String(id)]);
    } finally {
      await target.close();
      await listener.end();
      await admin.query(`DROP DATABASE painel_restauro_${suffix} WITH (FORCE)`);
      await admin.query(`DROP ROLE painel_dono_${suffix}`);
      await admin.end();
    }
  });
});
