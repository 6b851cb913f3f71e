// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { multipart, signedInApp } from './helpers';

const made = signedInApp();

const headers = (extra: Record<string, string> = {}) => ({ apikey: 'painel-anon-key', authorization: made.api.token, ...extra });
const UNSUPPORTED = { code: 'PGRST107', details: null, hint: null, message: 'Tipo de conteúdo não suportado: envie o corpo como application/json.' };

async function storedToken() {
  const res = await made.app.inject({ method: 'GET', url: '/rest/v1/config?select=instagram_token&id=eq.1', headers: headers() });
  return res.json();
}

describe('PATCH /rest/v1/config: a body the table API cannot read is a PostgREST 415, never a silent 204', () => {
  it('multipart/form-data with a JSON body (it answered 204 and wrote nothing)', async () => {
    const res = await made.app.inject({
      method: 'PATCH',
      url: '/rest/v1/config?id=eq.1',
      headers: headers({ 'content-type': 'multipart/form-data; boundary=x' }),
      payload: '{"instagram_token":"novo-token"}',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(UNSUPPORTED);
    expect(await storedToken()).toEqual([{ instagram_token: null }]);
  });

  it('a well-formed multipart body', async () => {
    const { body, contentType } = multipart({ instagram_token: 'novo-token' });
    const res = await made.app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: headers({ 'content-type': contentType }), payload: body });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(UNSUPPORTED);
    expect(await storedToken()).toEqual([{ instagram_token: null }]);
  });

  it.each([
    ['text/plain', '{"instagram_token":"novo-token"}'],
    ['application/x-www-form-urlencoded', 'instagram_token=novo-token'],
    ['application/xml', '<instagram_token>novo-token</instagram_token>'],
  ])('Content-Type: %s', async (type, payload) => {
    const res = await made.app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: headers({ 'content-type': type }), payload });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(UNSUPPORTED);
    expect(await storedToken()).toEqual([{ instagram_token: null }]);
  });

  it('a body without Content-Type', async () => {
    const res = await made.app.inject({ method: 'PATCH', url: '/rest/v1/config?id=eq.1', headers: headers(), payload: '{"instagram_token":"novo-token"}' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual(UNSUPPORTED);
    expect(await storedToken()).toEqual([{ instagram_token: null }]);
  });

  it('application/json still writes (204)', async () => {
    const res = await made.app.inject({
      method: 'PATCH',
      url: '/rest/v1/config?id=eq.1',
      headers: headers({ 'content-type': 'application/json' }),
      payload: '{"instagram_token":"novo-token"}',
    });
    expect(res.statusCode).toBe(204);
    expect(await storedToken()).toEqual([{ instagram_token: 'novo-token' }]);
  });
});
