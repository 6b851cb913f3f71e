import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirBusyError extends Error {}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/**
 * PGlite is a single-process database: a second process on the same directory would corrupt it.
 * A pid file refuses the second one (a lock left by a dead process is taken over). Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'painel.pid');
  let owner: number | undefined;
  try {
    owner = Number(readFileSync(file, 'utf8').trim());
  } catch {
    owner = undefined;
  }
  if (owner && owner !== process.pid && alive(owner)) {
    throw new DataDirBusyError(
      `Outro processo do Painel (pid ${owner}) já está usando o banco em ${dir}. Pare-o antes (ou, para dados de demonstração com o servidor no ar, reinicie-o com SEED_DEMO=1).`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
