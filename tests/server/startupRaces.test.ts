// @vitest-environment node
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boot } from '../../src/server/boot';
import { readConfig } from '../../src/server/config';
import { seedDemo } from '../../src/server/demo';
import { client, signIn, tempDir } from './helpers';
import { pgAvailable, pgForTests, type PgForTests } from './support/pgDatabases';

if (!pgAvailable) console.warn('startupRaces.test.ts skipped: no PAINEL_TEST_DATABASE_URL and no PostgreSQL binaries');

/** Instances as `npm start` boots them: one PostgreSQL, each with its own DATA_DIR (as on separate machines). */
const config = (url: string, env: Record<string, string> = {}) =>
  readConfig({ DATABASE_URL: url, DATA_DIR: tempDir(), PG_POOL_MAX: '3', LOG_LEVEL: 'error', ...env });

describe.skipIf(!pgAvailable)('several instances starting at once on one PostgreSQL', () => {
  let server: PgForTests;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    server = await pgForTests();
  }, 60_000);
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await server?.stop();
  });

  async function bootAll(url: string, n: number, env: Record<string, string> = {}) {
    const results = await Promise.allSettled(Array.from({ length: n }, () => boot(config(url, env))));
    for (const r of results) if (r.status === 'fulfilled') apps.push(r.value.app);
    return results;
  }

  it('6 instances on a fresh database: all start, one creates the administrator (random password) and the others find it', async () => {
    const url = await server.newDatabase();
    const results = await bootAll(url, 6);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const admins = results.map((r) => (r.status === 'fulfilled' ? r.value.admin : undefined));
    expect(admins.filter((a) => a?.created)).toHaveLength(1);
    expect(await server.query(url, 'SELECT email FROM users')).toEqual([{ email: 'admin@painel.local' }]);
  });

  it('without TOKEN_SECRET they sign with the one secret kept in the database: a token from one works on every other', async () => {
    const url = await server.newDatabase();
    const password = 'senha-do-admin-multi';
    const results = await bootAll(url, 3, { ADMIN_PASSWORD: password });
    const [a, b, c] = results.map((r) => (r.status === 'fulfilled' ? r.value.app : undefined));
    const token = await signIn(a!, 'admin@painel.local', password);
    for (const other of [b!, c!]) expect((await client(other, token).get('/api/session')).statusCode).toBe(200);
    expect(await server.query(url, "SELECT count(*)::int AS n FROM painel_settings WHERE key = 'token_secret'")).toEqual([{ n: 1 }]);
  });

  it('3 instances adding the demo rows at once add them once', async () => {
    const url = await server.newDatabase();
    const password = 'senha-do-admin-demo';
    const results = await bootAll(url, 3, { ADMIN_PASSWORD: password });
    const booted = results.map((r) => (r.status === 'fulfilled' ? r.value.app : undefined)) as FastifyInstance[];
    const summaries = await Promise.all(booted.map((app) => seedDemo(app)));
    expect(summaries.filter((s) => Object.keys(s.created).length > 0)).toHaveLength(1);
    const api = client(booted[0], await signIn(booted[0], 'admin@painel.local', password));
    expect((await api.get('/api/categories')).json().total).toBe(5);
    expect((await api.get('/api/banners')).json().total).toBe(3);
    expect((await api.get('/api/server/services')).json().data.total).toBe(4);
  });
});
