// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';

const made = signedInApp();

const post = (contentType: string, payload: Buffer) => made.app.inject({ method: 'POST', url: '/api/categories', headers: { authorization: made.api.token, 'content-type': contentType }, payload });
const names = async () => ((await made.app.inject({ method: 'GET', url: '/api/categories', headers: { authorization: made.api.token } })).json().data as { name: string }[]).map((c) => c.name);
// {"name":"Café"} in Latin-1: é is the single byte 0xE9.
const LATIN1 = Buffer.concat([Buffer.from('{"name":"Caf'), Buffer.from([0xe9]), Buffer.from('"}')]);

describe('a body is UTF-8, or it is refused; never a silent rewrite', () => {
  it('Content-Type: application/json; charset=iso-8859-1 → 415 in Portuguese, nothing stored', async () => {
    const res = await post('application/json; charset=iso-8859-1', LATIN1);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'Codificação não suportada: envie o corpo em UTF-8.' });
    expect(await names()).toEqual([]);
  });

  it('undeclared bytes that are not UTF-8 → 400, not stored as U+FFFD', async () => {
    const res = await post('application/json', LATIN1);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O corpo da requisição não está em UTF-8.' });
    expect(await names()).toEqual([]);
  });

  it('charset=utf-8 (any case) and no charset at all are read as they are', async () => {
    expect((await post('application/json; charset=UTF-8', Buffer.from('{"name":"Café"}'))).statusCode).toBe(201);
    expect((await post('application/json', Buffer.from('{"name":"Ação"}'))).statusCode).toBe(201);
    expect((await names()).sort()).toEqual(['Ação', 'Café']);
  });
});
