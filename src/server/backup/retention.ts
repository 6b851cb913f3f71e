import { readdir, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';

/** Painel's own archives in a folder, oldest first (their names sort by time: backupFileName). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await readdir(dir).catch((e: NodeJS.ErrnoException) => {
    if (e.code === 'ENOENT') return [] as string[];
    throw e;
  });
  return names.filter((n) => /^painel-.*\.tar$/.test(n)).sort().map((n) => join(dir, n));
}

/** An archive the schedule or `npm run backup` made (backupFileName), not one a replacing restore saved. */
export const isScheduledArchive = (name: string) => /^painel-\d{4}-.*\.tar$/.test(name);

/** Of `names` (any order), the scheduled archives beyond the newest `keep`, oldest first: what retention removes. */
export function beyondKeep(names: string[], keep: number, nameOf = (n: string) => n): string[] {
  const scheduled = names.filter((n) => isScheduledArchive(nameOf(n))).sort();
  return scheduled.slice(0, Math.max(0, scheduled.length - keep));
}

/** Keeps the newest `keep` archives of the schedule; the ones a replacing restore saved are never pruned. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const gone = beyondKeep(await listBackups(dir), keep, basename);
  for (const p of gone) await rm(p, { force: true });
  return gone;
}

/** What a backup interrupted (a killed process) left: partial archives and work folders of processes now gone. */
export async function removeLeftovers(dir: string): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const n of names) {
    const pid = /\.(\d+)\.partial$/.exec(n)?.[1] ?? /^\.trabalho-(\d+)/.exec(n)?.[1];
    if (pid && !alive(Number(pid))) await rm(join(dir, n), { recursive: true, force: true });
  }
}

function alive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}
