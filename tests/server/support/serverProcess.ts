import { spawn, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { request } from 'node:http';
import { join, resolve } from 'node:path';
import { afterAll, expect } from 'vitest';
import { buildServer } from '../../../src/tools/serverBundle.mjs';
import { withInitialisedDb } from './pgliteTemplate';

const root = resolve(import.meta.dirname, '../../..');

// The server as production runs it: compiled once per test file (esbuild, under a second), then plain node. A
// TypeScript loader transforming every source at each start cost seconds per process on a loaded machine.
// Inside the project, as build/server/ is, so the compiled code finds node_modules.
const outDir = join(root, 'build', `test-process-${process.pid}`);
let built: Promise<void> | undefined;
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

/** The real server (src/server/start.ts) as its own process, as `npm start` runs it after building. */
export interface ServerProcess {
  child: ChildProcess;
  url: string;
  stdout(): string;
  stderr(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

// One free-port probe for the bench and the tests.
import { freePort } from '../../../src/tools/bench/processes';
export { freePort };

/** The server's process, started and not waited for: its output so far and its end. */
export interface SpawnedServer {
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
}

/** Starts it on a free loopback port with `env` (and node's `preload` modules), without waiting for anything. */
export async function spawnServer(env: Record<string, string>, preload: string[] = []): Promise<SpawnedServer> {
  // Without DATABASE_URL, the new DATA_DIR gets an initialised embedded database (see withInitialisedDb).
  if (env.DATA_DIR && !env.DATABASE_URL) await withInitialisedDb(env.DATA_DIR);
  await (built ??= buildServer(outDir));
  const child = spawn(process.execPath, [...preload.flatMap((p) => ['--import', p]), join(outDir, 'start.js')], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(await freePort()), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  return { child, stdout: () => out, stderr: () => err, exited };
}

/** Starts it on a free loopback port with `env` and waits until it has said all its start lines (on stderr). */
export async function startServer(env: Record<string, string>, preload: string[] = []): Promise<ServerProcess> {
  const { child, stdout, stderr, exited } = await spawnServer(env, preload);
  return new Promise((ready, failed) => {
    child.stderr!.on('data', () => {
      // The last of its start lines (after the administrator's).
      const m = /Painel pronto em (http:\/\/\S+)\/app[\s\S]*Ctrl\+C para parar\./.exec(stderr());
      if (m) {
        ready({
          child,
          url: m[1],
          stdout,
          stderr,
          exited,
          stop: () => {
            if (child.exitCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    });
    void exited.then((code) => failed(new Error(`the server exited (${code}) before it was ready:\n${stdout()}\n${stderr()}`)));
  });
}

/** Signs in with the password the server printed on stderr for the administrator it created. */
export async function signInWithPrinted(server: ServerProcess): Promise<{ token: string; password: string }> {
  const password = /Administrador criado\. Entre com admin@painel\.local e a senha: (\S+)/.exec(server.stderr())![1];
  const res = await fetch(`${server.url}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@painel.local', password }),
  });
  expect(res.status).toBe(200);
  return { token: ((await res.json()) as { token: string }).token, password };
}

/** A request whose body is still being sent: the server has read its headers (100 Continue) and waits for the rest. */
export interface HeldRequest {
  /** Sends the rest of the body; resolves with the answer. */
  finish(): Promise<{ status: number; body: string }>;
  /** The connection's end, whatever the reason (an answer, or the server closing it). */
  closed: Promise<void>;
}

export function holdRequest(url: string, headers: Record<string, string>, body: Buffer): Promise<HeldRequest> {
  const cut = Math.floor(body.length / 2);
  return new Promise((held, failed) => {
    let answered: (r: { status: number; body: string }) => void;
    const answer = new Promise<{ status: number; body: string }>((r) => (answered = r));
    let closedDone: () => void;
    const closed = new Promise<void>((r) => (closedDone = r));
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(body.length), expect: '100-continue' } }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => answered({ status: res.statusCode!, body: text }));
    });
    req.on('error', (e) => {
      closedDone();
      failed(e);
    });
    req.on('close', () => closedDone());
    req.on('continue', () => {
      req.write(body.subarray(0, cut));
      held({
        finish: () => {
          req.end(body.subarray(cut));
          return answer;
        },
        closed,
      });
    });
    req.flushHeaders();
  });
}
