// `npm run bench` (lists): a list an administrator works in at 2k, 20k, 200k and 1M rows, on PGlite and, when
// DATABASE_URL is set, on PostgreSQL (in a throwaway database, dropped at the end). Rows go straight into the
// table (generate_series, indexes built after loading); every measure goes through the real route
// (app.inject → RecordService → Repository), each the first read after a change (nothing kept). Prints p50/p99 per case and size, the CSV export of 100k rows
// with its peak memory, and the machine's load. BENCH_SIZES=2000,20000 and BENCH_RUNS=30 make it shorter.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { authProfile, mountPath, type ResourceDescriptor } from '../../engine/contract';
import { readSchemasDir } from '../../engine/descriptor';
import { buildApp, identityCreateRules } from '../../server/app';
import { bootstrapAdmin } from '../../server/auth';
import { DEFAULT_PG_SETTINGS, dropListIndexes, migrate, openDatabase, openPglite, type Db } from '../../server/db';
import { postgresInstalled, startPostgres } from '../../../tests/server/support/postgres';

const SIZES = (process.env.BENCH_SIZES ?? '2000,20000,200000,1000000').split(',').map(Number);
/**
 * BENCH_GROWN=1: the table grows as a real one does, through writes with its indexes in place (a batch of
 * 1,000 rows per statement), and nobody vacuums or analyses it by hand: what Painel's own upkeep leaves.
 */
const GROWN = Boolean(process.env.BENCH_GROWN);
/**
 * BENCH_POSTGRES=1, without DATABASE_URL: PostgreSQL too, on a throwaway local cluster (Debian's postgresql), and
 * then PGlite beside it case by case, against the targets (issue 24).
 */
const OWN_POSTGRES = Boolean(process.env.BENCH_POSTGRES) && !process.env.DATABASE_URL && postgresInstalled;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const EXPORT_ROWS = 100_000;
const SERVICES = 1000;
const ADDRESSES = ['Av. Paulista', 'Rua Augusta', 'Av. Brasil', 'Rua da Consolação', 'Av. Atlântica', 'Praça da Sé', 'Rua Oscar Freire', 'Av. Goiás'];

/** A list with every kind of column: text, money, date, yes/no and a reference (searched through its title too). */
const placements: ResourceDescriptor = {
  name: 'placements',
  labels: { singular: 'Veiculação', plural: 'Veiculações', gender: 'f' },
  group: 'Bench',
  api: 'main',
  titleField: 'name',
  schema: {
    type: 'object',
    required: ['name', 'location', 'price', 'startDate', 'serviceId'],
    properties: {
      id: { title: 'ID', type: 'string', readOnly: true },
      name: { title: 'Nome', type: 'string', maxLength: 160 },
      location: { title: 'Endereço', type: 'string', maxLength: 300 },
      price: { title: 'Preço (R$)', type: 'number', minimum: 0 },
      startDate: { title: 'Início', type: 'string', format: 'date' },
      active: { title: 'Situação', type: 'boolean', readOnly: true, default: true },
      serviceId: { title: 'Serviço', type: 'string' },
    },
  },
  references: { serviceId: { resource: 'services' } },
  list: {
    columns: [
      { field: 'name' },
      { field: 'location' },
      { field: 'price', kind: 'money' },
      { field: 'startDate', kind: 'date' },
      { field: 'active', kind: 'boolean', trueLabel: 'Ativa', falseLabel: 'Inativa' },
      { field: 'serviceId', kind: 'reference' },
    ],
    search: ['name', 'location', 'serviceId'],
  },
  operations: {
    list: { method: 'GET', path: '/placements', query: ['q', 'page', 'limit', 'sort', 'filters'] },
    read: { method: 'GET', path: '/placements/{id}' },
    export: { method: 'GET', path: '/placements/export', query: ['q', 'sort', 'filters'] },
  },
};

interface Engine {
  name: string;
  open(): Promise<{ db: Db; cleanup(): Promise<void> }>;
}

