// `npm run bench`, rental race: "no outdoor is ever booked twice" under load, on PGlite and PostgreSQL.
// - Race: each round, ATTEMPTS concurrent attempts to book one new outdoor for periods that all share a day, by
//   every road that can (raceRoads.ts: REST creates and un-cancels, import commits of new rentals and of
//   un-cancels, the trash's bulk restore, the undo of a bulk delete), spread over the instances (two on
//   PostgreSQL, one pool each). Afterwards exactly one rental holds the outdoor, exactly one attempt succeeded,
//   every other was refused with the message naming that rental (outdoor, dates, tenant: an HTTP 409, an
//   import's 422 naming the row, a bulk result), and no answer or bulk result was a 5xx.
// - Cost: ruleCost.ts (the target is ≤ 10 %).
// BENCH_PGLITE_ONLY=1 skips PostgreSQL; BENCH_RACE_ROUNDS (default 10), BENCH_RACE_ATTEMPTS (default 200),
// BENCH_RACE_COST_PAIRS (default 60; 0 skips the cost) and BENCH_RACE_COST_CREATES (default 60 a round) size it.
// Run with node --expose-gc (as npm run bench does): each cost round starts with the one before's garbage collected.
import { BENCH_ADMIN, benchInstance } from './benchInstance';
import { onEachDatabase } from './databases';
import { multipart, ROAD_LABELS, roadCounts, roundRequests, type Holder, type Outcome, type RaceDesk, type RoadName } from './raceRoads';
import { measureRuleCost } from './ruleCost';
import type { Db } from '../../server/db';

const ROUNDS = Number(process.env.BENCH_RACE_ROUNDS ?? 10);
const ATTEMPTS = Number(process.env.BENCH_RACE_ATTEMPTS ?? 200);
const COST_PAIRS = Number(process.env.BENCH_RACE_COST_PAIRS ?? 60);
const TENANTS = 8;

async function deskOn(dbs: Db[]): Promise<RaceDesk> {
  const apps = [];
  for (const [i, db] of dbs.entries()) apps.push(await benchInstance(db, i === 0));
  const [app] = apps;
  const token = (
    await app.inject({
      method: 'POST',
      url: '/api/authentication',
      payload: { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password },
    })
  ).json().token;
  const headers = { authorization: `Bearer ${token}` };
  const post = async (url: string, payload: object) => {
    const res = await app.inject({ method: 'POST', url, headers, payload });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json().data.id as string;
  };
  const service = await post('/api/server/services', {
    name: 'Veiculação bissemanal',
    price: 1800,
  });
  const tenants = [];
  for (let i = 0; i < TENANTS; i++) {
    const name = `Cliente ${i + 1} da Corrida`;
    tenants.push({
      id: await post('/api/server/users', {
        name,
        email: `corrida${i}-${Date.now()}@exemplo.com.br`,
        password: 'senha-forte-123',
      }),
      name,
    });
  }
  return { apps, headers, service, tenants };
}

