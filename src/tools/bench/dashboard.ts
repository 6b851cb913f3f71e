// `npm run bench`, the home page (issue 46): five years of data — 1,000 outdoors in 10 cities and 8 formats,
// 100,000 rentals, the bissemanas of 2022–2027 — and every panel of schemas/dashboard.json asked together, as the
// home page asks them, cold (the one-second cache off), through the real calls in process. p95 against the
// targets: ≤ 300 ms on PostgreSQL, within 3× of that on PGlite. Rows are loaded by SQL (generate_series).
// BENCH_DASHBOARD_SCALE=0.1 for a quick run (a tenth of the rows); BENCH_DASHBOARD_RUNS the rounds measured
// (default 30); BENCH_PGLITE_ONLY=1 skips PostgreSQL.
import type { Db } from '../../server/db';
import { postgresThenPglite } from './databases';
import { benchHeaders, benchInstance } from './benchInstance';
import { median } from './stats';

const SCALE = Number(process.env.BENCH_DASHBOARD_SCALE ?? 1);
const OUTDOORS = Math.round(1000 * SCALE);
const RENTALS = Math.round(100_000 * SCALE);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 30);
const TARGET_PG_MS = 300;
/** "Today" for every panel: inside the five years, with periods before and after it. */
const AT = '2026-06-15';
const CITIES = ['São Paulo', 'Rio de Janeiro', 'Belo Horizonte', 'Curitiba', 'Recife', 'Porto Alegre', 'Salvador', 'Fortaleza', 'Brasília', 'Goiânia'];
const FORMATS = ['papel-9x3', 'front-light', 'back-light', 'led', 'empena', 'triedro', 'rodoviario', 'mub'];

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];
const list = (xs: string[]) => `ARRAY[${xs.map((x) => `'${x}'`).join(', ')}]`;

/** Into a database whose tables exist (migrated), then VACUUM ANALYZE (PGlite has no autovacuum). */
async function load(db: Db): Promise<void> {
  await db.query(`INSERT INTO services (id, name, price, created_at, updated_at) VALUES ('s1', 'Bissemana', 1800, now(), now())`);
  await db.query(
    `INSERT INTO outdoors (id, name, location, latitude, longitude, city, format, created_at, updated_at)
     SELECT 'o' || i, 'Outdoor ' || lpad(i::text, 4, '0'), 'Rua ' || i, -23.5, -46.6, (${list(CITIES)})[1 + i % 10], (${list(FORMATS)})[1 + i % 8], now(), now()
     FROM generate_series(1, ${OUTDOORS}) AS i`,
  );
  // 100 rentals an outdoor, 14 days each, one every 18 days from a day of its own in January 2022 (none overlap):
  // five years. One in ten cancelada, one in seven reservada.
  const total = Math.ceil(RENTALS / OUTDOORS) * OUTDOORS;
  // In batches: one statement of 100,000 rows (each checked by the no-overlap rule) outlasts the statement timeout.
  for (let from = 1; from <= total; from += 5000) {
    await db.query(
      `INSERT INTO tenancies (id, "serviceId", "outdoorId", "startDate", "endDate", status, price, created_at, updated_at)
       SELECT 't' || i, 's1', 'o' || (1 + (i - 1) % ${OUTDOORS}),
              to_char(date '2022-01-03' + ((i - 1) % ${OUTDOORS}) % 18 + ((i - 1) / ${OUTDOORS}) * 18, 'YYYY-MM-DD'),
              to_char(date '2022-01-03' + ((i - 1) % ${OUTDOORS}) % 18 + ((i - 1) / ${OUTDOORS}) * 18 + 13, 'YYYY-MM-DD'),
              CASE WHEN i % 10 = 0 THEN 'cancelada' WHEN i % 7 = 0 THEN 'reservada' ELSE 'confirmada' END,
              1000 + (i % 50) * 20, now(), now()
       FROM generate_series(${from}, ${Math.min(total, from + 4999)}) AS i`,
    );
  }
  await db.query(
    `INSERT INTO periods (id, name, "startDate", "endDate", kind, created_at, updated_at)
     SELECT 'p' || n, 'B' || lpad(((n - 1) % 26 * 2 + 2)::text, 2, '0'), to_char(date '2022-01-03' + (n - 1) * 14, 'YYYY-MM-DD'), to_char(date '2022-01-03' + (n - 1) * 14 + 13, 'YYYY-MM-DD'), 'bissemana', now(), now()
     FROM generate_series(1, 157) AS n`,
  );
  for (const t of ['tenancies', 'outdoors', 'periods']) await db.query(`VACUUM ANALYZE ${t}`);
}

async function measure(db: Db): Promise<{ p95: number; p50: number; panels: number; slowest: string }> {
  const app = await benchInstance(db, true, { panelCacheMs: 0 });
  try {
    const headers = await benchHeaders(app);
    await load(db);
    const page = await app.inject({ method: 'GET', url: '/api/painel/dashboard', headers });
    const ids = (page.json() as { panels: { id: string; kind: string }[] }).panels.filter((p) => !['counts', 'latestChanges', 'backups'].includes(p.kind)).map((p) => p.id);
    const each = new Map<string, number[]>(ids.map((id) => [id, []]));
    const ask = async (id: string) => {
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: `/api/painel/dashboard/${id}?at=${AT}`, headers });
      each.get(id)!.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`${id}: ${res.statusCode} ${res.body}`);
    };
    await Promise.all(ids.map(ask)); // warm: plans, the first connections
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await Promise.all(ids.map(ask));
      times.push(performance.now() - t);
    }
    const slowest = [...each].map(([id, xs]) => [id, median(xs)] as const).sort((a, b) => b[1] - a[1]).slice(0, 3).map(([id, m]) => `${id} ${m.toFixed(0)} ms`).join(', ');
    return { p95: p95(times), p50: median(times), panels: ids.length, slowest };
  } finally {
    await app.close();
    await db.close();
  }
}

const report = (name: string, r: Awaited<ReturnType<typeof measure>>, target: number) =>
  console.log(
    `${name}: ${r.panels} painéis juntos — p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (alvo ≤ ${Math.round(target)} ms) ${r.p95 <= target ? 'OK' : 'ACIMA'}; os mais lentos (mediana, cada um dentro da rodada): ${r.slowest}`,
  );

console.log(`Página inicial: ${OUTDOORS} outdoors, ${RENTALS} locações em cinco anos, sem cache; ${RUNS} rodadas`);
await postgresThenPglite('dashboard', TARGET_PG_MS, measure, report);
