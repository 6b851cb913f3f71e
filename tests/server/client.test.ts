// @vitest-environment node
import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientBuildReason } from '../../src/tools/clientBuild';
import { makeApp, tempDir } from './helpers';

function fakeDist() {
  const dir = tempDir('painel-dist-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script src="/app/assets/index-abc123.js"></script>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("painel")');
  writeFileSync(join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

describe('the client at /app', () => {
  it('/ redirects to /app; /app and deep links answer index.html (no-cache); hashed assets are cached for long', async () => {
    const app = await makeApp({ clientDir: fakeDist() });
    const root = await app.inject({ method: 'GET', url: '/' });
    expect(root.statusCode).toBe(302);
    expect(root.headers.location).toBe('/app');

    for (const url of ['/app', '/app/', '/app/sign-in', '/app/categories/12', '/app/users/7/change-password?x=1']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
    const asset = await app.inject({ method: 'GET', url: '/app/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toMatch(/javascript/);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject({ method: 'GET', url: '/app/favicon.svg' })).headers['cache-control']).toBe('no-cache');
    expect((await app.inject({ method: 'GET', url: '/app/assets/missing-123.js' })).statusCode).toBe(404);
    // The APIs are not swallowed by the fallback.
    expect((await app.inject({ method: 'GET', url: '/api/categories' })).statusCode).toBe(401);
    await app.close();
  });

  it('without a build, /app explains how to build it (503)', async () => {
    const app = await makeApp({ clientDir: tempDir('painel-empty-') });
    const res = await app.inject({ method: 'GET', url: '/app/categories' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build');
    await app.close();
  });
});

describe('npm start rebuilds the client only when it is missing or stale', () => {
  const project = () => {
    const root = tempDir('painel-root-');
    for (const d of ['src/engine', 'src/server', 'schemas', 'public', 'dist']) mkdirSync(join(root, d), { recursive: true });
    for (const f of ['src/engine/a.ts', 'src/server/b.ts', 'schemas/x.json', 'index.html', 'vite.config.ts', 'package.json', 'public/f.svg']) writeFileSync(join(root, f), '');
    return root;
  };
  const age = (path: string, secondsAgo: number) => {
    const t = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(path, t, t);
  };
  const ageAll = (root: string, secondsAgo: number) => {
    for (const f of ['src/engine/a.ts', 'src/engine', 'src/server/b.ts', 'src/server', 'src', 'schemas/x.json', 'schemas', 'index.html', 'vite.config.ts', 'package.json', 'public/f.svg', 'public']) age(join(root, f), secondsAgo);
  };

  /** The server's first-page module, as the build writes it after the page. */
  const firstPageBuilt = (root: string, secondsAgo: number) => {
    mkdirSync(join(root, 'build/first-page'), { recursive: true });
    writeFileSync(join(root, 'build/first-page/firstPage.mjs'), '');
    age(join(root, 'build/first-page/firstPage.mjs'), secondsAgo);
  };

  it('a build that stopped before the first-page module (or left an older one) → reason', () => {
    const root = project();
    ageAll(root, 100);
    writeFileSync(join(root, 'dist', 'index.html'), '');
    age(join(root, 'dist', 'index.html'), 50);
    firstPageBuilt(root, 70);
    expect(clientBuildReason(root)).toBe('a primeira página que o servidor desenha ainda não foi compilada');
    firstPageBuilt(root, 40);
    expect(clientBuildReason(root)).toBeUndefined();
  });

  it('missing build → reason; fresh build → none; a newer client source → reason; a newer server file → none', () => {
    const root = project();
    expect(clientBuildReason(root)).toBe('o cliente ainda não foi compilado');
    ageAll(root, 100);
    writeFileSync(join(root, 'dist', 'index.html'), '');
    age(join(root, 'dist', 'index.html'), 50);
    expect(clientBuildReason(root)).toBe('a primeira página que o servidor desenha ainda não foi compilada');
    firstPageBuilt(root, 50);
    expect(clientBuildReason(root)).toBeUndefined();
    age(join(root, 'src/server/b.ts'), 10);
    expect(clientBuildReason(root)).toBeUndefined();
    age(join(root, 'schemas/x.json'), 10);
    expect(clientBuildReason(root)).toBe('há arquivos do cliente mais novos que a última compilação');
  });

  it('the demo rows (schemas/demo/) are not part of the client: a newer one does not rebuild it', () => {
    const root = project();
    mkdirSync(join(root, 'schemas/demo'));
    writeFileSync(join(root, 'schemas/demo/x.json'), '{"rows":[]}');
    ageAll(root, 100);
    writeFileSync(join(root, 'dist', 'index.html'), '');
    age(join(root, 'dist', 'index.html'), 50);
    firstPageBuilt(root, 50);
    age(join(root, 'schemas/demo'), 10);
    age(join(root, 'schemas/demo/x.json'), 10);
    expect(clientBuildReason(root)).toBeUndefined();
  });
});
