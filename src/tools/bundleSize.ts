// `npm run bench` (size part): what the built client makes a browser download, from dist/.
// "Sign-in page" is what index.html loads before anything else (its script and modulepreloads);
// every other chunk is fetched later, after sign-in, on demand or in the background.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = join(import.meta.dirname, '../../dist');
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([...html.matchAll(/(?:src|href)="\/app\/assets\/([^"]+\.js)"/g)].map((m) => m[1]));
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

const chunks = readdirSync(assets)
  .filter((f) => f.endsWith('.js'))
  .map((f) => {
    const bytes = readFileSync(join(assets, f));
    return { file: f, raw: statSync(join(assets, f)).size, gzip: gzipSync(bytes).length, initial: initial.has(f) };
  })
  .sort((a, b) => b.gzip - a.gzip);

const sum = (list: typeof chunks, key: 'raw' | 'gzip') => list.reduce((n, c) => n + c[key], 0);
const first = chunks.filter((c) => c.initial);
const later = chunks.filter((c) => !c.initial);
console.log(`Sign-in page JavaScript: ${first.length} files, ${kb(sum(first, 'raw'))} (${kb(sum(first, 'gzip'))} gzip)`);
for (const c of first) console.log(`  ${c.file.padEnd(36)} ${kb(c.raw).padStart(10)} ${kb(c.gzip).padStart(10)} gzip`);
console.log(`Loaded after sign-in: ${later.length} files, ${kb(sum(later, 'raw'))} (${kb(sum(later, 'gzip'))} gzip); largest:`);
for (const c of later.slice(0, 5)) console.log(`  ${c.file.padEnd(36)} ${kb(c.raw).padStart(10)} ${kb(c.gzip).padStart(10)} gzip`);
