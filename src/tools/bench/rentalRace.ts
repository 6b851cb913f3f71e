// `npm run bench`, rental race: "no outdoor is ever booked twice" under load, on PGlite and PostgreSQL.
// - Race: each round, ATTEMPTS concurrent attempts (REST creates and one-row import commits, spread over the
//   instances: two on PostgreSQL, one pool each) to book one outdoor for periods that all share a day. Afterwards
//   exactly one rental holds it, every other attempt was refused with a message naming that rental (its tenant and
//   dates: an HTTP 409, or an import's 422 naming the row), and no answer was a 5xx.
// - Cost: the same REST create of a rental with the rule (its check and its constraint) and without it (both
//   switched off in the bench only), rounds interleaved, medians; the target is ≤ 10 %.
// BENCH_PGLITE_ONLY=1 skips PostgreSQL; BENCH_RACE_ROUNDS (default 10), BENCH_RACE_ATTEMPTS (default 200),
// BENCH_RACE_COST_ROUNDS (default 12) size it.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { overlapRules, type Db } from '../../server/db';
import { BENCH_ADMIN, benchInstance } from './benchInstance';
import { onEachDatabase } from './databases';

const ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 10);
const ATTEMPTS = Number(process.env.BENCH_RACE_ATTEMPTS ?? 200);
const COST_ROUNDS = Number(process.env.BENCH_RACE_COST_ROUNDS ?? 12);
const CREATES_PER_ROUND = 100;
/** Issue 44's target: the rule costs a create at most this share. */
const TARGET = 0.1;
/** One attempt in this many is an import commit; the others are REST creates. */
const IMPORT_EVERY = 5;
const TENANTS = 8;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const day = (d: number) => `2026-12-${String(d).padStart(2, '0')}`;

