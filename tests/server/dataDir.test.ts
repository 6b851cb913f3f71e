// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { boot } from '../../src/server/boot';
import { readConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db';
import { tempDir } from './helpers';

const HOLDER = fileURLToPath(new URL('./fixtures/holdDataDir.ts', import.meta.url));

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) process.kill(-c.pid!, 'SIGKILL');
});

/** Another process (its own process group, as a supervisor starts one) holding DATA_DIR; resolves once it is ready. */
async function holder(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER, dataDir], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  let err = '';
  child.stderr!.on('data', (d) => (err += d));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d) => String(d).includes('pronto') && resolve());
    child.on('exit', (code) => reject(new Error(`o processo saiu (${code}): ${err}`)));
  });
  return child;
}

/** Linux: the process state letter, or undefined once it is gone. */
function stateOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

describe('the data folder is private', () => {
  it('after a real start (boot, PGlite on disk), nothing under DATA_DIR is readable or writable by group or others', async () => {
    const dataDir = join(tempDir(), 'dados');
    const { app } = await boot(readConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'senha-do-admin-1' }));
    await app.close();
    const loose: string[] = [];
    const walk = (path: string) => {
      const st = statSync(path);
      if (st.mode & 0o077) loose.push(`${path.slice(dataDir.length) || '/'} ${(st.mode & 0o777).toString(8)}`);
      if (st.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
    };
    walk(dataDir);
    expect(loose).toEqual([]);
  });
});

describe('the data-folder lock', { timeout: 60_000 }, () => {
  it('a process group killed with SIGKILL does not block the next start (its pid is a zombie or gone)', async () => {
    const dataDir = tempDir();
    const child = await holder(dataDir);
    process.kill(-child.pid!, 'SIGKILL');
    // Without turning the event loop (which would reap it): wait until the kernel has killed it, a zombie.
    const deadline = Date.now() + 10_000;
    while (!['Z', 'X', undefined].includes(stateOf(child.pid!)) && Date.now() < deadline);
    expect(['Z', 'X', undefined]).toContain(stateOf(child.pid!));
    const db = await openDatabase({ dataDir });
    // The rows the killed process committed are there.
    expect(await db.query('SELECT n FROM marca')).toEqual([{ n: 1 }]);
    await db.close();
  });

  it('two live processes: the second is refused with the Portuguese message', async () => {
    const dataDir = tempDir();
    const child = await holder(dataDir);
    await expect(openDatabase({ dataDir })).rejects.toThrow(`Outro processo do Painel (pid ${child.pid}) já está usando o banco em ${dataDir}`);
  });
});

describe('the lock file', () => {
  it('a pid now used by another process (a different start time) is not the owner', async () => {
    const { lockDataDir } = await import('../../src/server/db/dirLock');
    const dataDir = tempDir();
    // Our parent is alive, but it started at another time than the one recorded.
    writeFileSync(join(dataDir, 'painel.pid'), `${process.ppid} 1`);
    const release = lockDataDir(dataDir);
    expect(readFileSync(join(dataDir, 'painel.pid'), 'utf8')).toMatch(new RegExp(`^${process.pid} \\d+$`));
    release();
    expect(existsSync(join(dataDir, 'painel.pid'))).toBe(false);
  });
});
