// @vitest-environment node
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, statSync, utimesSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readApiProfiles, readSchemasDir } from '../../src/engine/descriptor';
import { migrate, openDatabase } from '../../src/server/db';
import { Registry } from '../../src/server/model';
import { buildServer, serverBuildReason } from '../../src/tools/serverBundle.mjs';
import { tempDir } from './helpers';
import { freePort } from './support/serverProcess';

const root = resolve(import.meta.dirname, '../..');
// Inside the project, as build/server/ is: the compiled code finds node_modules from there.
const outDir = join(root, 'build', `test-${process.pid}`);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production start: the server compiled to JavaScript, run with plain node', () => {
  it('stale until built; built, it serves from any working directory with `node <out>/start.js` and no TypeScript loader', async () => {
    expect(serverBuildReason(outDir)).toBe('o servidor ainda não foi compilado');
    await buildServer(outDir);
    expect(serverBuildReason(outDir)).toBeUndefined();

    const port = await freePort();
    const child = spawn(process.execPath, [join(outDir, 'start.js')], {
      cwd: tempDir(),
      env: { ...process.env, NODE_OPTIONS: '', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: tempDir(), ADMIN_PASSWORD: 'senha-do-admin-prod' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
    try {
      await new Promise<void>((ready, failed) => {
        child.stderr!.on('data', () => err.includes('Ctrl+C para parar.') && ready());
        child.once('exit', (code) => failed(new Error(`exited (${code}):\n${err}`)));
      });
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(ready.status).toBe(200);
      // The descriptors were found from build/: the API has its routes.
      expect((await fetch(`http://127.0.0.1:${port}/api/categories`)).status).toBe(401);
      // Plain node: no tsx or esbuild in the process (its memory maps name every loaded file).
      const maps = readFileSync(`/proc/${child.pid}/maps`, 'utf8');
      expect(maps).not.toMatch(/esbuild|tsx/);
      expect(readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0').filter(Boolean)).toEqual([process.execPath, join(outDir, 'start.js')]);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('`npm run backup` and `npm run restore` run compiled too: a backup and its restore with plain node, no TypeScript loader', { timeout: 90_000 }, async () => {
    await buildServer(outDir);
    const run = (entry: string, args: string[], dataDir: string) =>
      new Promise<{ code: number | null; err: string; maps: string }>((done) => {
        const child = spawn(process.execPath, [join(outDir, entry), ...args], { cwd: tempDir(), env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
        let err = '';
        let maps = '';
        child.stderr!.on('data', (c: Buffer) => {
          err += c.toString();
          maps ||= readFileSync(`/proc/${child.pid}/maps`, 'utf8');
        });
        child.once('close', (code) => done({ code, err, maps }));
      });
    const source = tempDir();
    const db = await openDatabase({ dataDir: source });
    await migrate(db, new Registry(readSchemasDir(), readApiProfiles()));
    await db.query(`INSERT INTO categories (id, name) VALUES ('cat-1', 'Rodoviário')`);
    await db.close();
    const archive = join(tempDir(), 'copia.tar');
    const made = await run('backupCommand.js', ['--out', archive], source);
    expect(made.err).toContain('Cópia de segurança feita em');
    expect(made.code).toBe(0);
    expect(made.maps).not.toMatch(/esbuild|tsx/);
    const target = join(tempDir(), 'destino');
    const restored = await run('restoreCommand.js', [archive], target);
    expect(restored.err).toMatch(/ {2}categories: 1 de 1\n/);
    expect(restored.code).toBe(0);
    expect(restored.maps).not.toMatch(/esbuild|tsx/);
  });

  it('a source file newer than the build makes it stale again', async () => {
    await buildServer(outDir);
    const source = join(root, 'src/server/ops/health.ts');
    const { atime, mtime } = statSync(source);
    try {
      const later = new Date(Date.now() + 60_000);
      utimesSync(source, later, later);
      expect(serverBuildReason(outDir)).toBe('há arquivos do servidor mais novos que a última compilação');
    } finally {
      utimesSync(source, atime, mtime);
    }
  });
});
