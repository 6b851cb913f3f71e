// @vitest-environment node
// The real `vite build` of the client, as `npm start` makes it: what the Content-Security-Policy needs of it.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'vite';
import { tempDir } from '../server/helpers';

const root = join(import.meta.dirname, '../..');
let outDir: string;

beforeAll(async () => {
  const envDir = tempDir('painel-env-');
  // API bases on other hosts, as a deployment may have them (relative bases are the page's origin).
  writeFileSync(
    join(envDir, '.env.production'),
    'VITE_API_URL=https://api.exemplo.com.br/api\nVITE_SERVER_API_URL=/api/server\nVITE_SUPABASE_URL=https://projeto.supabase.co\n',
  );
  outDir = join(tempDir('painel-build-'), 'dist');
  await build({ root, configFile: join(root, 'vite.config.ts'), envDir, mode: 'production', logLevel: 'silent', build: { outDir, emptyOutDir: true } });
}, 120_000);

const assets = () => readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js'));

test('no script compiles code at run time: no new Function, Function( or eval( (ajv\'s compiler stays out)', () => {
  expect(assets().length).toBeGreaterThan(3);
  const offenders = assets().flatMap((file) => {
    const code = readFileSync(join(outDir, 'assets', file), 'utf8');
    return [...code.matchAll(/\bnew Function\b|(?<![.\w$])Function\(|(?<![.\w$])eval\(/g)].map((m) => `${file}: …${code.slice(Math.max(0, m.index - 60), m.index + 40)}…`);
  });
  expect(offenders).toEqual([]);
});

test('index.html loads only files of the app: no inline script', () => {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, body] of scripts) {
    expect(attributes).toMatch(/\ssrc="\/app\/assets\/[^"]+\.js"/);
    expect(body.trim()).toBe('');
  }
  expect(html).not.toMatch(/\son[a-z]+=/i);
});

test('the other origins the client calls are written for the server\'s connect-src', () => {
  expect(JSON.parse(readFileSync(join(outDir, 'csp-sources.json'), 'utf8'))).toEqual({ connect: ['https://api.exemplo.com.br', 'https://projeto.supabase.co'] });
});
