// @vitest-environment node
import { cpSync, readdirSync, renameSync, rmSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { boot } from '../../../src/server/boot';
import { readConfig } from '../../../src/server/config';
import { client, signIn, tempDir } from '../helpers';
import { command, filledDataDir, rowsIn, SECOND_PASS } from './support';

describe.skipIf(SECOND_PASS)('a damaged data folder', { timeout: 300_000 }, () => {
  it('is refused at start with the newest backup named, and the restore brings it back', async () => {
    const original = join(tempDir(), 'dados');
    await filledDataDir(original);
    const [{ path }] = await rowsIn<{ path: string }>(original, `SELECT pg_relation_filepath('categories') AS path`);
    expect((await command('backup', [], { DATA_DIR: original })).code).toBe(0);
    const [archive] = readdirSync(join(original, 'backups'));

    const copy = join(tempDir(), 'copia');
    cpSync(original, copy, { recursive: true });
    rmSync(join(copy, 'painel.pid'), { force: true });
    const file = join(copy, 'db', path);
    truncateSync(file, 0);

    const config = readConfig({ DATA_DIR: copy, ADMIN_PASSWORD: 'senha-do-admin-1' });
    const newest = join(copy, 'backups', archive);
    const refused = boot(config);
    await expect(refused).rejects.toThrow(`O banco em ${join(copy, 'db')} está danificado e não será usado (`);
    await expect(refused).rejects.toThrow(`Nada foi escrito. A cópia de segurança mais recente é ${newest}`);
    await expect(refused).rejects.toThrow(`Para voltar a ela: mova a pasta danificada (mv ${join(copy, 'db')} ${join(copy, 'db')}-danificado) e rode npm run restore -- ${newest}.`);
    expect(statSync(file).size).toBe(0);

    // As the message says.
    renameSync(join(copy, 'db'), join(copy, 'db-danificado'));
    rmSync(join(copy, 'uploads'), { recursive: true, force: true });
    const ran = await command('restore', [newest], { DATA_DIR: copy });
    expect(ran.code, ran.err).toBe(0);
    const { app } = await boot(config);
    try {
      const res = await client(app, await signIn(app)).get('/api/categories?limit=10');
      expect(res.statusCode).toBe(200);
      expect(JSON.stringify(res.json())).toContain('Rodoviário');
    } finally {
      await app.close();
    }
  });
});
