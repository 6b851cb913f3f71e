// @vitest-environment node
// Which page the server sends for an /app address: the prerendered sign-in page to a visitor without the
// session cookie (drawn before any script runs), the app's page to one with it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, tempDir } from './helpers';

const APP_PAGE = '<!doctype html><div id="root"></div><script type="module" src="/app/assets/index-abc123.js"></script>';
const SIGN_IN_PAGE = '<!doctype html><div id="root"><main><h1>Painel</h1><form>Entrar</form></main></div><script type="module" src="/app/assets/index-abc123.js"></script>';

function distWithSignIn() {
  const dir = tempDir('painel-dist-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), APP_PAGE);
  writeFileSync(join(dir, 'sign-in.html'), SIGN_IN_PAGE);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("painel")');
  return dir;
}

describe('the page for an /app address', () => {
  let app: Awaited<ReturnType<typeof makeApp>>;
  beforeAll(async () => {
    app = await makeApp({ clientDir: distWithSignIn() });
  });
  afterAll(() => app.close());

  it('without the session cookie: the sign-in page, already drawn, for any /app address', async () => {
    for (const url of ['/app', '/app/', '/app/sign-in', '/app/outdoors', '/app/users/7/change-password?x=1']) {
      for (const cookie of [undefined, 'tema=escuro', 'tokenx=1; other=2', 'token=']) {
        const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
        expect(res.statusCode, `${url} ${cookie}`).toBe(200);
        expect(res.body, `${url} ${cookie}`).toBe(SIGN_IN_PAGE);
        expect(res.headers['cache-control']).toBe('no-cache');
        // A cache between the browser and the server must not give one visitor's page to the other.
        expect(String(res.headers.vary)).toMatch(/cookie/i);
      }
    }
  });

  it('with the session cookie: the app page, wherever the cookie sits in the header', async () => {
    for (const cookie of ['token=eyJhbGciOi.abc.def', 'tema=escuro; token=abc', 'a=1;token=abc;b=2']) {
      const res = await app.inject({ method: 'GET', url: '/app/outdoors', headers: { cookie } });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toBe(APP_PAGE);
    }
  });

  it('a build without the prerendered page still serves the app page to everyone', async () => {
    const dir = distWithSignIn();
    const { rmSync } = await import('node:fs');
    rmSync(join(dir, 'sign-in.html'));
    const other = await makeApp({ clientDir: dir });
    const res = await other.inject({ method: 'GET', url: '/app/outdoors' });
    expect(res.body).toBe(APP_PAGE);
    await other.close();
  });
});
