import { existsSync, linkSync, readFileSync, renameSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirBusyError extends Error {}

/** Who holds the lock: a pid, and on Linux the process's start time (clock ticks since boot). */
interface Owner {
  pid: number;
  start?: string;
}

const HAS_PROC = existsSync('/proc/self/stat');

/** Linux: a process's state letter and start time; undefined when it is gone. */
function procStat(pid: number): { state: string; start: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After "pid (command)": field 3 is the state, field 22 the start time.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0], start: fields[19] };
  } catch {
    return undefined;
  }
}

function signalable(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Still the process that wrote the lock? A zombie (killed, not yet reaped: what a supervisor's group kill
 * leaves for a moment) is dead, and a pid now used by another process (a different start time) is not the owner.
 */
function holds(owner: Owner): boolean {
  if (!HAS_PROC) return signalable(owner.pid);
  const stat = procStat(owner.pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
  return owner.start === undefined || owner.start === stat.start;
}

const me = (): Owner => ({ pid: process.pid, start: HAS_PROC ? procStat(process.pid)?.start : undefined });
const format = (o: Owner) => (o.start ? `${o.pid} ${o.start}` : String(o.pid));

/** "pid start", or a bare pid (a lock written before start times were kept). */
function parse(text: string): Owner | undefined {
  const m = /^(\d+)(?: (\d+))?\s*$/.exec(text);
  return m ? { pid: Number(m[1]), start: m[2] } : undefined;
}

const busy = (pid: number, dir: string) =>
  new DataDirBusyError(
    `Outro processo do Painel (pid ${pid}) já está usando o banco em ${dir}. Pare-o antes (ou, para dados de demonstração com o servidor no ar, reinicie-o com SEED_DEMO=1).`,
  );

/**
 * PGlite is a single-process database: a second process on the same directory would corrupt it.
 * The lock file appears whole and at once (written aside, then hard-linked: link fails if the file exists),
 * so two starts cannot both take it. A lock whose owner is dead is moved aside and removed, and only when
 * the file moved is the one judged stale (same inode); a fresh lock moved by mistake is put back.
 * Returns the release, which removes the file only while it is still ours.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'painel.pid');
  const mine = format(me());
  const release = () => {
    try {
      if (readFileSync(file, 'utf8') === mine) rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, mine, { mode: 0o600 });
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      try {
        linkSync(tmp, file);
        return release;
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      }
      let ino: number;
      let owner: Owner | undefined;
      try {
        ino = statSync(file).ino;
        owner = parse(readFileSync(file, 'utf8'));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw e;
      }
      // This process already holds it (opened twice in one process): keep it.
      if (owner?.pid === process.pid) {
        renameSync(tmp, file);
        return release;
      }
      if (owner && holds(owner)) throw busy(owner.pid, dir);
      const aside = `${file}.stale.${process.pid}`;
      try {
        renameSync(file, aside);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') continue;
        throw e;
      }
      if (statSync(aside).ino !== ino) {
        // Another start took the stale lock between our look and the move: give its lock back.
        try {
          linkSync(aside, file);
        } catch {
          // A third start holds it now; it wins.
        }
      }
      unlinkSync(aside);
    }
    throw busy(parse(readFileSync(file, 'utf8'))?.pid ?? 0, dir);
  } finally {
    rmSync(tmp, { force: true });
  }
}
