// `npm run bench`, against json-server: the embedded default (PGlite), PostgreSQL and json-server 0.17.4 (the
// anchor's, src/tools/bench/anchor) with the same 2,000 records, 50 connections, side by side in interleaved rounds;
// medians of the rounds and Painel's ratio to json-server. Each server is its own process; autocannon drives.
// BENCH_VERSUS_ROUNDS (default 3), BENCH_VERSUS_SECONDS (5).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { authProfile, mountPath } from '../../engine/contract';
import { readApiProfiles, readSchemasDir } from '../../engine/descriptor/readSchemasDir';
import { Registry } from '../../server/model';
import { postgresInstalled, startPostgres } from '../../../tests/server/support/postgres';
import { buildServer } from '../serverBundle.mjs';
import { titledResource } from './titledResource';
import { freePort, startUntilReady, stopGroup } from './processes';

const root = resolve(import.meta.dirname, '../../..');
const anchorDir = join(root, 'src/tools/bench/anchor');
const ROUNDS = Number(process.env.BENCH_VERSUS_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_VERSUS_SECONDS ?? 5);
const CONNECTIONS = 50;
const ROWS = 2000;
const PASSWORD = 'senha-do-bench-1';
// One record in eight is in Curitiba: the search's common word.
const CITIES = ['Curitiba', 'Londrina', 'Maringá', 'Cascavel', 'Joinville', 'Blumenau', 'Florianópolis', 'Chapecó'];
const nameOf = (i: number) => `Outdoor ${i} ${CITIES[i % CITIES.length]}`;

const registry = new Registry(readSchemasDir(), readApiProfiles());
const res = titledResource(registry, { list: true });
const listPath = mountPath(res.profile) + res.descriptor.operations.list!.path;
const createPath = mountPath(res.profile) + res.descriptor.operations.create!.path;
const title = res.descriptor.titleField!;
const auth = authProfile(registry.apis);

interface Target {
  label: string;
  url: string;
  headers: Record<string, string>;
  list: string;
  search: string;
  create: string;
  stop(): Promise<void>;
}

