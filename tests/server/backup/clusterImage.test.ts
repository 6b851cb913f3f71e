// @vitest-environment node
// An embedded backup also carries the embedded cluster's own files (besides the portable dump): restored into an
// empty folder by the same PGlite, layout and descriptors, they are written back as they are — no row inserted
// again, no index built again. Any other target (PostgreSQL, another shape) restores from the dump.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db';
import { client, makeApp, signIn, tempDir } from '../helpers';
import { command, filledDataDir, rewritten, rowsIn, SECOND_PASS } from './support';

const FROM_FILES = 'Banco restaurado a partir dos arquivos do próprio banco (mesma versão do PGlite e do Painel).';

describe.skipIf(SECOND_PASS)('an embedded backup restored from its cluster files', { timeout: 120_000 }, () => {
  const source = join(tempDir(), 'origem');
  const archive = join(tempDir(), 'copia.tar');

  beforeAll(async () => {
    await filledDataDir(source);
    const ran = await command('backup', ['--out', archive], { DATA_DIR: source });
    expect(ran.code, ran.err).toBe(0);
  }, 120_000);

  it('into an empty folder: said so, the same records, history and files, and the database takes new writes', async () => {
    const target = join(tempDir(), 'destino');
    const ran = await command('restore', [archive], { DATA_DIR: target });
    expect(ran.code, ran.err).toBe(0);
    expect(ran.err).toContain(FROM_FILES);
    expect(ran.err).toMatch(/ {2}categories: 3 de 3\n/);
    expect(ran.err).toContain('tabelas e 2 arquivos, como no manifesto.');

    expect((await rowsIn<{ name: string }>(target, 'SELECT name FROM categories ORDER BY name')).map((r) => r.name)).toEqual(['Aeroporto', 'Rodoviário', 'Urbano']);
    const history = `SELECT resource || ':' || record_id || ':' || version AS id FROM painel_history ORDER BY 1`;
    expect(await rowsIn(target, history)).toEqual(await rowsIn(source, history));
    for (const name of readdirSync(join(source, 'uploads'))) expect(readFileSync(join(target, 'uploads', name))).toEqual(readFileSync(join(source, 'uploads', name)));
    expect(await rowsIn(target, `SELECT reason, by_name FROM painel_backups`)).toEqual([{ reason: 'restauração', by_name: 'npm run restore' }]);

    // A server on the restored folder writes.
    const db = await openDatabase({ dataDir: target });
    const app = await makeApp({ db, dataDir: target });
    try {
      const api = client(app, await signIn(app));
      expect((await api.post('/api/categories', { name: 'Metrô' })).statusCode).toBeLessThan(300);
    } finally {
      await app.close();
    }
    expect(await rowsIn(target, 'SELECT count(*)::int AS n FROM categories')).toEqual([{ n: 4 }]);
  });

  it('of another shape (another PGlite, layout or descriptors): restored from the dump instead, all of it', async () => {
    const other = await rewritten(archive, (name, data) => {
      if (name !== 'manifest.json') return data;
      const manifest = JSON.parse(data.toString('utf8'));
      manifest.cluster.shape = 'pglite-0.0.1-layout1-0000000000000000';
      return Buffer.from(JSON.stringify(manifest));
    });
    const target = join(tempDir(), 'outra-forma');
    const ran = await command('restore', [other], { DATA_DIR: target });
    expect(ran.code, ran.err).toBe(0);
    expect(ran.err).not.toContain(FROM_FILES);
    expect(ran.err).toMatch(/ {2}categories: 3 de 3\n/);
    expect((await rowsIn<{ name: string }>(target, 'SELECT name FROM categories ORDER BY name')).map((r) => r.name)).toEqual(['Aeroporto', 'Rodoviário', 'Urbano']);
  });

  it('one of its files altered: refused by its checksum before anything is written', async () => {
    let altered = '';
    const bad = await rewritten(archive, (name, data) => {
      if (altered || !name.startsWith('cluster/base/') || data.length < 8192) return data;
      altered = name;
      const copy = Buffer.from(data);
      copy[4000] ^= 0xff;
      return copy;
    });
    expect(altered).not.toBe('');
    const target = join(tempDir(), 'vazio');
    const ran = await command('restore', [bad], { DATA_DIR: target });
    expect(ran.code).toBe(1);
    expect(ran.err).toContain(`foi alterada ou está danificada: ${altered} não confere com o manifesto`);
    expect(existsSync(join(target, 'db'))).toBe(false);
  });

  /** The manifest of `archive`, changed by `change` (the manifest carries no sum of its own; its entries do). */
  const withManifest = (change: (manifest: { tables: { name: string; rows: number }[]; cluster: { dirs: string[] } }) => void) =>
    rewritten(archive, (name, data) => {
      if (name !== 'manifest.json') return data;
      const manifest = JSON.parse(data.toString('utf8'));
      change(manifest);
      return Buffer.from(JSON.stringify(manifest));
    });
  const emptyAfter = (target: string) => {
    expect(readdirSync(join(target, 'db'))).toEqual([]);
    expect(existsSync(join(target, 'db.restaurando'))).toBe(false);
    expect(existsSync(join(target, 'uploads')) ? readdirSync(join(target, 'uploads')) : []).toEqual([]);
  };

  it('failing once its files are in (a count that differs): the folder is left empty again, and a retry restores', async () => {
    const wrong = await withManifest((m) => {
      m.tables.find((t) => t.name === 'categories')!.rows = 4;
    });
    const target = join(tempDir(), 'falhou');
    const ran = await command('restore', [wrong], { DATA_DIR: target });
    expect(ran.code).toBe(1);
    expect(ran.err).toContain('A restauração não confere com o manifesto: categories 3 de 4.');
    emptyAfter(target);
    const retried = await command('restore', [archive], { DATA_DIR: target });
    expect(retried.code, retried.err).toBe(0);
    expect(retried.err).toContain(FROM_FILES);
  });

  it('files it cannot write (its folders\' list altered): a Portuguese message, exit 1, nothing left', async () => {
    const wrong = await withManifest((m) => {
      m.cluster.dirs = m.cluster.dirs.filter((d) => d !== 'pg_xact');
    });
    const target = join(tempDir(), 'sem-pasta');
    const ran = await command('restore', [wrong], { DATA_DIR: target });
    expect(ran.code).toBe(1);
    expect(ran.err).toContain(`Não foi possível escrever os arquivos do banco em ${join(target, 'db')} (ENOENT). Nada foi alterado.`);
    emptyAfter(target);
  });

  it('--verify opens the cluster files too and counts them against the manifest', async () => {
    const ran = await command('backup', ['--verify', archive], { DATA_DIR: join(tempDir(), 'nada') });
    expect(ran.code, ran.err).toBe(0);
    expect(ran.err).toMatch(/Os arquivos do banco abrem e conferem com o manifesto: banners 2, categories 3, .*painel_history \d+/);
  });
});
