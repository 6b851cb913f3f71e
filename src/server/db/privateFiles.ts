import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Takes group and other permissions off everything under `dir`. PGlite writes the files of a new cluster
 * through Emscripten's FS.writeFile, which chmods them 0666 whatever the process umask; the folders it makes
 * honour the umask (0700), so later files are out of reach anyway, but the files themselves should say so too.
 */
export function makePrivate(dir: string): void {
  const st = lstatSync(dir);
  if (st.isSymbolicLink()) return;
  if (st.mode & 0o077) chmodSync(dir, st.mode & 0o700);
  if (st.isDirectory()) for (const name of readdirSync(dir)) makePrivate(join(dir, name));
}
