// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPg } from '../../src/server/db/pg';
import { makeApp, signIn, tempDir } from './helpers';
import { postgresInstalled, startPostgres } from './support/postgres';

let app: FastifyInstance;
beforeAll(async () => {
  app = await makeApp();
});
afterAll(() => app.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('probes for balancers: public, JSON, Portuguese', () => {
  it('GET /healthz → 200: the process is up (no session needed)', async () => {
    const res = await app.inject({ method: 'GET', url: '/healthz' });
    expect([res.statusCode, res.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(res.json()).toEqual({ status: 'ok', message: 'O processo está no ar.' });
  });

  it('GET /readyz → 200 while the database answers', async () => {
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'pronto', message: 'Pronta para receber requisições.' });
  });

  it('on the way out: /readyz → 503 while everything else is still served; once draining, every answer says Connection: close; /healthz stays 200', async () => {
    const leaving = await makeApp();
    const auth = { authorization: `Bearer ${await signIn(leaving)}` };
    leaving.painel.lifecycle.stopping = true;
    const ready = await leaving.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'encerrando', message: 'Esta instância está sendo encerrada e não recebe novas requisições.' });
    const read = await leaving.inject({ method: 'GET', url: '/api/categories', headers: auth });
    expect([read.statusCode, read.headers.connection]).toEqual([200, 'keep-alive']);
    leaving.painel.lifecycle.draining = true;
    const created = await leaving.inject({ method: 'POST', url: '/api/categories', headers: auth, payload: { name: 'Criada na saída' } });
    expect([created.statusCode, created.headers.connection]).toEqual([201, 'close']);
    expect(created.json()).toMatchObject({ name: 'Criada na saída' });
    expect((await leaving.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await leaving.close();
  });
});

describe('request ids', () => {
  it('every answer carries X-Request-Id: a new UUID each time, or the one the request brought when it is sane', async () => {
    const a = await app.inject({ method: 'GET', url: '/api/session' });
    const b = await app.inject({ method: 'GET', url: '/nao-existe' });
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(b.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const given = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.2026' } });
    expect(given.headers['x-request-id']).toBe('lb-7f3a.2026');
    const forged = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'x"}\n{"level":60' } });
    expect(forged.headers['x-request-id']).toMatch(UUID);
  });
});

describe.skipIf(!postgresInstalled)('/readyz on a real PostgreSQL', () => {
  it('503 while the database is down, 200 again once it is back', async () => {
    const pg = await startPostgres();
    const onPg = await makeApp({ db: await openPg(pg.url, { poolMax: 2, connectionTimeoutMs: 1000, onConnectionError: () => {} }), dataDir: tempDir() });
    try {
      expect((await onPg.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      await pg.stop();
      const down = await onPg.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'indisponivel', message: 'O banco de dados não responde.' });
      expect((await onPg.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      await pg.start();
      expect((await onPg.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    } finally {
      await onPg.close();
      await pg.destroy();
    }
  });
});
