import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** Resident memory (KiB) of a process and every process under it: npm and tsx run the server as a child. */
export function treeRssKb(pid: number): number {
  const children = new Map<number, number[]>();
  let own = 0;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // Gone meanwhile.
    }
  }
  const walk = (p: number) => {
    try {
      own += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      return;
    }
    for (const c of children.get(p) ?? []) walk(c);
  };
  walk(pid);
  return own;
}

/** A server process started with `command`, resolved once `url` answers 200 (polled every 10 ms, bounded). */
export async function startUntilReady(command: string[], env: Record<string, string>, url: string, timeoutMs = 60_000): Promise<{ child: ChildProcess; ms: number }> {
  const t = performance.now();
  const child = spawn(command[0], command.slice(1), { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  while (performance.now() - t < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`${command.join(' ')} saiu (${child.exitCode}):\n${err}`);
    try {
      if ((await fetch(url)).ok) return { child, ms: performance.now() - t };
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${command.join(' ')} não ficou pronto em ${timeoutMs} ms:\n${err}`);
}

/** SIGTERM to the whole group (npm → tsx → node), then waits for the leader to exit. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  process.kill(-child.pid!, 'SIGTERM');
  await exited;
}

/**
 * The compiled server (build/server/start.js, plain node: `buildServer()` first) alone in its own process on a
 * free loopback port, ready; `nodeFlags` go to node (a profile, say). Its memory and CPU are then the server's only.
 * `checkout`: another checkout's compiled server (a side-by-side run against its build), this one's by default.
 */
export async function startServer(env: Record<string, string>, nodeFlags: string[] = [], checkout = root): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child } = await startUntilReady([process.execPath, ...nodeFlags, join(checkout, 'build/server/start.js')], { LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' }, `${url}/readyz`, 120_000);
  return { child, url };
}
