// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, client, makeApp, png, signIn } from './helpers';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await makeApp();
  token = await signIn(app);
});
afterAll(() => app.close());

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
    const res = await app.inject({ method, url, headers: { ...bearer(token), apikey: 'painel-anon-key' }, ...(payload ? { payload } : {}) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('uploads keep their long cache (their names are never reused)', async () => {
    const created = await client(app, token).form('POST', '/api/banners', { title: 'Com imagem', file: png() });
    const res = await app.inject({ method: 'GET', url: created.json().imageUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
