import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

/** Painel's own archives in a folder, oldest first (their names sort by time: backupFileName). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [] as string[];
    throw e;
  });
  return names.filter((n) => /^painel-.*\.tar$/.test(n)).sort().map((n) => join(dir, n));
}

/** Keeps the newest `keep` archives of the schedule; the ones a replacing restore saved are never pruned. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const scheduled = (await listBackups(dir)).filter((p) => /\/painel-\d{4}-/.test(p));
  const gone = scheduled.slice(0, Math.max(0, scheduled.length - keep));
  for (const p of gone) await rm(p, { force: true });
  return gone;
}

/** What a backup interrupted (a killed process) left: its partial archive and work folders. Under the backup lock only. */
export async function removeLeftovers(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const n of names) if (n.endsWith('.partial') || n.startsWith('.trabalho-')) await rm(join(dir, n), { recursive: true, force: true });
}
