// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInApp, stamped } from './helpers';

const made = signedInApp();

describe('bodies are checked against the descriptor schema: 400, Portuguese, per field', () => {
  it('missing required field', async () => {
    const res = await made.api.post('/api/categories', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos — Nome: campo obrigatório.', errors: [{ field: 'name', message: 'Campo obrigatório.' }] });
  });

  it('wrong type', async () => {
    const res = await made.api.post('/api/categories', { name: 42 });
    expect(res.json()).toEqual({ message: 'Dados inválidos — Nome: deve ser um texto.', errors: [{ field: 'name', message: 'Deve ser um texto.' }] });
  });

  it('unknown field', async () => {
    const res = await made.api.post('/api/categories', { name: 'Empena', cor: 'azul' });
    expect(res.json()).toEqual({ message: 'Dados inválidos — "cor": campo não permitido.', errors: [{ field: 'cor', message: 'Campo não permitido.' }] });
  });

  it('too long and too short text', async () => {
    const long = await made.api.post('/api/categories', { name: 'x'.repeat(121) });
    expect(long.json()).toEqual({ message: 'Dados inválidos — Nome: deve ter no máximo 120 caracteres.', errors: [{ field: 'name', message: 'Deve ter no máximo 120 caracteres.' }] });
    const short = await made.api.post('/api/categories', { name: 'x' });
    expect(short.json().errors).toEqual([{ field: 'name', message: 'Deve ter pelo menos 2 caracteres.' }]);
  });

  it('several problems at once, one message per field', async () => {
    const res = await made.api.post('/api/jobs', { name: 1, html: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      // An empty text is no value: it is missing like description, and said with it.
      { field: 'description', message: 'Campo obrigatório.' },
      { field: 'html', message: 'Campo obrigatório.' },
      { field: 'name', message: 'Deve ser um texto.' },
    ]);
  });

  it('an id cannot be chosen by the client, on create or update', async () => {
    const create = await made.api.post('/api/categories', { id: 'meu-id', name: 'Empena' });
    expect(create.json().errors).toEqual([{ field: 'id', message: 'Campo não permitido.' }]);
    const { id } = (await made.api.post('/api/categories', { name: 'Empena' })).json();
    const update = await made.api.patch(`/api/categories/${id}`, { id: 'outro-id', name: 'Empena' });
    expect(update.statusCode).toBe(400);
  });

  it('PATCH cannot empty a required field: null is refused as missing and the stored value stays', async () => {
    const { id } = (await made.api.post('/api/categories', { name: 'Empena' })).json();
    const res = await made.api.patch(`/api/categories/${id}`, { name: null });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos — Nome: campo obrigatório.', errors: [{ field: 'name', message: 'Campo obrigatório.' }] });
    expect((await made.api.get(`/api/categories/${id}`)).json()).toEqual(stamped({ id, name: 'Empena' }));
  });

  it('a body that is not an object, or not JSON, is a 400', async () => {
    for (const payload of ['[1,2]', '"texto"', '{"name":']) {
      const res = await made.app.inject({ method: 'POST', url: '/api/categories', headers: { authorization: made.api.token, 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
  });

  it('an unsupported content type is a 415 in Portuguese', async () => {
    const res = await made.app.inject({ method: 'POST', url: '/api/categories', headers: { authorization: made.api.token, 'content-type': 'text/plain' }, payload: 'name=x' });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Tipo de conteúdo não suportado: envie JSON ou multipart/form-data.' });
  });

  it('a malformed multipart body is a 400, not a 500', async () => {
    const res = await made.app.inject({
      method: 'POST',
      url: '/api/banners',
      headers: { authorization: made.api.token, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nsem fim',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O envio multipart está malformado.' });
  });
});

describe('multipart values arrive as text and are read as their JSON type', () => {
  const outdoor = { name: 'Av. Paulista, 1000', location: 'Bela Vista, São Paulo - SP' };

  it('latitude and longitude become numbers (typographic minus and decimal comma accepted)', async () => {
    const res = await made.api.form('POST', '/api/outdoors', { ...outdoor, latitude: '−23,5646', longitude: '-46.6527' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual(stamped({ id: expect.any(String), ...outdoor, latitude: -23.5646, longitude: -46.6527 }));
  });

  it('a value that is not a number, or out of range, is refused', async () => {
    const res = await made.api.form('POST', '/api/outdoors', { ...outdoor, latitude: 'norte', longitude: '-200' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([
      { field: 'latitude', message: 'Deve ser um número.' },
      { field: 'longitude', message: 'Deve ser maior ou igual a -180.' },
    ]);
  });

  it('URLs must be complete; imageUrl cannot be smuggled as a status-like field', async () => {
    const res = await made.api.form('POST', '/api/outdoors', { ...outdoor, latitude: '-23.5', longitude: '-46.6', streetViewUrl: 'maps.google.com' });
    expect(res.json().errors).toEqual([{ field: 'streetViewUrl', message: 'Informe uma URL completa (começando com http:// ou https://).' }]);
  });

  it('PUT: an absent optional field keeps its value; an empty one clears it; a required one cannot be emptied', async () => {
    const { id } = (
      await made.api.form('POST', '/api/outdoors', { ...outdoor, latitude: '-23.5', longitude: '-46.6', photoUrl360: 'https://exemplo.com.br/360', streetViewUrl: 'https://exemplo.com.br/sv' })
    ).json();
    const kept = await made.api.form('PUT', `/api/outdoors/${id}`, { ...outdoor, latitude: '-23.6', longitude: '-46.6' });
    expect(kept.json()).toEqual(stamped({ id, ...outdoor, latitude: -23.6, longitude: -46.6, photoUrl360: 'https://exemplo.com.br/360', streetViewUrl: 'https://exemplo.com.br/sv' }));
    const cleared = await made.api.form('PUT', `/api/outdoors/${id}`, { ...outdoor, latitude: '-23.6', longitude: '-46.6', photoUrl360: '' });
    expect(cleared.json()).toEqual(stamped({ id, ...outdoor, latitude: -23.6, longitude: -46.6, streetViewUrl: 'https://exemplo.com.br/sv' }));
    const noName = await made.api.form('PUT', `/api/outdoors/${id}`, { ...outdoor, name: '', latitude: '-23.6', longitude: '-46.6' });
    expect(noName.json().errors).toEqual([{ field: 'name', message: 'Campo obrigatório.' }]);
    const missing = await made.api.form('PUT', `/api/outdoors/${id}`, { name: 'Só nome' });
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['location', 'latitude', 'longitude']);
  });

  it('the same field twice is refused', async () => {
    const { body, contentType } = (await import('./helpers')).multipart({ title: ['Um', 'Dois'] });
    const res = await made.app.inject({ method: 'POST', url: '/api/banners', headers: { authorization: made.api.token, 'content-type': contentType }, payload: body });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O campo "title" foi enviado mais de uma vez.', errors: [{ field: 'title', message: 'Enviado mais de uma vez.' }] });
  });
});

describe('nothing answers 500 for bad input', () => {
  it.each([
    ['a broken percent-encoding', 'GET', '/api/categories/%E0%A4%A'],
    ['a 5 000-character id', 'GET', `/api/categories/${'x'.repeat(5000)}`],
    ['a huge page number', 'GET', '/api/categories?page=99999999999999999999'],
    ['SQL in q', 'GET', '/api/categories?q=%27%3B%20drop%20table%20categories%3B--'],
    ['SQL in the id', 'DELETE', "/api/categories/'%20or%201=1--"],
  ] as const)('%s', async (_label, method, url) => {
    const res = await made.app.inject({ method, url, headers: { authorization: made.api.token } });
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type'] ?? 'application/json').toMatch(/json/);
    expect((await made.api.get('/api/categories')).statusCode).toBe(200);
  });
});
