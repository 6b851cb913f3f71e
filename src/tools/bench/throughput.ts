// `npm run bench`, part 3: throughput of one and of two instances (the compiled server, plain node) on the
// same PostgreSQL (a throwaway local cluster), 50 concurrent connections for a fixed time per case, listing
// and creating records; req/s and p99 side by side. autocannon drives the load: keep-alive connections,
// an HDR histogram for the percentiles, and several target URLs shared round-robin (what a balancer does),
// none of which a small hand-written loader would get right. Loopback only; every run is time-bounded.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { authProfile, mountPath } from '../../engine/contract';
import { readApiProfiles, readSchemasDir } from '../../engine/descriptor/readSchemasDir';
import { Registry } from '../../server/model';
import { POSTGRES_MISSING, postgresInstalled, startPostgres } from '../../../tests/server/support/postgres';
import { buildServer } from '../serverBundle.mjs';
import { titledResource } from './titledResource';
import { freePort, startUntilReady, stopGroup } from './processes';

const root = resolve(import.meta.dirname, '../../..');
const CONNECTIONS = 50;
const SECONDS = 8;
const POOL = 10;
const ADMIN = { email: 'admin@painel.local', password: 'senha-do-bench-1' };

if (!postgresInstalled) {
  console.log(`\nVazão com PostgreSQL: não medida (${POSTGRES_MISSING}).`);
  process.exit(0);
}

const registry = new Registry(readSchemasDir(), readApiProfiles());
const res = titledResource(registry, { list: true });
const listUrl = mountPath(res.profile) + res.descriptor.operations.list!.path;
const createUrl = mountPath(res.profile) + res.descriptor.operations.create!.path;
const title = res.descriptor.titleField!;

await buildServer();
const pg = await startPostgres();
const db = `painel_bench_${randomBytes(4).toString('hex')}`;
await pg.query(`CREATE DATABASE ${db}`);
const env = { DATABASE_URL: pg.url.replace(/\/postgres$/, `/${db}`), PG_POOL_MAX: String(POOL), HOST: '127.0.0.1', ADMIN_PASSWORD: ADMIN.password, LOG_LEVEL: 'warn', DATA_DIR: join(root, 'build', `bench-${process.pid}`) };

async function instance() {
  const port = await freePort();
  const { child } = await startUntilReady([process.execPath, join(root, 'build/server/start.js')], { ...env, PORT: String(port) }, `http://127.0.0.1:${port}/readyz`);
  return { child, url: `http://127.0.0.1:${port}` };
}

interface Measured {
  rps: number;
  p99: number;
  failed: number;
}

async function load(urls: string[], method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: string): Promise<Measured> {
  const result = await autocannon({
    url: urls.map((u) => u + path) as unknown as string,
    connections: CONNECTIONS,
    duration: SECONDS,
    method,
    headers,
    body,
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  return { rps: result.requests.average, p99: result.latency.p99, failed };
}

try {
  const a = await instance();
  const auth = authProfile(registry.apis);
  const token = (await (await fetch(`${a.url}${auth.base}${auth.auth.signIn.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })).json()) as { token: string };
  const headers = { authorization: `Bearer ${token.token}`, 'content-type': 'application/json' };
  for (let i = 0; i < 200; i++) await fetch(a.url + createUrl, { method: 'POST', headers, body: JSON.stringify({ [title]: `Registro ${i}` }) });

  const cases = [
    { label: `GET ${listUrl} (página 1)`, run: (urls: string[]) => load(urls, 'GET', listUrl, headers) },
    { label: `POST ${createUrl}`, run: (urls: string[]) => load(urls, 'POST', createUrl, headers, JSON.stringify({ [title]: 'Registro do teste de carga' })) },
  ];
  // Both instances are up throughout (the second idle in the one-instance runs); each case runs on one, then
  // on two, before the next case, so the list is measured on the same rows both times (creates add rows).
  const b = await instance();
  const one: Measured[] = [];
  const two: Measured[] = [];
  for (const c of cases) {
    one.push(await c.run([a.url]));
    two.push(await c.run([a.url, b.url]));
  }
  await stopGroup(b.child);
  await stopGroup(a.child);

  console.log(`\nVazão no mesmo PostgreSQL (${CONNECTIONS} conexões, ${SECONDS} s por caso, pool de ${POOL} por instância, servidor compilado):`);
  console.log(`${''.padEnd(34)} ${'1 instância'.padStart(22)} ${'2 instâncias'.padStart(22)}`);
  cases.forEach((c, i) => {
    const cell = (r: Measured) => `${r.rps.toFixed(0).padStart(6)} req/s p99 ${String(r.p99).padStart(4)} ms${r.failed ? ` (${r.failed} falhas)` : ''}`;
    console.log(`${c.label.padEnd(34)} ${cell(one[i]).padStart(22)} ${cell(two[i]).padStart(22)}`);
  });
  console.log('(2 núcleos compartilhados por servidor, PostgreSQL e gerador de carga: duas instâncias disputam a mesma CPU.)');
} finally {
  await pg.destroy();
  rmSync(env.DATA_DIR, { recursive: true, force: true });
}
