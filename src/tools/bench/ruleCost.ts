// The no-overlap rule's cost on a create (issue 44: ≤ 10 %): the same REST create of a rental with the rule (its
// constraint; the check before the write is skipped where the constraint holds) and without it (both switched off
// in the bench only). Pairs of rounds, the order alternating within the pair; each pair's ratio with/without, and
// the median of those ratios: what the machine does meanwhile falls on both halves of a pair alike. Beside wall
// time, CPU time per create (this process, which holds PGlite too, plus a local PostgreSQL server's processes),
// which a shared machine disturbs far less.
import { overlapRules, type Db } from '../../server/db';
import { constraintCost } from './constraintCost';
import type { RaceDesk } from './raceRoads';
import { postgresCpu } from './serverCpu';
import { median } from './stats';

/** Issue 44's target: the rule costs a create at most this share. */
export const TARGET = 0.1;
const CREATES = Number(process.env.BENCH_RACE_COST_CREATES ?? 60);
/** Creates after each switch, not measured: the first after an ALTER TABLE plans its statements again. */
const WARM = 5;
const DAYS_PER_OUTDOOR = 360;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)} %`;

type Refusals = RaceDesk['apps'][0]['painel']['records']['refusals'];

interface Sample {
  wallMs: number;
  cpuMs: number;
}

class CostRun {
  private next = 0;
  private readonly rulesOf: Refusals['rulesOf'];
  private readonly db: Db;

  constructor(
    private readonly desk: RaceDesk,
    private readonly outdoors: string[],
    private readonly rule: { name: string; sql: string },
    private readonly serverCpu?: () => number,
  ) {
    const { refusals } = desk.apps[0].painel.records;
    this.rulesOf = refusals.rulesOf.bind(refusals);
    this.db = desk.apps[0].painel.db;
  }

  /** One create on a day no other create took (every 2nd day from 2028, DAYS_PER_OUTDOOR to an outdoor). */
  private async create() {
    const n = this.next++;
    const start = new Date(Date.UTC(2028, 0, 1) + (n % DAYS_PER_OUTDOOR) * 2 * 86_400_000).toISOString().slice(0, 10);
    const outdoorId = this.outdoors[Math.floor(n / DAYS_PER_OUTDOOR)];
    if (!outdoorId) throw new Error('custo: faltam outdoors para dias livres');
    const res = await this.desk.apps[0].inject({
      method: 'POST',
      url: '/api/server/tenancies',
      headers: this.desk.headers,
      payload: {
        serviceId: this.desk.service,
        userId: this.desk.tenants[0].id,
        outdoorId,
        startDate: start,
        endDate: start,
      },
    });
    if (res.statusCode !== 201) throw new Error(`create ${res.statusCode} ${res.body}`);
  }

  /** The rule on or off: the check before the write and the table's constraint. */
  private async switchRule(on: boolean) {
    for (const app of this.desk.apps) app.painel.records.refusals.rulesOf = on ? this.rulesOf : () => [];
    if (on) await this.db.query(`ALTER TABLE tenancies ADD CONSTRAINT "${this.rule.name}" ${this.rule.sql}`);
    else await this.db.query(`ALTER TABLE tenancies DROP CONSTRAINT "${this.rule.name}"`);
  }

  /** CREATES creates with the rule on or off: wall and CPU ms per create. */
  async round(on: boolean): Promise<Sample> {
    if (!on) await this.switchRule(false);
    try {
      for (let i = 0; i < WARM; i++) await this.create();
      // The garbage of the round before is collected before this one (node --expose-gc), not during it.
      (globalThis as { gc?: () => void }).gc?.();
      const server = this.serverCpu?.() ?? 0;
      const cpu = process.cpuUsage();
      const t = performance.now();
      for (let i = 0; i < CREATES; i++) await this.create();
      const wallMs = performance.now() - t;
      const used = process.cpuUsage(cpu);
      const serverMs = (this.serverCpu?.() ?? 0) - server;
      return {
        wallMs: wallMs / CREATES,
        cpuMs: ((used.user + used.system) / 1000 + serverMs) / CREATES,
      };
    } finally {
      if (!on) await this.switchRule(true);
    }
  }

  static creates(pairs: number) {
    return (pairs * 2 + 1) * (CREATES + WARM);
  }
}

/** `pairs` pairs of rounds on `desk`; prints the medians, each pair's cost and the verdict. */
export async function measureRuleCost(desk: RaceDesk, pairs: number, newOutdoor: (name: string) => Promise<string>): Promise<void> {
  const db = desk.apps[0].painel.db;
  const [rule] = overlapRules(desk.apps[0].painel.registry);
  const [{ sql }] = await db.query<{ sql: string }>(`SELECT pg_get_constraintdef(oid) AS sql FROM pg_constraint WHERE conname = $1`, [rule.name]);
  const outdoors: string[] = [];
  for (let i = 0; i < Math.ceil(CostRun.creates(pairs) / DAYS_PER_OUTDOOR); i++) outdoors.push(await newOutdoor(`Custo ${i} ${Date.now()}`));
  const run = new CostRun(desk, outdoors, { name: rule.name, sql }, db.kind === 'pg' ? await postgresCpu(db) : undefined);
  await run.round(true); // warm-up
  const on: Sample[] = [];
  const off: Sample[] = [];
  for (let r = 0; r < pairs; r++) {
    for (const withRule of r % 2 ? [true, false] : [false, true]) (withRule ? on : off).push(await run.round(withRule));
  }
  const wall = on.map((s, i) => s.wallMs / off[i].wallMs - 1);
  const cpu = on.map((s, i) => s.cpuMs / off[i].cpuMs - 1);
  const ms = (xs: Sample[], k: keyof Sample) => median(xs.map((x) => x[k])).toFixed(2);
  const line = (what: string, k: keyof Sample, costs: number[]) =>
    `    ${what}: ${ms(off, k)} ms sem → ${ms(on, k)} ms com; custo por par: mediana ${pct(median(costs))} (quartis ${pct(quantile(costs, 0.25))} a ${pct(quantile(costs, 0.75))}) ${median(costs) <= TARGET ? '✓' : '✗'}`;
  console.log(
    `  custo da regra num create: ${pairs} pares de rodadas de ${CREATES}, com/sem alternados, mediana das razões de cada par (alvo ≤ ${TARGET * 100} %)`,
  );
  console.log(line('tempo', 'wallMs', wall));
  console.log(line(`CPU (Painel${db.kind === 'pg' ? ' + PostgreSQL local' : ', PGlite incluso'})`, 'cpuMs', cpu));
  const alone = await constraintCost(db, 'tenancies');
  const share = (alone.withUs - alone.withoutUs) / 1000 / median(off.map((x) => x.wallMs));
  console.log(
    `    a restrição sozinha (INSERT numa cópia da tabela, SQL): ${alone.withoutUs.toFixed(1)} µs sem → ${alone.withUs.toFixed(1)} µs com por linha; +${(alone.withUs - alone.withoutUs).toFixed(1)} µs = ${pct(share)} de um create`,
  );
}
