// `npm run bench` (size part): what the built client makes a browser download, from dist/.
// "Sign-in page": what dist/sign-in.html (sent to a visitor without a session) loads before anything else — its
// script and modulepreloads. "App page": the same for index.html (a visitor with a session). "Whole app": every
// script the build emits, whether or not a visit ever loads it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../dist');
const assets = join(dist, 'assets');
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

interface Script {
  file: string;
  raw: number;
  gzip: number;
  brotli: number;
}

const scripts = new Map<string, Script>(
  readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .map((file) => {
      const bytes = readFileSync(join(assets, file));
      return [file, { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, brotli: brotliCompressSync(bytes).length }];
    }),
);

/** The scripts a page loads before anything else: its script tags and modulepreloads. */
function pageScripts(page: string): Script[] {
  const html = readFileSync(join(dist, page), 'utf8');
  const files = new Set([...html.matchAll(/(?:src|href)="\/app\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
  return [...files].map((f) => scripts.get(f)!).filter(Boolean);
}

const sum = (list: Script[], key: 'raw' | 'gzip' | 'brotli') => list.reduce((n, c) => n + c[key], 0);
const line = (label: string, list: Script[]) =>
  `${label.padEnd(28)} ${String(list.length).padStart(3)} files ${kb(sum(list, 'raw')).padStart(10)} ${kb(sum(list, 'gzip')).padStart(10)} gzip ${kb(sum(list, 'brotli')).padStart(10)} brotli`;

export function printBundleSizes() {
  const all = [...scripts.values()].sort((a, b) => b.gzip - a.gzip);
  console.log('\n### Tamanho do cliente (dist/)');
  console.log(line('Página de entrada', pageScripts('sign-in.html')));
  console.log(line('Página do app (com sessão)', pageScripts('index.html')));
  console.log(line('App inteiro', all));
  console.log('Maiores arquivos:');
  for (const c of all.slice(0, 8)) console.log(`  ${c.file.padEnd(36)} ${kb(c.raw).padStart(10)} ${kb(c.gzip).padStart(10)} gzip`);
}

if (import.meta.url === `file://${process.argv[1]}`) printBundleSizes();
