import { readdirSync, readFileSync } from 'node:fs';
import type { Db } from '../../server/db';

/** Clock ticks per second as /proc counts them (Linux's USER_HZ, 100 everywhere it runs). */
const TICKS_PER_SECOND = 100;

/** utime + stime of /proc/PID/stat's fields (those after the command's ")"), in ms. */
const ticksMs = (fields: string[]) => ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;

/**
 * The CPU time of a process in ms: its scheduler's count in nanoseconds (/proc/PID/schedstat) where the kernel
 * keeps one, else utime + stime, counted in ticks of 10 ms — too coarse for a round of a few hundred ms.
 */
function cpuMs(pid: number, fields: string[]): number {
  try {
    return Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return ticksMs(fields);
  }
}

/** The CPU time and the parent of a process, from /proc (undefined when it is gone). */
function stat(pid: number): { ppid: number; ms: number } | undefined {
  try {
    // The command name sits in parentheses and may hold spaces: the fields are counted after its ")".
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return { ppid: Number(fields[1]), ms: cpuMs(pid, fields) };
  } catch {
    return undefined;
  }
}

/**
 * A process's CPU time so far (ms), user and system, every thread of it (the compiled server's PGlite runs in a
 * worker thread): /proc/PID/stat's utime + stime, in ticks of 10 ms — /proc/PID/schedstat counts the main thread only.
 */
export function processCpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ticksMs(fields);
  } catch {
    return 0;
  }
}

/**
 * A local PostgreSQL server's CPU time so far (ms): its postmaster and every process it started (backends, WAL
 * writer…), found from one of the pool's backends. On a shared machine CPU time is disturbed far less than wall
 * time, so the bench prints it beside the rates. Undefined off Linux or for a server on another machine.
 */
export async function postgresCpu(db: Db): Promise<(() => number) | undefined> {
  const [row] = await db.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const postmaster = row && stat(row.pid)?.ppid;
  if (!postmaster || !stat(postmaster)) return undefined;
  return () => {
    let ms = stat(postmaster)?.ms ?? 0;
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      const s = stat(Number(name));
      if (s?.ppid === postmaster) ms += s.ms;
    }
    return ms;
  };
}
