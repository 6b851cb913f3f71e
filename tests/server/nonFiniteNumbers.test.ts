// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';

const made = signedInApp();

const LISTS = [
  '/api/banners',
  '/api/categories',
  '/api/jobs',
  '/api/outdoors',
  '/api/server/posts',
  '/api/server/services',
  '/api/server/tenancies',
  '/api/server/users',
];

// Before: "1e309" and "Infinity" became Infinity, skipped the range check and reached SQL as OFFSET Infinity (500).
describe('page and limit must be finite positive integers, on every list', () => {
  it.each([
    ['page=1e309', { field: 'page', message: 'Deve ser um número inteiro.' }, 'Dados inválidos — Página: deve ser um número inteiro.'],
    ['page=Infinity', { field: 'page', message: 'Deve ser um número inteiro.' }, 'Dados inválidos — Página: deve ser um número inteiro.'],
    ['page=-1e309', { field: 'page', message: 'Deve ser um número inteiro.' }, 'Dados inválidos — Página: deve ser um número inteiro.'],
    ['limit=1e309', { field: 'limit', message: 'Deve ser um número inteiro.' }, 'Dados inválidos — Limite: deve ser um número inteiro.'],
    ['limit=Infinity', { field: 'limit', message: 'Deve ser um número inteiro.' }, 'Dados inválidos — Limite: deve ser um número inteiro.'],
    ['limit=-Infinity', { field: 'limit', message: 'Deve ser um número inteiro.' }, 'Dados inválidos — Limite: deve ser um número inteiro.'],
  ])('%s is a 400', async (query, error, message) => {
    for (const list of LISTS) {
      const res = await made.api.get(`${list}?${query}`);
      expect(res.statusCode, `GET ${list}?${query}`).toBe(400);
      expect(res.json()).toEqual({ message, errors: [error] });
    }
  });

  it('a page past the range is refused with its bound; a limit above the cap is served as the cap', async () => {
    const page = await made.api.get('/api/server/services?page=1000001');
    expect(page.statusCode).toBe(400);
    expect(page.json()).toEqual({
      message: 'Dados inválidos — Página: deve ser menor ou igual a 1.000.000.',
      errors: [{ field: 'page', message: 'Deve ser menor ou igual a 1.000.000.' }],
    });
    const limit = await made.api.get('/api/server/services?page=2&limit=100000');
    expect(limit.statusCode).toBe(200);
    expect(limit.json()).toEqual({ data: { items: [], total: 0, page: 2, limit: 100 } });
  });
});

// Before: the body validator ran with strict numbers off, so Infinity passed `type: number` and skipped the range.
describe('a number field refuses a non-finite value', () => {
  it('POST /api/outdoors (multipart) with latitude "1e309" is a 400 and stores nothing', async () => {
    const res = await made.api.form('POST', '/api/outdoors', { name: 'Praça Sete', location: 'Centro, Belo Horizonte - MG', latitude: '1e309', longitude: '-43.93' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos — Latitude: deve ser um número.', errors: [{ field: 'latitude', message: 'Deve ser um número.' }] });
    expect((await made.api.get('/api/outdoors')).json()).toMatchObject({ total: 0 });
  });

  it('POST /api/server/services {"name":"Lona","price":1e400} (JSON reads it as Infinity) is a 400', async () => {
    const res = await made.app.inject({
      method: 'POST',
      url: '/api/server/services',
      headers: { authorization: made.api.token, 'content-type': 'application/json' },
      payload: '{"name":"Lona","price":1e400}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Dados inválidos — Preço (R$): deve ser um número.', errors: [{ field: 'price', message: 'Deve ser um número.' }] });
    expect((await made.api.get('/api/server/services')).json()).toMatchObject({ data: { total: 0 } });
  });
});