/** A multipart body: text fields, and a CSV file in part "file" when given. */
function multipart(fields: Record<string, string>, csv?: string): { payload: Buffer; contentType: string } {
  const boundary = `----painelbench${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  if (csv !== undefined) parts.push(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="locacao.csv"\r\nContent-Type: text/csv\r\n\r\n\uFEFF${csv}\r\n`);
  return { payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`), contentType: `multipart/form-data; boundary=${boundary}` };
}

interface Desk {
  apps: FastifyInstance[];
  headers: Record<string, string>;
  service: string;
  tenants: { id: string; name: string }[];
}

async function deskOn(dbs: Db[]): Promise<Desk> {
  const apps: FastifyInstance[] = [];
  for (const [i, db] of dbs.entries()) apps.push(await benchInstance(db, i === 0));
  const [app] = apps;
  const token = (await app.inject({ method: 'POST', url: '/api/authentication', payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password } })).json().token;
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data.id as string;
  };
  const service = await post('/api/server/services', { name: 'Veiculação bissemanal', price: 1800 });
  const tenants = [];
  for (let i = 0; i < TENANTS; i++) {
    const name = `Cliente ${i + 1} da Corrida`;
    tenants.push({ id: await post('/api/server/users', { name, email: `corrida${i}-${Date.now()}@exemplo.com.br`, password: 'senha-forte-123' }), name });
  }
  return { apps, headers, service, tenants };
}

async function newOutdoor(desk: Desk, name: string): Promise<string> {
  const { payload, contentType } = multipart({ name, location: 'São Paulo', latitude: '-23.56', longitude: '-46.65' });
  const res = await desk.apps[0].inject({ method: 'POST', url: '/api/outdoors', headers: { ...desk.headers, 'content-type': contentType }, payload });
  if (res.statusCode !== 201) throw new Error(`outdoor: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

interface RoundResult {
  held: number;
  wins: number;
  named: number;
  fives: number;
  other: string[];
}

/** One round: ATTEMPTS at once for periods that all contain 10/12/2026, on one new outdoor. */
async function raceRound(desk: Desk, round: number): Promise<RoundResult> {
  const outdoor = await newOutdoor(desk, `Corrida ${round} ${Date.now()}`);
  const attempts = Array.from({ length: ATTEMPTS }, (_, i) => {
    const start = day(1 + (i % 10));
    const end = day(10 + (i % 7));
    const tenant = desk.tenants[i % TENANTS];
    const app = desk.apps[i % desk.apps.length];
    if (i % IMPORT_EVERY === IMPORT_EVERY - 1) {
      const { payload, contentType } = multipart({}, `Outdoor;Serviço;Locatário;Início;Fim\r\n${outdoor};${desk.service};${tenant.id};${dmy(start)};${dmy(end)}\r\n`);
      return () => app.inject({ method: 'POST', url: '/api/painel/import/tenancies', headers: { ...desk.headers, 'content-type': contentType }, payload });
    }
    return () => app.inject({ method: 'POST', url: '/api/server/tenancies', headers: desk.headers, payload: { serviceId: desk.service, userId: tenant.id, outdoorId: outdoor, startDate: start, endDate: end } });
  });
  const answers: LightMyRequestResponse[] = await Promise.all(attempts.map((a) => a()));
  const rows = await desk.apps[0].painel.db.query<{ userId: string; startDate: string; endDate: string }>(
    `SELECT "userId", "startDate", "endDate" FROM tenancies WHERE "outdoorId" = $1 AND status <> 'cancelada'`,
    [outdoor],
  );
  const result: RoundResult = { held: rows.length, wins: 0, named: 0, fives: 0, other: [] };
  const holder = rows[0];
  const name = desk.tenants.find((t) => t.id === holder?.userId)?.name;
  const naming = holder && `já está locado de ${dmy(holder.startDate)} a ${dmy(holder.endDate)} para ${name} (Locação confirmada).`;
  for (const a of answers) {
    if (a.statusCode === 201) result.wins++;
    else if (a.statusCode >= 500) result.fives++;
    else if ((a.statusCode === 409 || a.statusCode === 422) && naming && String(a.json().message).includes(naming)) result.named++;
    else result.other.push(`${a.statusCode} ${a.body.slice(0, 200)}`);
  }
  return result;
}

/** CREATES_PER_ROUND creates on fresh outdoors' free periods: ms per create. */
async function creates(desk: Desk, outdoors: string[], tag: number): Promise<number> {
  const t = performance.now();
  for (let i = 0; i < CREATES_PER_ROUND; i++) {
    const d = 1 + ((tag * CREATES_PER_ROUND + i) % 360);
    const start = new Date(Date.UTC(2028, 0, 1) + d * 86_400_000 * 2).toISOString().slice(0, 10);
    const res = await desk.apps[0].inject({
      method: 'POST',
      url: '/api/server/tenancies',
      headers: desk.headers,
      payload: { serviceId: desk.service, userId: desk.tenants[0].id, outdoorId: outdoors[Math.floor((tag * CREATES_PER_ROUND + i) / 360) % outdoors.length], startDate: start, endDate: start },
    });
    if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  }
  return (performance.now() - t) / CREATES_PER_ROUND;
}

/** The rule off in the bench only: no check before the write, no constraint in the table. */
async function switchRule(desk: Desk, on: boolean, saved: { rulesOf: Desk['apps'][0]['painel']['records']['refusals']['rulesOf']; sql: string; name: string }) {
  const db = desk.apps[0].painel.db;
  for (const app of desk.apps) app.painel.records.refusals.rulesOf = on ? saved.rulesOf : () => [];
  if (on) await db.query(`ALTER TABLE tenancies ADD CONSTRAINT "${saved.name}" ${saved.sql}`);
  else await db.query(`ALTER TABLE tenancies DROP CONSTRAINT "${saved.name}"`);
}

await onEachDatabase('rental_race', 2, async (label, dbs) => {
  const desk = await deskOn(dbs);
  try {
    console.log(`\n${label}: corrida pelo mesmo outdoor, ${ATTEMPTS} tentativas simultâneas por rodada (1 em ${IMPORT_EVERY} por importação), ${desk.apps.length} instância(s)`);
    let good = 0;
    for (let r = 1; r <= ROUNDS; r++) {
      const t = performance.now();
      const res = await raceRound(desk, r);
      const ok = res.held === 1 && res.wins === 1 && res.named === ATTEMPTS - 1 && res.fives === 0;
      if (ok) good++;
      console.log(
        `  rodada ${String(r).padStart(2)}: ${res.held} locação ocupa o período, ${res.wins} aceita, ${res.named} recusadas nomeando-a, ${res.fives} respostas 5xx (${Math.round(performance.now() - t)} ms) ${ok ? '✓' : '✗'}`,
      );
      for (const o of res.other.slice(0, 3)) console.log(`    outra resposta: ${o}`);
    }
    console.log(`  alvo: em cada rodada exatamente uma ocupa o período, todas as outras recusadas nomeando-a, nenhum 5xx → ${good}/${ROUNDS} rodadas ${good === ROUNDS ? '✓' : '✗'}`);

    const db = desk.apps[0].painel.db;
    const [rule] = overlapRules(desk.apps[0].painel.registry);
    const [{ sql }] = await db.query<{ sql: string }>(`SELECT pg_get_constraintdef(oid) AS sql FROM pg_constraint WHERE conname = $1`, [rule.name]);
    const saved = { rulesOf: desk.apps[0].painel.records.refusals.rulesOf.bind(desk.apps[0].painel.records.refusals), sql, name: rule.name };
    const outdoors = [];
    // Each create a free day of its own: 360 to an outdoor, as many outdoors as the rounds need.
    for (let i = 0; i < Math.ceil(((COST_ROUNDS * 2 + 1) * CREATES_PER_ROUND) / 360); i++) outdoors.push(await newOutdoor(desk, `Custo ${i} ${Date.now()}`));
    const withRule: number[] = [];
    const without: number[] = [];
    let tag = 0;
    await creates(desk, outdoors, tag++); // warm-up
    for (let r = 0; r < COST_ROUNDS; r++) {
      for (const on of r % 2 ? [true, false] : [false, true]) {
        if (!on) await switchRule(desk, false, saved);
        (on ? withRule : without).push(await creates(desk, outdoors, tag++));
        if (!on) await switchRule(desk, true, saved);
      }
    }
    const cost = median(withRule) / median(without) - 1;
    console.log(
      `  custo da regra num create: ${median(without).toFixed(2)} ms sem, ${median(withRule).toFixed(2)} ms com (medianas de ${COST_ROUNDS} rodadas de ${CREATES_PER_ROUND}) → ${(cost * 100).toFixed(1)} % (alvo ≤ ${TARGET * 100} %) ${cost <= TARGET ? '✓' : '✗'}`,
    );
  } finally {
    for (const app of desk.apps) await app.close();
  }
});