const pglite: Engine = {
  name: 'PGlite',
  async open() {
    const dir = mkdtempSync(join(tmpdir(), 'painel-listbench-'));
    return { db: await openPglite(join(dir, 'db')), cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  },
};

function postgres(url: string): Engine {
  return {
    name: 'PostgreSQL',
    async open() {
      const name = `painel_bench_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${name}`;
      // Index builds at 1M rows outlast the server's default statement timeout.
      const db = await openDatabase({ databaseUrl: target.toString(), dataDir: tmpdir(), pg: { ...DEFAULT_PG_SETTINGS, statementTimeoutMs: 600_000 } });
      return {
        db,
        async cleanup() {
          const drop = new pg.Client({ connectionString: url });
          await drop.connect();
          await drop.query(`DROP DATABASE IF EXISTS ${name}`);
          await drop.end();
        },
      };
    },
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');

/**
 * Rows `from`..`to` (1-based), straight into the table: one statement, the search column generated by the
 * database. Values come from each row's md5, so no column follows another (a planner's statistics would notice).
 */
async function seed(db: Db, from: number, to: number) {
  const addresses = `ARRAY[${ADDRESSES.map((a) => `'${a}'`).join(', ')}]`;
  await db.query(
    `WITH s AS (SELECT array_agg(id ORDER BY id) AS ids FROM services)
     INSERT INTO placements (id, name, location, price, "startDate", active, "serviceId", created_at, updated_at)
     SELECT h::uuid::text, 'Veiculação ' || i, (${addresses})[1 + get_byte(b, 0) % 8] || ', ' || (get_byte(b, 1) * 256 + get_byte(b, 2)) % 5000,
            ((get_byte(b, 3)::bigint * 65536 + get_byte(b, 4) * 256 + get_byte(b, 5)) % 1000000) / 100.0,
            to_char(date '2020-01-01' + (get_byte(b, 6) * 256 + get_byte(b, 7)) % 2500, 'YYYY-MM-DD'), get_byte(b, 8) % 3 <> 0,
            s.ids[1 + (get_byte(b, 9) * 256 + get_byte(b, 10)) % ${SERVICES}], timestamptz '2020-01-01' + i * interval '1 minute', timestamptz '2020-01-01' + i * interval '1 minute'
     FROM generate_series($1::int, $2::int) AS i, s, LATERAL (SELECT md5('placement' || i) AS h) m, LATERAL (SELECT decode(m.h, 'hex') AS b) d`,
    [from, to],
  );
}

/**
 * Each request is the first after a change: the pages the server keeps until the next change are let go first,
 * so what is measured is the query, as the first screen to read a list after a write pays it (a page read again
 * with nothing changed costs well under a millisecond).
 */
async function percentiles(app: FastifyInstance, url: string, headers: Record<string, string>, runs: number) {
  const ms: number[] = [];
  for (let i = 0; i < runs + 3; i++) {
    app.painel.listAnswers?.changed();
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (i >= 3) ms.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  return { p50: at(0.5), p99: at(0.99) };
}

/** The export streamed and thrown away chunk by chunk, as a browser download would; the process's peak memory sampled meanwhile. */
async function exportRun(app: FastifyInstance, url: string, headers: Record<string, string>) {
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const t = performance.now();
  const res = await app.inject({ method: 'GET', url, headers, payloadAsStream: true });
  let bytes = 0;
  for await (const chunk of res.stream()) bytes += (chunk as Buffer).length;
  const ms = performance.now() - t;
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  return { ms, rows: Number(res.headers['x-total-count']), mb: bytes / 1e6, peakMb: peak / 1e6, growthMb: (peak - base) / 1e6 };
}

type Table = Map<string, Map<number, string>>;
/** Each case's p50 (ms) by size. */
type Medians = Map<string, Map<number, number>>;
interface Measured {
  table: Table;
  medians: Medians;
  notes: string[];
}

async function benchEngine(engine: Engine): Promise<Measured> {
  const table: Table = new Map();
  const medians: Medians = new Map();
  const notes: string[] = [];
  const put = (label: string, size: number, text: string) => {
    if (!table.has(label)) table.set(label, new Map());
    table.get(label)!.set(size, text);
  };
  const { db, cleanup } = await engine.open();
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-listbench-data-'));
  const descriptors = [...readSchemasDir(), placements];
  const app = await buildApp({ db, dataDir, descriptors, secret: 'segredo-do-benchmark-de-listas-com-32-bytes' });
  try {
    const { repo, records, registry } = app.painel;
    await bootstrapAdmin({ repo, service: records, identity: registry.identity, rules: identityCreateRules(app) }, { email: 'bench@painel.local', password: 'senha-do-bench', name: 'Bench' });
    const auth = authProfile(registry.apis);
    const signIn = await app.inject({ method: 'POST', url: auth.base + auth.auth.signIn.path, payload: { email: 'bench@painel.local', password: 'senha-do-bench' } });
    const headers = { authorization: `Bearer ${signIn.json().token}` };
    await db.query(
      `INSERT INTO services (id, name, price, created_at, updated_at)
       SELECT md5('service' || i)::uuid::text, 'Serviço ' || i || ' — ' || (ARRAY['Curitiba', 'Recife', 'Goiânia', 'Belém'])[1 + i % 4], i, clock_timestamp(), clock_timestamp()
       FROM generate_series(1, ${SERVICES}) AS i`,
    );
    const [{ id: someService }] = await db.query<{ id: string }>('SELECT id FROM services ORDER BY id LIMIT 1');
    const base = mountPath(registry.get('placements').profile) + '/placements';

    let seeded = 0;
    for (const size of SIZES) {
      let t = performance.now();
      if (GROWN) {
        for (let from = seeded + 1; from <= size; from += 1000) await seed(db, from, Math.min(size, from + 999));
        seeded = size;
        // What the upkeep's next tick does (on PGlite; PostgreSQL's autovacuum does its own, in the background).
        if (app.painel.upkeep) console.log(`  manutenção das tabelas: ${(await app.painel.upkeep.run()).join(', ') || 'nada a fazer'}`);
        notes.push(`${size.toLocaleString('pt-BR')} linhas: carga em lotes de 1.000 com os índices no lugar ${seconds(performance.now() - t)} (sem VACUUM nem ANALYZE à mão)`);
      } else {
        await dropListIndexes(db, 'placements');
        await db.query('DROP INDEX IF EXISTS placements_created_at_idx');
        await seed(db, seeded + 1, size);
        seeded = size;
        const loaded = performance.now() - t;
        t = performance.now();
        // The migration builds whatever index is missing: all of this table's, now that the rows are in.
        await migrate(db, registry);
        // PGlite has no autovacuum: statistics and the visibility map come from here (PostgreSQL's autovacuum would do it).
        await db.query('VACUUM ANALYZE placements');
        notes.push(`${size.toLocaleString('pt-BR')} linhas: carga ${seconds(loaded)}, índices + VACUUM ANALYZE ${seconds(performance.now() - t)}`);
      }

      const deep = Math.max(2, Math.min(1000, Math.floor(size / 10 / 2)));
      const cases: [string, string][] = [
        ['lista, página 1', base],
        ['página funda (meio da lista, no máximo a 1.000)', `${base}?page=${deep}`],
        ['ordenar texto (name)', `${base}?sort=name`],
        ['ordenar número (-price)', `${base}?sort=-price`],
        ['ordenar data (startDate)', `${base}?sort=startDate`],
        ['ordenar sim/não (-active)', `${base}?sort=-active`],
        ['filtro sim/não (active=false)', `${base}?active=false`],
        ['filtro faixa (price 100–200)', `${base}?price.gte=100&price.lte=200`],
        ['filtro referência (serviceId)', `${base}?serviceId=${someService}`],
        ['busca 1 palavra (paulista)', `${base}?q=paulista`],
        ['busca 2 palavras (paulista 1000)', `${base}?q=paulista%201000`],
        ['busca por referência (recife)', `${base}?q=recife`],
        ['busca sem resultado', `${base}?q=inexistente`],
      ];
      for (const [label, url] of cases) {
        const { p50, p99 } = await percentiles(app, url, headers, RUNS);
        put(label, size, `${p50.toFixed(1)} / ${p99.toFixed(1)}`);
        if (!medians.has(label)) medians.set(label, new Map());
        medians.get(label)!.set(size, p50);
      }
      // About 100k rows (all of them below that): prices are spread evenly over 0–9,999.99.
      const limit = size <= EXPORT_ROWS ? undefined : ((EXPORT_ROWS / size) * 10_000).toFixed(2);
      const exp = await exportRun(app, `${base}/export${limit ? `?price.lte=${limit}` : ''}`, headers);
      put('exportar CSV: linhas', size, exp.rows.toLocaleString('pt-BR'));
      put('exportar CSV: tempo', size, seconds(exp.ms));
      put('exportar CSV: pico de RSS (Δ)', size, `${exp.peakMb.toFixed(0)} MB (+${exp.growthMb.toFixed(0)})`);
      console.log(`  ${engine.name} ${size.toLocaleString('pt-BR')}: medido (carga média ${load()})`);
    }
  } finally {
    await app.close();
    await cleanup();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { table, medians, notes };
}

function print(engine: string, { table, notes }: Measured) {
  const head = ['caso (p50 / p99 ms)', ...SIZES.map((s) => s.toLocaleString('pt-BR'))];
  const rows = [...table].map(([label, bySize]) => [label, ...SIZES.map((s) => bySize.get(s) ?? '—')]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  console.log(`\n### ${engine}\n`);
  console.log(line(head));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const r of rows) console.log(line(r));
  console.log('');
  for (const n of notes) console.log(`- ${n}`);
}

/** PGlite beside PostgreSQL, case by case, and the targets: within 3× of PostgreSQL; a search ≤ 20 ms, one with no match ≤ 5 ms. */
function compare(pglite: Measured, postgres: Measured) {
  const verdict = (met: boolean) => (met ? 'ok' : 'NÃO');
  console.log('\n### PGlite ao lado do PostgreSQL (p50 em ms; alvos: PGlite ≤ 3× o PostgreSQL; busca ≤ 20 ms; busca sem resultado ≤ 5 ms)\n');
  for (const size of SIZES) {
    console.log(`${size.toLocaleString('pt-BR')} linhas:`);
    for (const [label, bySize] of pglite.medians) {
      const mine = bySize.get(size);
      const theirs = postgres.medians.get(label)?.get(size);
      if (mine === undefined || theirs === undefined) continue;
      const ratio = mine / theirs;
      const limit = label.startsWith('busca sem resultado') ? 5 : label.startsWith('busca') ? 20 : undefined;
      const own = limit === undefined ? '' : `; ≤ ${limit} ms: ${verdict(mine <= limit)}`;
      console.log(`  ${label.padEnd(48)} ${mine.toFixed(1).padStart(6)} vs ${theirs.toFixed(1).padStart(6)}  ${ratio.toFixed(2)}× (≤ 3×: ${verdict(ratio <= 3)}${own})`);
    }
  }
}

async function main() {
  console.log(`Benchmark de listas: ${RUNS} medições por caso; carga média (1, 5, 15 min) no início: ${load()}`);
  const own = OWN_POSTGRES ? await startPostgres() : undefined;
  try {
    const url = process.env.DATABASE_URL ?? own?.url;
    const engines = [pglite, ...(url ? [postgres(url)] : [])];
    const results: [string, Measured][] = [];
    for (const e of engines) results.push([e.name, await benchEngine(e)]);
    for (const [name, r] of results) print(name, r);
    if (results.length === 2) compare(results[0][1], results[1][1]);
    console.log(`\nCarga média no fim: ${load()}`);
  } finally {
    await own?.destroy();
  }
}

void main();
