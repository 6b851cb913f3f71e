// @vitest-environment node
// The built client is sent precompressed: brotli or gzip by Accept-Encoding, the bytes the build wrote, with
// long caching for hashed assets and revalidation for pages.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompress } from '../../src/tools/vite/precompressPlugin';
import { makeApp, tempDir } from './helpers';

// Big and repetitive enough that both encodings pay off.
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, nome: "Outdoor ${i}" }`).join(', ')}];\n`;
const APP_PAGE = `<!doctype html><html lang="pt-BR"><head><title>Painel</title></head><body><div id="root"></div>${'<!-- app -->'.repeat(50)}<script type="module" src="/app/assets/index-abc12345.js"></script></body></html>`;
const SIGN_IN_PAGE = `<!doctype html><html lang="pt-BR"><head><title>Painel</title></head><body><div id="root"><main><h1>Painel</h1>${'<p>Entre</p>'.repeat(50)}</main></div></body></html>`;

let dir: string;
let app: Awaited<ReturnType<typeof makeApp>>;

beforeAll(async () => {
  dir = tempDir('painel-dist-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), APP_PAGE);
  writeFileSync(join(dir, 'sign-in.html'), SIGN_IN_PAGE);
  writeFileSync(join(dir, 'assets', 'index-abc12345.js'), SCRIPT);
  writeFileSync(join(dir, 'assets', 'logo-abc12345.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  precompress(dir);
  app = await makeApp({ clientDir: dir });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('precompressed client files', () => {
  it('the build writes .br and .gz copies of text files, not of images', () => {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-abc12345.js.br'))).toString()).toBe(SCRIPT);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-abc12345.js.gz'))).toString()).toBe(SCRIPT);
    expect(brotliDecompressSync(readFileSync(join(dir, 'sign-in.html.br'))).toString()).toBe(SIGN_IN_PAGE);
    expect(() => readFileSync(join(dir, 'assets', 'logo-abc12345.png.br'))).toThrow();
  });

  it('a hashed script: brotli when accepted, else gzip, else plain; the same bytes; cached for a year; Vary', async () => {
    const br = await get('/app/assets/index-abc12345.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);

    const gz = await get('/app/assets/index-abc12345.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const plain = await get('/app/assets/index-abc12345.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('HEAD answers the headers; a revalidation with the ETag is 304', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/app/assets/index-abc12345.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.rawPayload.length).toBe(0);
    const first = await get('/app/assets/index-abc12345.js', { 'accept-encoding': 'br' });
    const again = await get('/app/assets/index-abc12345.js', { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('pages (deep links, the sign-in page) are compressed too and always revalidated', async () => {
    const signIn = await get('/app/outdoors/12', { 'accept-encoding': 'br' });
    expect(signIn.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(signIn.rawPayload).toString()).toBe(SIGN_IN_PAGE);
    expect(signIn.headers['cache-control']).toBe('no-cache');
    expect(String(signIn.headers.vary)).toMatch(/cookie/i);
    expect(String(signIn.headers.vary)).toMatch(/accept-encoding/i);
    const appPage = await get('/app/outdoors/12', { 'accept-encoding': 'gzip', cookie: 'token=abc' });
    expect(appPage.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(appPage.rawPayload).toString()).toBe(APP_PAGE);
    // The policy is on compressed answers as on any other.
    expect(appPage.headers['content-security-policy']).toMatch(/script-src 'self'/);
  });
});
