// `npm run bench`, Ocupação: issue 44's 1,000 outdoors × 26 bissemanas × 20,000 rentals, the timeline's data for a
// year through the real call (GET /api/painel/timeline/tenancies, in process), p95 against its targets: ≤ 100 ms on
// PostgreSQL, within 3× of that on PGlite. Rows are loaded by SQL (generate_series), then VACUUM ANALYZE.
// BENCH_PGLITE_ONLY=1 skips PostgreSQL; BENCH_TIMELINE_RUNS the requests measured (default 100).
import type { Db } from '../../server/db';
import { postgresThenPglite } from './databases';
import { benchHeaders, benchInstance } from './benchInstance';
import { loadTimelineData, OUTDOORS, RENTALS } from './timelineData';

const RUNS = Number(process.env.BENCH_TIMELINE_RUNS ?? 100);
const TARGET_PG_MS = 100;

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];

async function measure(db: Db): Promise<{ p95: number; p50: number; rows: number; bars: number }> {
  const app = await benchInstance(db, true);
  try {
    const headers = await benchHeaders(app);
    await loadTimelineData(db);
    const url = '/api/painel/timeline/tenancies?from=2026-01-01&to=2027-01-31&limit=200';
    const first = await app.inject({ method: 'GET', url, headers });
    if (first.statusCode !== 200) throw new Error(`timeline: ${first.statusCode} ${first.body}`);
    const body = first.json() as { rows: unknown[]; bars: unknown[] };
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const page = 1 + (i % 5);
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url: `${url}&page=${page}`, headers });
      times.push(performance.now() - t);
      if (res.statusCode !== 200) throw new Error(`timeline: ${res.statusCode}`);
    }
    return { p95: p95(times), p50: [...times].sort((a, b) => a - b)[times.length >> 1], rows: body.rows.length, bars: body.bars.length };
  } finally {
    await app.close();
    await db.close();
  }
}

const report = (name: string, r: Awaited<ReturnType<typeof measure>>, target: number) =>
  console.log(`${name}: ${r.rows} linhas e ${r.bars} barras por página (200 outdoors, um ano) — p50 ${r.p50.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms (alvo ≤ ${Math.round(target)} ms) ${r.p95 <= target ? 'OK' : 'ACIMA'}`);

console.log(`Ocupação: ${OUTDOORS} outdoors, ${RENTALS} locações, 26 bissemanas; ${RUNS} pedidos`);
await postgresThenPglite('timeline', TARGET_PG_MS, measure, report);
