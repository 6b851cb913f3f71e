// @vitest-environment node
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeApp, tempDir } from './helpers';

/** A built client as `vite build` leaves it, with the API origins it was built for. */
function fakeDist(connect?: string[]) {
  const dir = tempDir('painel-dist-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div><script type="module" src="/app/assets/index-abc123.js"></script>');
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("painel")');
  if (connect) writeFileSync(join(dir, 'csp-sources.json'), JSON.stringify({ connect }));
  return dir;
}

const directives = (csp: string | undefined) =>
  Object.fromEntries((csp ?? '').split(';').map((d) => d.trim()).filter(Boolean).map((d) => [d.split(/\s+/)[0], d.split(/\s+/).slice(1)]));

describe('the client is served with a strict Content-Security-Policy and framing protection', () => {
  it('index.html, deep links, assets and a missing asset all carry the headers', async () => {
    const app = await makeApp({ clientDir: fakeDist() });
    for (const url of ['/app', '/app/', '/app/jobs/12', '/app/assets/index-abc123.js', '/app/assets/missing-1.js']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = directives(res.headers['content-security-policy'] as string | undefined);
      // Its own files, and one inline script named by its hash (the drawn page's first: tests/server/firstPage.test.ts).
      expect(csp['script-src'], url).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
      expect(csp['object-src'], url).toEqual(["'none'"]);
      expect(csp['base-uri'], url).toEqual(["'none'"]);
      expect(csp['frame-ancestors'], url).toEqual(["'none'"]);
      expect(csp['form-action'], url).toEqual(["'self'"]);
      expect(csp['default-src'], url).toEqual(["'self'"]);
      expect(csp['connect-src'], url).toEqual(["'self'"]);
      expect(csp['style-src'], url).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src'], url).toEqual(["'self'", 'data:', 'blob:', 'https:', 'http:']);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
    await app.close();
  });

  it('no unsafe-inline or unsafe-eval for scripts, anywhere in the policy', async () => {
    const app = await makeApp({ clientDir: fakeDist() });
    const csp = (await app.inject({ method: 'GET', url: '/app' })).headers['content-security-policy'] as string;
    expect(csp).not.toMatch(/unsafe-eval/);
    expect(directives(csp)['script-src']).not.toContain("'unsafe-inline'");
    await app.close();
  });

  it('connect-src adds the API origins the client was built with (other hosts than the page)', async () => {
    const app = await makeApp({ clientDir: fakeDist(['https://api.exemplo.com.br', 'https://projeto.supabase.co']) });
    const res = await app.inject({ method: 'GET', url: '/app/sign-in' });
    expect(directives(res.headers['content-security-policy'] as string)['connect-src']).toEqual(["'self'", 'https://api.exemplo.com.br', 'https://projeto.supabase.co']);
    await app.close();
  });

  it('a csp-sources.json naming something that is not an http(s) origin is not trusted', async () => {
    const app = await makeApp({ clientDir: fakeDist(["'unsafe-eval'", 'https://ok.exemplo.com.br', 'javascript:x', 'https://a.exemplo.com.br; script-src *']) });
    const res = await app.inject({ method: 'GET', url: '/app' });
    expect(directives(res.headers['content-security-policy'] as string)['connect-src']).toEqual(["'self'", 'https://ok.exemplo.com.br']);
    expect(res.headers['content-security-policy']).not.toMatch(/unsafe-eval|script-src \*/);
    await app.close();
  });
});
