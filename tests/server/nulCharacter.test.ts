// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { multipart, signedInApp } from './helpers';

// PostgreSQL cannot store U+0000 in text: before the edge refused it, each of these reached SQL and answered 500.
const NUL = { message: 'A requisição contém um caractere nulo (U+0000), que não é aceito.' };
const NUL_PGRST = { code: '22021', details: null, hint: null, message: 'A requisição contém um caractere nulo (U+0000), que não é aceito.' };

const made = signedInApp();
const table = () => ({ apikey: 'painel-anon-key', authorization: made.api.token });

describe('a NUL character anywhere in a request is a Portuguese 400, and nothing is written', () => {
  it('GET /api/categories?q=%00', async () => {
    const res = await made.api.get('/api/categories?q=%00');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NUL);
  });

  it('GET /api/categories?%00=1 (in a query key)', async () => {
    const res = await made.api.get('/api/categories?%00=1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NUL);
  });

  it('GET /api/jobs/%00, DELETE /api/categories/a%00b and PATCH /api/server/posts/%00 (path ids)', async () => {
    for (const [method, url] of [['GET', '/api/jobs/%00'], ['DELETE', '/api/categories/a%00b'], ['PATCH', '/api/server/posts/%00']] as const) {
      const res = await made.app.inject({ method, url, headers: { authorization: made.api.token } });
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json()).toEqual(NUL);
    }
  });

  it('POST /api/categories {"name":"a\\u0000b"} creates nothing', async () => {
    const res = await made.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: { authorization: made.api.token, 'content-type': 'application/json' },
      payload: '{"name":"a\\u0000b"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NUL);
    expect((await made.api.get('/api/categories')).json()).toMatchObject({ total: 0 });
  });

  it('a NUL nested deep in a JSON body, or in a JSON key', async () => {
    for (const payload of ['{"name":"Empena","extra":{"a":[1,{"b":"x\\u0000"}]}}', '{"na\\u0000me":"Empena"}']) {
      const res = await made.app.inject({ method: 'POST', url: '/api/categories', headers: { authorization: made.api.token, 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toEqual(NUL);
    }
  });

  it('POST /api/authentication {"email":"a\\u0000b","password":"x"} without a token', async () => {
    const res = await made.app.inject({
      method: 'POST',
      url: '/api/authentication',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a\\u0000b","password":"x"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NUL);
  });

  it('a multipart field value or field name (POST /api/banners)', async () => {
    for (const parts of [{ title: 'a\u0000b' }, { 'ti\u0000tle': 'Verão' }] as Record<string, string>[]) {
      const { body, contentType } = multipart(parts);
      const res = await made.app.inject({ method: 'POST', url: '/api/banners', headers: { authorization: made.api.token, 'content-type': contentType }, payload: body });
      expect(res.statusCode, JSON.stringify(parts)).toBe(400);
      expect(res.json()).toEqual(NUL);
    }
    expect((await made.api.get('/api/banners')).json()).toMatchObject({ total: 0 });
  });
});

describe('the table API answers the same refusal in PostgREST shape', () => {
  it('GET /rest/v1/config?id=eq.%00 (a filter value)', async () => {
    const res = await made.app.inject({ method: 'GET', url: '/rest/v1/config?id=eq.%00', headers: table() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NUL_PGRST);
  });

  it('GET /rest/v1/config?select=instagram_token%00 (a column name)', async () => {
    const res = await made.app.inject({ method: 'GET', url: '/rest/v1/config?select=instagram_token%00', headers: table() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NUL_PGRST);
  });

  it('PATCH /rest/v1/config?id=eq.1 {"instagram_token":"a\\u0000"} writes nothing', async () => {
    const res = await made.app.inject({
      method: 'PATCH',
      url: '/rest/v1/config?id=eq.1',
      headers: { ...table(), 'content-type': 'application/json' },
      payload: '{"instagram_token":"a\\u0000"}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(NUL_PGRST);
    const row = await made.app.inject({ method: 'GET', url: '/rest/v1/config?id=eq.1', headers: table() });
    expect(row.json()).toEqual([{ id: '1', instagram_token: null }]);
  });
});