async function painel(label: string, env: Record<string, string>, cleanup: () => Promise<void>): Promise<Target> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child } = await startUntilReady([process.execPath, join(root, 'build/server/start.js')], { ...env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' }, `${url}/readyz`);
  const signIn = await fetch(`${url}${auth.base}${auth.auth.signIn.path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@painel.local', password: PASSWORD }) });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}`, 'content-type': 'application/json' };
  for (let i = 0; i < ROWS; i += 20) {
    await Promise.all(Array.from({ length: 20 }, (_, k) => fetch(url + createPath, { method: 'POST', headers, body: JSON.stringify({ [title]: nameOf(i + k) }) }).then((r) => r.arrayBuffer())));
  }
  return {
    label,
    url,
    headers,
    list: `${listPath}?page=1&limit=25`,
    search: `${listPath}?q=curitiba&page=1&limit=25`,
    create: createPath,
    stop: async () => {
      await stopGroup(child);
      await cleanup();
    },
  };
}

async function jsonServer(): Promise<Target> {
  if (!existsSync(join(anchorDir, 'node_modules/json-server'))) execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', anchorDir], { stdio: 'inherit' });
  const dir = mkdtempSync(join(tmpdir(), 'painel-json-server-'));
  const file = join(dir, 'db.json');
  const name = res.name;
  writeFileSync(file, JSON.stringify({ [name]: Array.from({ length: ROWS }, (_, i) => ({ id: i + 1, [title]: nameOf(i) })) }));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const bin = join(anchorDir, 'node_modules/json-server/lib/cli/bin.js');
  const { child } = await startUntilReady([process.execPath, bin, file, '--port', String(port), '--host', '127.0.0.1', '--quiet'], {}, `${url}/${name}?_limit=1`);
  return {
    label: 'json-server 0.17.4',
    url,
    headers: { 'content-type': 'application/json' },
    list: `/${name}?_page=1&_limit=25`,
    search: `/${name}?q=curitiba&_page=1&_limit=25`,
    create: `/${name}`,
    stop: async () => {
      await stopGroup(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Measured {
  rps: number;
  p99: number;
  failed: number;
}

async function load(t: Target, kind: 'list' | 'search' | 'create'): Promise<Measured> {
  const result = await autocannon({
    url: t.url + t[kind],
    connections: CONNECTIONS,
    duration: SECONDS,
    method: kind === 'create' ? 'POST' : 'GET',
    headers: t.headers,
    body: kind === 'create' ? JSON.stringify({ [title]: 'Outdoor do teste de carga' }) : undefined,
  });
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors + result.timeouts };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await buildServer();
const targets: Target[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'painel-versus-'));
targets.push(await painel('Painel PGlite', { DATA_DIR: dataDir }, async () => rmSync(dataDir, { recursive: true, force: true })));
if (postgresInstalled) {
  const pg = await startPostgres();
  const db = `painel_versus_${randomBytes(4).toString('hex')}`;
  await pg.query(`CREATE DATABASE ${db}`);
  const pgDir = mkdtempSync(join(tmpdir(), 'painel-versus-'));
  targets.push(await painel('Painel PostgreSQL', { DATABASE_URL: pg.url.replace(/\/postgres$/, `/${db}`), DATA_DIR: pgDir, PG_POOL_MAX: '10' }, async () => {
    await pg.destroy();
    rmSync(pgDir, { recursive: true, force: true });
  }));
}
const anchor = await jsonServer();
targets.push(anchor);

const kinds = ['list', 'search', 'create'] as const;
const results = new Map<string, Measured[]>();
try {
  // Reads first (the creates add rows), each round every server in turn.
  for (const kind of kinds) {
    for (let round = 0; round < ROUNDS; round++) {
      for (const t of targets) {
        const key = `${t.label}\u0000${kind}`;
        results.set(key, [...(results.get(key) ?? []), await load(t, kind)]);
      }
    }
  }
} finally {
  for (const t of targets) await t.stop();
}

const words = { list: 'página da lista', search: 'busca (1 em 8)', create: 'criação' };
console.log(`\nContra json-server (${ROWS} registros, ${CONNECTIONS} conexões, ${SECONDS} s por caso, ${ROUNDS} rodadas alternadas; mediana em req/s, p99, razão sobre json-server):`);
console.log(`${''.padEnd(18)} ${targets.map((t) => t.label.padStart(26)).join(' ')}`);
for (const kind of kinds) {
  const base = median(results.get(`${anchor.label}\u0000${kind}`)!.map((m) => m.rps));
  const cells = targets.map((t) => {
    const runs = results.get(`${t.label}\u0000${kind}`)!;
    const rps = median(runs.map((m) => m.rps));
    const p99 = median(runs.map((m) => m.p99));
    const failed = runs.reduce((n, m) => n + m.failed, 0);
    const ratio = t === anchor ? '' : ` ${(rps / base).toFixed(2)}×`;
    return `${rps.toFixed(0)}/s p99 ${p99} ms${ratio}${failed ? ` (${failed} falhas)` : ''}`.padStart(26);
  });
  console.log(`${words[kind].padEnd(18)} ${cells.join(' ')}`);
}
console.log('(Painel: uma instância, servidor compilado, com sessão e histórico; PGlite guarda a página até a próxima mudança.)');

// The targets this comparison answers (issue 24), each with what was measured.
const TARGETS: { label: string; kind: (typeof kinds)[number]; min: number }[] = [
  { label: 'Painel PGlite', kind: 'list', min: 1 },
  { label: 'Painel PostgreSQL', kind: 'list', min: 2 },
  { label: 'Painel PGlite', kind: 'search', min: 2 },
  { label: 'Painel PostgreSQL', kind: 'search', min: 2 },
  { label: 'Painel PGlite', kind: 'create', min: 4 },
  { label: 'Painel PostgreSQL', kind: 'create', min: 4 },
];
const verdict = (met: boolean) => (met ? 'atingido' : 'NÃO atingido');
console.log('\nAlvos contra json-server:');
for (const target of TARGETS) {
  const runs = results.get(`${target.label}\u0000${target.kind}`);
  if (!runs) continue;
  const ratio = median(runs.map((m) => m.rps)) / median(results.get(`${anchor.label}\u0000${target.kind}`)!.map((m) => m.rps));
  console.log(`  ${target.label}, ${words[target.kind]}: ${ratio.toFixed(2)}× (alvo ≥ ${target.min}×) — ${verdict(ratio >= target.min)}`);
}
// Issue 47: PGlite's one thread held by the upkeep's ANALYZE made every create wait (p99 212–371 ms against a p50 of 20 ms).
const pgliteCreates = results.get(`Painel PGlite\u0000create`);
if (pgliteCreates) {
  const p99 = median(pgliteCreates.map((m) => m.p99));
  console.log(`  PGlite create p99 under 50 connections (mediana das rodadas): ${p99} ms (rodadas: ${pgliteCreates.map((m) => m.p99).join(', ')} ms; alvo ≤ 100 ms) — ${verdict(p99 <= 100)}`);
}
const pgP99 = kinds.flatMap((kind) => results.get(`Painel PostgreSQL\u0000${kind}`)?.map((m) => m.p99) ?? []);
if (pgP99.length) console.log(`  Painel PostgreSQL, p99 (pior caso, pior rodada): ${Math.max(...pgP99)} ms (alvo < 100 ms) — ${verdict(Math.max(...pgP99) < 100)}`);
