// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ArchiveWriter } from '../../../src/server/backup/archiveWriter';
import { tempDir } from '../helpers';
import { command, filledDataDir, rowsIn, SECOND_PASS } from './support';

const env = (dataDir: string, extra: Record<string, string> = {}) => ({ DATA_DIR: dataDir, ...extra });

describe.skipIf(SECOND_PASS)('npm run backup, npm run restore', { timeout: 120_000 }, () => {
  const source = join(tempDir(), 'origem');
  let archive: string;
  let made: { categories: string[]; banners: string[] };

  beforeAll(async () => {
    made = await filledDataDir(source);
    const ran = await command('backup', [], env(source));
    expect(ran.err).toContain('Cópia de segurança feita em');
    expect(ran.code).toBe(0);
    const names = readdirSync(join(source, 'backups'));
    expect(names).toEqual([expect.stringMatching(/^painel-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar$/)]);
    archive = join(source, 'backups', names[0]);
  }, 120_000);

  it('restores into an empty folder every record, history entry and uploaded file, and prints the counts', async () => {
    const target = join(tempDir(), 'destino');
    const ran = await command('restore', [archive], env(target));
    expect(ran.code).toBe(0);
    expect(ran.err).toContain('Cópia conferida (todas as somas SHA-256)');
    expect(ran.err).toMatch(/ {2}categories: 3 de 3\n/);
    expect(ran.err).toMatch(/ {2}banners: 2 de 2\n/);
    expect(ran.err).toContain('tabelas e 2 arquivos, como no manifesto.');

    const names = (await rowsIn<{ name: string }>(target, 'SELECT name FROM categories ORDER BY name')).map((r) => r.name);
    expect(names).toEqual(['Aeroporto', 'Rodoviário', 'Urbano']);
    const before = await rowsIn<{ id: string; n: number }>(source, `SELECT resource || ':' || record_id AS id, count(*)::int AS n FROM painel_history GROUP BY 1 ORDER BY 1`);
    const after = await rowsIn<{ id: string; n: number }>(target, `SELECT resource || ':' || record_id AS id, count(*)::int AS n FROM painel_history GROUP BY 1 ORDER BY 1`);
    expect(after).toEqual(before);
    // Every banner's file, byte for byte.
    const files = await rowsIn<{ url: string }>(target, 'SELECT "imageUrl" AS url FROM banners');
    expect(files).toHaveLength(2);
    for (const { url } of files) {
      const name = url.slice('/uploads/'.length);
      expect(readFileSync(join(target, 'uploads', name))).toEqual(readFileSync(join(source, 'uploads', name)));
    }
    // The restore is kept beside the backups.
    expect(await rowsIn(target, `SELECT reason, by_name FROM painel_backups`)).toEqual([{ reason: 'restauração', by_name: 'npm run restore' }]);
  });

  it('--verify restores into a throwaway database and compares with the manifest', async () => {
    const ran = await command('backup', ['--verify', archive], env(join(tempDir(), 'nada')));
    expect(ran.code).toBe(0);
    expect(ran.err).toContain(`Cópia verificada: ${archive}`);
    expect(ran.err).toContain('Todas as somas conferem; restaurada num banco temporário: ');
    expect(ran.err).toContain('categories 3');
  });

  it('refuses a target that holds data, changing nothing; --replace keeps what it replaces as a backup first', async () => {
    const target = join(tempDir(), 'ocupado');
    await filledDataDir(target);
    const before = await rowsIn<{ n: number }>(target, 'SELECT count(*)::int AS n FROM painel_history');

    const refused = await command('restore', [archive], env(target));
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(`${target} já tem dados (`);
    expect(refused.err).toContain('Nada foi alterado. Para substituí-los, repita com --replace');
    expect(await rowsIn(target, 'SELECT count(*)::int AS n FROM painel_history')).toEqual(before);

    const replaced = await command('restore', [archive, '--replace'], env(target));
    expect(replaced.code).toBe(0);
    const saved = readdirSync(join(target, 'backups')).filter((n) => n.startsWith('painel-substituido-'));
    expect(saved).toHaveLength(1);
    expect(replaced.err).toContain(`O que havia em ${target} foi guardado em ${join(target, 'backups', saved[0])}.`);
    // The target now holds the archive's categories, and the saved one restores what was replaced.
    const ids = (await rowsIn<{ id: string }>(target, 'SELECT id FROM categories ORDER BY id')).map((r) => r.id);
    expect(ids).toEqual([...made.categories].sort());
    const back = join(tempDir(), 'de-volta');
    expect((await command('restore', [join(target, 'backups', saved[0])], env(back))).code).toBe(0);
    expect(await rowsIn(back, 'SELECT count(*)::int AS n FROM painel_history')).toEqual([{ n: before[0].n }]);
  });

  describe('bad input: a Portuguese message, exit 1, nothing written', () => {
    const refusedWith = async (file: string, message: string) => {
      const target = join(tempDir(), 'vazio');
      const ran = await command('restore', [file], env(target));
      expect(ran.code).toBe(1);
      expect(ran.err).toContain(message);
      expect(existsSync(join(target, 'db'))).toBe(false);
      expect(existsSync(join(target, 'uploads'))).toBe(false);
    };

    it('a truncated archive', async () => {
      const cut = join(tempDir(), 'cortada.tar');
      const bytes = readFileSync(archive);
      writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length / 2)));
      await refusedWith(cut, `A cópia ${cut} está incompleta`);
    });

    it('a tampered archive (one byte of a table changed)', async () => {
      const bad = join(tempDir(), 'alterada.tar');
      const bytes = Buffer.from(readFileSync(archive));
      const at = bytes.indexOf('Rodoviário');
      expect(at).toBeGreaterThan(0);
      bytes[at] = 'X'.charCodeAt(0);
      writeFileSync(bad, bytes);
      await refusedWith(bad, 'foi alterada ou está danificada: database/categories/000001.copy não confere com o manifesto');
    });

    it("another program's tar", async () => {
      const dir = tempDir();
      writeFileSync(join(dir, 'notas.txt'), 'não é do Painel\n');
      const other = join(tempDir(), 'outro.tar');
      execFileSync('tar', ['cf', other, '-C', dir, 'notas.txt']);
      await refusedWith(other, `${other} não é uma cópia de segurança do Painel`);
    });

    it('a file that is not a tar at all', async () => {
      const text = join(tempDir(), 'texto.tar');
      writeFileSync(text, 'isto não é um arquivo tar\n'.repeat(100));
      await refusedWith(text, `${text} não é uma cópia de segurança do Painel`);
    });

    it('an archive from a newer Painel', async () => {
      const newer = join(tempDir(), 'nova.tar');
      const w = new ArchiveWriter(newer);
      const manifest = { format: 'painel-backup', formatVersion: 1, layoutVersion: 999, takenAt: '2027-01-01T00:00:00.000Z', source: { database: 'pglite', uploads: 'folder' }, tables: [], entries: {} };
      await w.finish({ name: 'manifest.json', data: Buffer.from(JSON.stringify(manifest)) });
      await refusedWith(newer, 'A cópia foi feita por uma versão mais nova do Painel');
    });

    it('a missing file', async () => {
      await refusedWith('/não/existe.tar', 'O arquivo /não/existe.tar não existe.');
    });

    it('a target folder that cannot be written', async () => {
      const ran = await command('restore', [archive], env('/etc/hostname/dados'));
      expect(ran.code).toBe(1);
      expect(ran.err).toContain('Não é possível escrever na pasta /etc/hostname/dados (ENOTDIR)');
    });

    it('a backup of a folder with no database', async () => {
      const ran = await command('backup', [], env(join(tempDir(), 'sem-banco')));
      expect(ran.code).toBe(1);
      expect(ran.err).toContain('Não há banco em');
      expect(ran.err).toContain('Nada foi alterado.');
    });
  });
});
