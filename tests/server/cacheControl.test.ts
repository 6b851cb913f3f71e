// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { png, signedInApp } from './helpers';

const made = signedInApp();

describe('no API answer is kept by a browser or a proxy', () => {
  it.each([
    ['POST', '/api/authentication', { email: 'admin@painel.local', password: 'senha-do-admin-1' }],
    ['POST', '/api/authentication', { email: 'admin@painel.local', password: 'errada' }],
    ['GET', '/api/session', undefined],
    ['GET', '/api/server/users', undefined],
    ['GET', '/api/categories', undefined],
    ['GET', '/api/categories/nao-existe', undefined],
    ['GET', '/api/server/services/export', undefined],
    ['GET', '/rest/v1/config?id=eq.1&select=instagram_token', undefined],
    ['GET', '/api/nada', undefined],
  ] as const)('%s %s → Cache-Control: no-store', async (method, url, payload) => {
    const res = await made.app.inject({ method, url, headers: { authorization: made.api.token, apikey: 'painel-anon-key' }, ...(payload ? { payload } : {}) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('uploads keep their long cache (their names are never reused)', async () => {
    const created = await made.api.form('POST', '/api/banners', { title: 'Com imagem', file: png() });
    const res = await made.app.inject({ method: 'GET', url: created.json().imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
