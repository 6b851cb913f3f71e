import { spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../src/tools/bench/processes';
import { unprivilegedUser } from './unprivileged';

/** Debian's nginx (`apt-get install nginx`); PAINEL_NGINX_BIN points elsewhere. */
export const NGINX_BIN = process.env.PAINEL_NGINX_BIN ?? '/usr/sbin/nginx';
export const nginxInstalled = existsSync(NGINX_BIN);
export const NGINX_MISSING = `nginx not found at ${NGINX_BIN} (apt-get install nginx, or set PAINEL_NGINX_BIN)`;

/** A throwaway nginx in front of `upstreams` (host:port), on a loopback port. */
export interface Nginx {
  url: string;
  /** What it said on stderr (its error log). */
  log(): string;
  stop(): Promise<void>;
}

/**
 * docs/operating.md's reverse proxy ("Reverse proxy") without TLS: upstream keep-alive, HTTP/1.1 to the
 * instances, retries on connection errors. `add_header X-Upstream` tells the client which instance answered
 * (two addresses when nginx retried on the second).
 */
function config(dir: string, port: number, upstreams: string[], failTimeout: string): string {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream painel {
${upstreams.map((u) => `    server ${u} fail_timeout=${failTimeout};`).join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://painel;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_next_upstream error timeout;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** Resolves once something accepts connections on 127.0.0.1:`port`; rejects if `child` exits first. */
async function listening(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}) before it listened:\n${log()}`);
    const open = await new Promise<boolean>((done) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), done(true)));
      socket.once('error', () => done(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/**
 * Starts nginx in the foreground (`daemon off`), its configuration, pid and temporary files in a new folder, as
 * an unprivileged user when the tests run as root. `failTimeout`: how long nginx leaves an instance alone after
 * a connection to it was refused (nginx's default is 10s; a test uses less to keep its rolling restart short).
 */
export async function startNginx(upstreams: string[], { failTimeout = '10s' }: { failTimeout?: string } = {}): Promise<Nginx> {
  if (!nginxInstalled) throw new Error(NGINX_MISSING);
  const user = unprivilegedUser();
  const dir = mkdtempSync(join(tmpdir(), 'painel-nginx-'));
  if (user) chownSync(dir, user.uid, user.gid);
  const port = await freePort();
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config(dir, port, upstreams, failTimeout));
  const child = spawn(NGINX_BIN, ['-p', dir, '-c', file], { ...(user ?? {}), stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr!.on('data', (c: Buffer) => (err += c.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await listening(port, child, () => err);
  return {
    url: `http://127.0.0.1:${port}`,
    log: () => err,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
