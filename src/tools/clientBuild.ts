import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { FIRST_PAGE_DIR, FIRST_PAGE_MODULE } from '../engine/contract/documents.ts';

/** What the client build is made of: a change to any of them makes `dist/` stale. */
function clientSources(root: string): string[] {
  return ['src', 'schemas', 'index.html', 'public', 'vite.config.ts', 'package.json'].map((p) => join(root, p));
}

function newestMtime(path: string, skip: (p: string) => boolean): number {
  if (!existsSync(path) || skip(path)) return 0;
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newestMtime(join(path, name), skip)), s.mtimeMs);
}

/** Why the client must be (re)built, or undefined when `dist/index.html` is newer than every source. */
export function clientBuildReason(root: string, outDir = join(root, 'dist')): string | undefined {
  const index = join(outDir, 'index.html');
  if (!existsSync(index)) return 'o cliente ainda não foi compilado';
  const built = statSync(index).mtimeMs;
  // Built after the page, from the same sources: older than it, a build stopped half way.
  const firstPage = join(root, FIRST_PAGE_DIR, FIRST_PAGE_MODULE);
  if (!existsSync(firstPage) || statSync(firstPage).mtimeMs < built) return 'a primeira página que o servidor desenha ainda não foi compilada';
  // The server's own files, the demo rows and tests are not part of the client.
  const notClient = [join('src', 'server'), join('schemas', 'demo')];
  const skip = (p: string) => notClient.some((d) => relative(root, p).startsWith(d)) || /(^|[\\/])\.|\.test\.tsx?$/.test(relative(root, p));
  const newest = Math.max(...clientSources(root).map((p) => newestMtime(p, skip)));
  return newest > built ? 'há arquivos do cliente mais novos que a última compilação' : undefined;
}

/** Builds the client with Vite's JS API (loaded only when needed: it is heavy). */
export async function buildClient(root: string): Promise<void> {
  const { build } = await import('vite');
  await build({ root, configFile: join(root, 'vite.config.ts'), logLevel: 'warn', mode: 'production' });
}
