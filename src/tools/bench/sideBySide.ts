// What the benches that put Painel beside the minimal react-admin app (the anchor, src/tools/bench/anchor) share:
// both apps built, Painel's server started, one local front serving both apps' scripts alike, headless Chromium,
// a session token. firstList.ts (a list's first visit) and inAppClicks.ts (clicks inside the app) use it.
import { execFileSync } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from 'playwright-core';
import { buildServer } from '../serverBundle.mjs';
import { precompress } from '../vite/precompressPlugin';
import { freePort, startUntilReady, stopGroup } from './processes';

const root = resolve(import.meta.dirname, '../../..');
export const anchorDir = join(root, 'src/tools/bench/anchor');
const PASSWORD = 'senha-do-bench-1';
const EMAIL = 'admin@painel.local';

function buildAnchor() {
  if (!existsSync(join(anchorDir, 'node_modules'))) execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', anchorDir], { stdio: 'inherit' });
  execFileSync(join(anchorDir, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: anchorDir, stdio: 'inherit' });
  precompress(join(anchorDir, 'dist'));
}

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.html': 'text/html; charset=utf-8', '.css': 'text/css; charset=utf-8', '.svg': 'image/svg+xml' };

/** A built file as both apps' assets are served: brotli when accepted (both builds are precompressed), cached for a year. */
function sendFile(req: IncomingMessage, res: ServerResponse, file: string, immutable: boolean) {
  const br = /\bbr\b/.test(String(req.headers['accept-encoding'])) && existsSync(`${file}.br`);
  res.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
    ...(br ? { 'content-encoding': 'br', vary: 'Accept-Encoding' } : {}),
  });
  createReadStream(br ? `${file}.br` : file).pipe(res);
}

/**
 * One local front for both apps, so they are measured alike: each one's scripts and styles straight from its
 * build folder, the same way; the anchor's page too; Painel's pages (which depend on the session cookie) and both
 * apps' API calls from Painel's server.
 */
function front(painelPort: number) {
  const painelAssets = join(root, 'dist/assets');
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname.startsWith('/anchor')) {
      const rel = url.pathname.replace(/^\/anchor\/?/, '');
      let file = join(anchorDir, 'dist', rel || 'index.html');
      if (!existsSync(file) || statSync(file).isDirectory()) file = join(anchorDir, 'dist', 'index.html');
      sendFile(req, res, file, rel.startsWith('assets/'));
      return;
    }
    const asset = /^\/app\/assets\/([\w.-]+)$/.exec(url.pathname)?.[1];
    if (asset && existsSync(join(painelAssets, asset))) {
      sendFile(req, res, join(painelAssets, asset), true);
      return;
    }
    const upstream = request({ host: '127.0.0.1', port: painelPort, path: req.url, method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
}

/** Sign-in page and whole-app script sizes of the anchor (one HTML page; its scripts are all it has). */
export function anchorSizes() {
  const assets = join(anchorDir, 'dist/assets');
  const html = readFileSync(join(anchorDir, 'dist/index.html'), 'utf8');
  const first = [...html.matchAll(/(?:src|href)="\/anchor\/assets\/([^"]+\.js)"/g)].map((m) => m[1]);
  const all = execFileSync('ls', [assets]).toString().split('\n').filter((f) => f.endsWith('.js'));
  const gz = (files: string[]) => files.reduce((n, f) => n + gzipSync(readFileSync(join(assets, f)), { level: 9 }).length, 0);
  return { signIn: gz(first), whole: gz(all) };
}

export interface SideBySide {
  /** The front both apps are served from: Painel under /app, the anchor under /anchor/#/… */
  base: string;
  /** A session of the demo's administrator (Painel's cookie, the anchor's localStorage token). */
  token: string;
  browser: Browser;
  close(): Promise<void>;
}

/** Builds both apps (Painel's front is built by the bench script), starts Painel's server on the demo data, the front and Chromium. */
export async function startSideBySide(): Promise<SideBySide> {
  await buildServer();
  buildAnchor();
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-side-'));
  const painelPort = await freePort();
  const { child } = await startUntilReady(
    [process.execPath, join(root, 'build/server/start.js')],
    { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(painelPort), ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'true', LOG_LEVEL: 'warn' },
    `http://127.0.0.1:${painelPort}/readyz`,
    120_000,
  );
  const server = front(painelPort);
  const port = await freePort();
  await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
  const base = `http://127.0.0.1:${port}`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const signIn = await fetch(`${base}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const { token } = (await signIn.json()) as { token: string };
  return {
    base,
    token,
    browser,
    async close() {
      await browser.close();
      server.close();
      await stopGroup(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
