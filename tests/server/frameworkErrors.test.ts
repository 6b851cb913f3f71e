// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInApp } from './helpers';
import { rawHttp } from './support/rawHttp';

const made = signedInApp();
let port: number;

beforeAll(async () => {
  await made.app.listen({ host: '127.0.0.1', port: 0 });
  port = (made.app.server.address() as { port: number }).port;
});

const TOO_BIG = { message: 'O endereço ou os cabeçalhos da requisição são grandes demais.' };

describe('errors raised before a route runs answer Portuguese JSON and never echo the request', () => {
  it('GET /api/categories/<2 000 characters> (Fastify maxParamLength) → 414', async () => {
    const res = await made.api.get(`/api/categories/${'a'.repeat(2000)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'O endereço da requisição é longo demais.' });
  });

  it('the same over a real socket', async () => {
    const res = await rawHttp(port, `GET /api/categories/${'a'.repeat(2000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(414);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(res.body)).toEqual({ message: 'O endereço da requisição é longo demais.' });
  });

  it('GET /api/categories/%E0%A4%A (a broken percent-encoding in the path) → 400', async () => {
    const res = await made.api.get('/api/categories/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'O endereço da requisição é inválido.' });
  });

  it('GET /api/nada and GET /nada/abc?x=1 → 404 without the path', async () => {
    for (const url of ['/api/nada', '/nada/abc?x=1']) {
      const res = await made.api.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Rota não encontrada.' });
    }
  });

  it('a 20 000-character URL (over Node\'s 16 KiB head) → 431, over a real socket', async () => {
    const res = await rawHttp(port, `GET /api/categories?q=${'a'.repeat(20000)} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expect(JSON.parse(res.body)).toEqual(TOO_BIG);
  });

  it('a 20 000-character header → 431, over a real socket', async () => {
    const res = await rawHttp(port, `GET /api/categories HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Grande: ${'a'.repeat(20000)}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual(TOO_BIG);
  });

  it('a request line that is not HTTP → 400, over a real socket', async () => {
    const res = await rawHttp(port, 'OLÁ MUNDO\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ message: 'Requisição HTTP malformada.' });
  });

  it('the server still answers afterwards', async () => {
    const res = await rawHttp(port, `GET /api/categories HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: ${made.api.token}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(200);
  });
});