async function newOutdoor(desk: RaceDesk, name: string): Promise<string> {
  const { payload, contentType } = multipart({
    name,
    location: 'São Paulo',
    latitude: '-23.56',
    longitude: '-46.65',
  });
  const res = await desk.apps[0].inject({
    method: 'POST',
    url: '/api/outdoors',
    headers: { ...desk.headers, 'content-type': contentType },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`outdoor: ${res.statusCode} ${res.body}`);
  return res.json().id as string;
}

interface RoundResult {
  held: number;
  won: number;
  named: Record<RoadName, number>;
  fives: number;
  other: string[];
  winner?: string;
}

/** One round: ATTEMPTS at once, by every road, for periods that all contain 10/12/2026, on one new outdoor. */
async function raceRound(desk: RaceDesk, round: number): Promise<RoundResult> {
  const outdoorName = `Corrida ${round} ${Date.now()}`;
  const outdoor = await newOutdoor(desk, outdoorName);
  const requests = await roundRequests(desk, outdoor, ATTEMPTS);
  const answers = await Promise.all(requests.map((r) => r.send()));
  const rows = await desk.apps[0].painel.db.query<{
    userId: string;
    startDate: string;
    endDate: string;
  }>(`SELECT "userId", "startDate", "endDate" FROM tenancies WHERE "outdoorId" = $1 AND status <> 'cancelada'`, [outdoor]);
  const [row] = rows;
  const holder: Holder | undefined = row && {
    outdoorName,
    startDate: row.startDate,
    endDate: row.endDate,
    tenant: desk.tenants.find((t) => t.id === row.userId)?.name ?? row.userId,
  };
  const result: RoundResult = {
    held: rows.length,
    won: 0,
    named: {
      rest: 0,
      restUncancel: 0,
      import: 0,
      importUncancel: 0,
      trashBulk: 0,
      undo: 0,
    },
    fives: 0,
    other: [],
  };
  requests.forEach((r, i) => {
    const outcomes: Outcome[] = r.read(answers[i], holder);
    for (const o of outcomes) {
      if (o === 'won') {
        result.won++;
        result.winner = ROAD_LABELS[r.road];
      } else if (o === 'named') result.named[r.road]++;
      else if (o === 'five') {
        result.fives++;
        result.other.push(`${ROAD_LABELS[r.road]}: ${answers[i].statusCode} ${answers[i].body.slice(0, 200)}`);
      } else result.other.push(`${ROAD_LABELS[r.road]}: ${o}`);
    }
  });
  return result;
}

await onEachDatabase('rental_race', 2, async (label, dbs) => {
  const desk = await deskOn(dbs);
  try {
    const counts = roadCounts(ATTEMPTS);
    const mix = (Object.keys(ROAD_LABELS) as RoadName[]).map((r) => `${counts[r]} ${ROAD_LABELS[r]}`).join(', ');
    const { actions } = desk.apps[0].painel.registry.get('tenancies').descriptor;
    console.log(`\n${label}: corrida pelo mesmo outdoor, ${ATTEMPTS} tentativas simultâneas por rodada, ${desk.apps.length} instância(s)`);
    console.log(`  tentativas: ${mix}`);
    console.log(
      `  ação em lote que descancela: ${actions?.length ? `o descritor declara ${actions.map((a) => a.name).join(', ')} — fora da corrida` : 'nenhuma (tenancies não declara ações)'}`,
    );
    let good = 0;
    for (let r = 1; r <= ROUNDS; r++) {
      const t = performance.now();
      const res = await raceRound(desk, r);
      const named = Object.values(res.named).reduce((a, b) => a + b, 0);
      const ok = res.held === 1 && res.won === 1 && named === ATTEMPTS - 1 && res.fives === 0;
      if (ok) good++;
      const byRoad = (Object.keys(res.named) as RoadName[]).map((k) => `${res.named[k]}/${counts[k]}`).join(' ');
      console.log(
        `  rodada ${String(r).padStart(2)}: ${res.held} locação ocupa o período, ${res.won} aceita (${res.winner ?? '—'}), ${named} recusadas nomeando-a (${byRoad}), ${res.fives} respostas 5xx (${Math.round(performance.now() - t)} ms) ${ok ? '✓' : '✗'}`,
      );
      for (const o of [...new Set(res.other)].slice(0, 4)) console.log(`    outra resposta: ${o}`);
    }
    console.log(
      `  alvo: em cada rodada exatamente uma ocupa o período, todas as outras recusadas nomeando-a, nenhum 5xx → ${good}/${ROUNDS} rodadas ${good === ROUNDS ? '✓' : '✗'}`,
    );
    if (COST_PAIRS > 0) await measureRuleCost(desk, COST_PAIRS, (name) => newOutdoor(desk, name));
  } finally {
    for (const app of desk.apps) await app.close();
  }
});
