import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../../..');
export const admin = { email: 'admin@painel.test', password: 'senha-e2e-123', name: 'Administradora E2E' };

export interface PainelServer {
  url: string;
  port: number;
  dataDir: string;
  output(): string;
  stop(): Promise<void>;
}

/** A free port on the loopback interface, chosen by the OS. */
// One free-port probe for the bench and the tests.
import { freePort } from '../../../src/tools/bench/processes';
export { freePort };

async function waitUntilUp(url: string, child: ChildProcess, output: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`o servidor saiu (${child.exitCode ?? child.signalCode}):\n${output()}`);
    try {
      if ((await fetch(`${url}/app/`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`o servidor não respondeu em ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * Starts the real product exactly as `npm start` does (plain node running src/tools/start.mjs: compiles the
 * server and builds the client when stale, then runs the compiled server),
 * on a free loopback port with its own DATA_DIR, and waits until it answers.
 */
export async function startPainel(options: { dataDir?: string; port?: number; env?: Record<string, string> } = {}): Promise<PainelServer> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'painel-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let log = '';
  const child = spawn(process.execPath, ['src/tools/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_NAME: admin.name,
      LOG_LEVEL: 'warn',
      // Backups inside the temporary folder; none on a schedule: one landing in another journey would slow it at random.
      BACKUP_DIR: join(dataDir, 'backups'),
      BACKUP_EVERY_HOURS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // One promise for the exit, taken at once: a process ended by a signal keeps exitCode null, so a second
  // stop() that looked at exitCode would wait for an 'exit' that already happened.
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.stdout!.on('data', (b: Buffer) => (log += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (log += b.toString()));
  // The first start may build the client.
  await waitUntilUp(url, child, () => log, 180_000);
  return {
    url,
    port,
    dataDir,
    output: () => log,
    stop: () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 15_000).unref();
      }
      return exited;
    },
  };
}
