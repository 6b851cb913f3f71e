import { spawn } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import tar from 'tar-stream';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../../src/server/db';
import { client, makeApp, png, signIn, tempDir } from '../helpers';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export interface Ran {
  code: number | null;
  signal: NodeJS.Signals | null;
  out: string;
  err: string;
}

/** `npm run backup` / `npm run restore` as an operator runs them: their own process, env as given. */
export function command(name: 'backup' | 'restore', args: string[], env: Record<string, string>, { killAfterMs }: { killAfterMs?: number } = {}): Promise<Ran> {
  const script = name === 'backup' ? 'src/server/backupCommand.ts' : 'src/server/restoreCommand.ts';
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', XDG_CACHE_HOME: process.env.XDG_CACHE_HOME ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.on('data', (d) => (out += d));
  child.stderr.on('data', (d) => (err += d));
  const timer = killAfterMs === undefined ? undefined : setTimeout(() => child.kill('SIGKILL'), killAfterMs);
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, out, err });
    }),
  );
}

/** An embedded installation in `dataDir` with records of several kinds, a rental and two uploaded files; closed. */
export async function filledDataDir(dataDir: string): Promise<{ categories: string[]; banners: string[] }> {
  const db = await openDatabase({ dataDir });
  const app = await makeApp({ db, dataDir });
  try {
    const api = client(app, await signIn(app));
    const categories: string[] = [];
    for (const name of ['Rodoviário', 'Urbano', 'Aeroporto']) {
      const res = await api.post('/api/categories', { name });
      if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`categoria: ${res.statusCode} ${res.body}`);
      categories.push(String(res.json().id ?? res.json().data?.id));
    }
    const banners: string[] = [];
    for (const title of ['Verão', 'Inverno']) {
      const res = await api.form('POST', '/api/banners', { title, file: png() });
      if (res.statusCode >= 300) throw new Error(`banner: ${res.statusCode} ${res.body}`);
      banners.push(String(res.json().id ?? res.json().data?.id));
    }
    return { categories, banners };
  } finally {
    // Closing the app closes its database (and lets go of the folder's lock).
    await app.close();
  }
}

/** The rows of a table in an embedded data folder (opened and closed again). */
export async function rowsIn<T extends Record<string, unknown>>(dataDir: string, sql: string): Promise<T[]> {
  const db = await openDatabase({ dataDir });
  try {
    return await db.query<T>(sql);
  } finally {
    await db.close();
  }
}

/**
 * `npm run test:pg` runs tests/server again on PostgreSQL; these tests pick their databases themselves (PGlite
 * folders, and a throwaway PostgreSQL where they need one), so the second pass would only repeat them.
 */
export const SECOND_PASS = Boolean(process.env.PAINEL_TEST_DATABASE_URL);

/** A copy of `from` with `change` applied to each entry's bytes (its header kept, its size made right). */
export async function rewritten(from: string, change: (name: string, data: Buffer) => Buffer): Promise<string> {
  const to = join(tempDir(), 'reescrita.tar');
  const extract = tar.extract();
  const pack = tar.pack();
  const writing = pipeline(pack, createWriteStream(to));
  const reading = pipeline(createReadStream(from), extract);
  // Heard below; a change that throws ends the reading early.
  reading.catch(() => undefined);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const c of entry) chunks.push(c as Buffer);
    const data = change(entry.header.name, Buffer.concat(chunks));
    await new Promise<void>((resolve, reject) => pack.entry({ ...entry.header, size: data.length }, data, (e) => (e ? reject(e) : resolve())));
  }
  await reading;
  pack.finalize();
  await writing;
  return to;
}
