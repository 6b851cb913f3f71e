// @vitest-environment node
// The real `vite build` of the client, as `npm start` makes it: what the Content-Security-Policy needs of it.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildClient } from './support/buildClient';

let outDir: string;

beforeAll(async () => {
  // API bases on other hosts, as a deployment may have them (relative bases are the page's origin).
  outDir = await buildClient('VITE_API_URL=https://api.exemplo.com.br/api\nVITE_SERVER_API_URL=/api/server\nVITE_SUPABASE_URL=https://projeto.supabase.co\n');
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

test('both pages (the app\'s and the prerendered sign-in page) load only files of the app: no inline script, no handler attribute', () => {
  for (const page of ['index.html', 'sign-in.html']) {
    const html = readFileSync(join(outDir, page), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length, page).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/app\/assets\/[^"]+\.js"/);
      expect(body.trim()).toBe('');
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  }
});

test('on both pages the one script runs as soon as it has come (async), not once the whole page is parsed: a drawn list comes after the head', () => {
  for (const page of ['index.html', 'sign-in.html']) {
    const html = readFileSync(join(outDir, page), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts, page).toHaveLength(1);
    expect(scripts[0], page).toMatch(/^ type="module" async crossorigin src="\/app\/assets\/index-[\w-]+\.js"$/);
  }
});

test('the sign-in page is drawn in the HTML with its styles, and preloads only the sign-in chunks; the app page draws nothing itself', () => {
  const signIn = readFileSync(join(outDir, 'sign-in.html'), 'utf8');
  expect(signIn).toMatch(/<h1[^>]*>Painel<\/h1>/);
  expect(signIn).toContain('Entre com o e-mail e a senha da sua conta.');
  // The theme's variables and baseline (MUI, at build time), the form's own rules.
  expect(signIn).toMatch(/<style data-emotion="css[^"]*">[^<]*--mui-palette-primary-main:#187873/);
  expect(signIn).toMatch(/<style>[^<]*\.painel-signin-submit\{/);
  const preloads = [...signIn.matchAll(/rel="modulepreload"[^>]*href="\/app\/assets\/([^"]+)"/g)].map((m) => m[1]);
  expect(preloads.some((f) => f.startsWith('sign-in-'))).toBe(true);
  expect(preloads.filter((f) => /^(app|descriptors|screens)-/.test(f))).toEqual([]);
  const app = readFileSync(join(outDir, 'index.html'), 'utf8');
  expect(app).toContain('<div id="root"></div>');
  expect([...app.matchAll(/rel="modulepreload"[^>]*href="\/app\/assets\/(app-[^"]+)"/g)]).toHaveLength(1);
});

test('the sign-in page runs without MUI: none of its scripts holds MUI\'s components', () => {
  const signIn = readFileSync(join(outDir, 'sign-in.html'), 'utf8');
  const scripts = [...signIn.matchAll(/(?:src|href)="\/app\/assets\/([^"]+\.js)"/g)].map((m) => readFileSync(join(outDir, 'assets', m[1]), 'utf8'));
  expect(scripts.length).toBeGreaterThan(1);
  for (const code of scripts) expect(code).not.toMatch(/MuiButtonBase|MuiInputBase|@emotion/);
});

test('the app page comes in a few files (each one a request, and on HTTP/1.1 a wait for a free connection)', () => {
  const app = readFileSync(join(outDir, 'index.html'), 'utf8');
  const files = [...app.matchAll(/(?:src|href)="\/app\/assets\/([^"]+\.js)"/g)].map((m) => m[1].replace(/-[\w-]{8}\.js$/, ''));
  expect(files).toEqual(expect.arrayContaining(['index', 'boot', 'sign-in', 'app', 'descriptors', 'screens']));
  expect(files.length).toBeLessThanOrEqual(10);
});

test('supabase-js comes without the clients Painel never uses (auth, realtime, storage): only its table API', () => {
  const code = assets().map((f) => readFileSync(join(outDir, 'assets', f), 'utf8')).join('\n');
  expect(code).toContain('rest/v1');
  expect(code).not.toMatch(/AuthApiError|StorageUnknownError|phx_join/);
});

test('the other origins the client calls are written for the server\'s connect-src', () => {
  expect(JSON.parse(readFileSync(join(outDir, 'csp-sources.json'), 'utf8'))).toEqual({ connect: ['https://api.exemplo.com.br', 'https://projeto.supabase.co'] });
});

test('every script, style and page the build writes has a brotli and a gzip copy with the same bytes', async () => {
  const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
  const files = [...readdirSync(join(outDir, 'assets')).map((f) => join('assets', f)), ...readdirSync(outDir)].filter((f) => /\.(js|css|html)$/.test(f));
  expect(files.filter((f) => f.endsWith('.html')).sort()).toEqual(['index.html', 'sign-in.html']);
  for (const file of files) {
    const bytes = readFileSync(join(outDir, file));
    // A file of a few bytes is left alone when compressing would make it bigger.
    if (bytes.length < 200) continue;
    expect(brotliDecompressSync(readFileSync(join(outDir, `${file}.br`))).equals(bytes), `${file}.br`).toBe(true);
    expect(gunzipSync(readFileSync(join(outDir, `${file}.gz`))).equals(bytes), `${file}.gz`).toBe(true);
  }
});
