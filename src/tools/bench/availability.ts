// `npm run bench` (availability): "Livre entre …" and "Ocupado entre …" on the outdoors list at 10,000 outdoors
// and 200,000 rentals, through the real route (app.inject → RecordService → Repository), each read the first
// after a change (nothing kept): p50 and p95 on PGlite on disk and PostgreSQL, against issue 44's targets
// (p95 ≤ 50 ms on PostgreSQL, ≤ 3× that on PGlite). Rows go straight into the tables (generate_series): 20
// rentals per outdoor over five years, one in ten cancelled. BENCH_RUNS sets the reads per case (default 60).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { authProfile } from '../../engine/contract';
import { buildApp, identityCreateRules } from '../../server/app';
import { bootstrapAdmin } from '../../server/auth';
import type { Db } from '../../server/db';
import { BENCH_ADMIN as ADMIN, BENCH_SECRET } from './benchInstance';
import { onEachDatabase } from './databases';

const OUTDOORS = Number(process.env.BENCH_OUTDOORS ?? 10_000);
const RENTALS_PER_OUTDOOR = 20;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const TARGET_PG_P95_MS = 50;
const PGLITE_FACTOR = 3;

/** Each outdoor's rentals: back to back from 2024, 14 to 100 days each with gaps, every tenth cancelled. */
async function seed(db: Db, userId: string) {
  await db.query(`INSERT INTO services (id, name, price, created_at, updated_at) VALUES ('svc-bench', 'Veiculação bissemanal', 1800, now(), now())`);
  await db.query(
    `INSERT INTO outdoors (id, name, location, latitude, longitude, created_at, updated_at)
     SELECT 'o' || i, 'Outdoor ' || i, 'Av. Bench, ' || i, -23.5 - (i % 100) / 1000.0, -46.6 - (i / 100) / 1000.0,
            timestamptz '2024-01-01' + i * interval '1 minute', timestamptz '2024-01-01' + i * interval '1 minute'
     FROM generate_series(1, $1::int) AS i`,
    [OUTDOORS],
  );
  // Rental k of outdoor i starts 91 days after the previous one (plus a shift per outdoor) and lasts 14–90 days.
  await db.query(
    `INSERT INTO tenancies (id, "serviceId", "userId", "outdoorId", "startDate", "endDate", status, created_at, updated_at)
     SELECT 't' || i || '-' || k, 'svc-bench', $2, 'o' || i,
            to_char(date '2024-01-01' + (k * 91 + i % 60), 'YYYY-MM-DD'),
            to_char(date '2024-01-01' + (k * 91 + i % 60) + 13 + (i * 7 + k * 13) % 77, 'YYYY-MM-DD'),
            CASE WHEN (i + k) % 10 = 0 THEN 'cancelada' ELSE 'confirmada' END, now(), now()
     FROM generate_series(1, $1::int) AS i, generate_series(0, ${RENTALS_PER_OUTDOOR - 1}) AS k`,
    [OUTDOORS, userId],
  );
  await db.query('VACUUM ANALYZE outdoors');
  await db.query('VACUUM ANALYZE tenancies');
}

async function percentiles(app: FastifyInstance, url: string, headers: Record<string, string>) {
  const ms: number[] = [];
  let total = 0;
  for (let i = 0; i < RUNS + 3; i++) {
    app.painel.listAnswers?.changed();
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (i >= 3) ms.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    total = Number(res.json().total ?? 0);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))];
  return { p50: at(0.5), p95: at(0.95), total };
}

const CASES: [string, string][] = [
  ['Livre entre 01/12/2026 e 14/12/2026', '/api/outdoors?livre=2026-12-01/2026-12-14'],
  ['Ocupado entre 01/12/2026 e 14/12/2026', '/api/outdoors?ocupado=2026-12-01/2026-12-14'],
  ['Livre num ano inteiro (2027)', '/api/outdoors?livre=2027-01-01/2027-12-31'],
  ['Livre entre … + busca "outdoor 7"', '/api/outdoors?livre=2026-12-01/2026-12-14&q=outdoor%207'],
  ['Livre entre …, página 40, por nome', '/api/outdoors?livre=2026-12-01/2026-12-14&page=40&sort=name'],
];

const results = new Map<string, Map<string, { p50: number; p95: number; total: number }>>();
await onEachDatabase('availability', 1, async (label, [db]) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-availability-'));
  // The database is onEachDatabase's to close: the app closes a view of it that leaves it open.
  const app = await buildApp({ db: Object.assign(Object.create(db) as Db, { close: async () => {} }), dataDir, secret: BENCH_SECRET, maintenanceEveryMs: 0 });
  try {
    const { repo, records, registry } = app.painel;
    await bootstrapAdmin({ repo, service: records, identity: registry.identity, rules: identityCreateRules(app) }, ADMIN);
    const auth = authProfile(registry.apis);
    const signIn = await app.inject({ method: 'POST', url: auth.base + auth.auth.signIn.path, payload: { email: ADMIN.email, password: ADMIN.password } });
    const headers = { authorization: `Bearer ${signIn.json().token}` };
    const [admin] = await db.query<{ id: string }>('SELECT id FROM users LIMIT 1');
    const t = performance.now();
    await seed(db, admin.id);
    console.log(`\n${label}: ${OUTDOORS.toLocaleString('pt-BR')} outdoors e ${(OUTDOORS * RENTALS_PER_OUTDOOR).toLocaleString('pt-BR')} locações em ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const mine = new Map<string, { p50: number; p95: number; total: number }>();
    for (const [name, url] of CASES) mine.set(name, await percentiles(app, url, headers));
    results.set(label, mine);
  } catch (e) {
    // Said here: closing the database afterwards may fail too, and would hide it.
    console.error(`${label}: ${(e as Error).message}`);
    throw e;
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

const [pglite, postgres] = [...results.keys()];
console.log(`\n"Livre entre …" na lista de outdoors (${RUNS} leituras por caso, cada uma a primeira depois de uma mudança); p50 / p95 em ms`);
console.log(`  ${'caso'.padEnd(44)} ${'total'.padStart(7)} ${'PGlite'.padStart(15)} ${'PostgreSQL'.padStart(15)}  alvo (p95: PG ≤ ${TARGET_PG_P95_MS} ms, PGlite ≤ ${PGLITE_FACTOR}× PG)`);
for (const [name] of CASES) {
  const a = results.get(pglite)!.get(name)!;
  const b = postgres ? results.get(postgres)!.get(name) : undefined;
  const met = b ? b.p95 <= TARGET_PG_P95_MS && a.p95 <= PGLITE_FACTOR * Math.max(b.p95, 1) : a.p95 <= PGLITE_FACTOR * TARGET_PG_P95_MS;
  const cell = (x?: { p50: number; p95: number }) => (x ? `${x.p50.toFixed(1)} / ${x.p95.toFixed(1)}` : '—');
  console.log(`  ${name.padEnd(44)} ${String(a.total).padStart(7)} ${cell(a).padStart(15)} ${cell(b).padStart(15)}  ${met ? 'atingido' : 'NÃO atingido'}`);
}
