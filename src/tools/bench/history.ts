// `npm run bench`, history: what keeping every change costs, on PGlite and (when installed) PostgreSQL, in one run.
// - Writes (create + update through the REST API, in process) with history on, and with its write (the history
//   row, which carries the undo step) switched off in the bench only: PGlite on disk, in memory and PostgreSQL side
//   by side, their rounds interleaved (each round every database, history off and on in alternating order), medians,
//   the cost against the target (≤ 15 %). On PostgreSQL the target is the entry's, against writes that still send
//   the live announcement (see switchHistory); the entry and the announcement together are printed beside it.
// - At 1M history rows: the activity page (newest, by resource, by person) and one record's history, p50.
// - "Restaurar esta versão" and "Desfazer", p50.
// The resource is picked by shape (a JSON resource of a REST API whose only required field is its title).
// BENCH_PGLITE_ONLY=1 skips PostgreSQL; BENCH_HISTORY_ROWS sets the history size (default 1M; 0 skips the reads);
// BENCH_HISTORY_ROUNDS the rounds (default 8).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { authProfile, mountPath } from '../../engine/contract';
import { buildApp, identityCreateRules } from '../../server/app';
import { bootstrapAdmin } from '../../server/auth';
import { CHANGES_CHANNEL, HISTORY_TABLE, openPglite, type Db } from '../../server/db';
import type { HistoryLog } from '../../server/history';
import { openPg } from '../../server/db/pg';
import { postgresInstalled, startPostgres } from '../../../tests/server/support/postgres';
import { BENCH_ADMIN as ADMIN, BENCH_SECRET } from './benchInstance';
import { postgresCpu } from './serverCpu';
import { titledResource } from './titledResource';

const ROUNDS = Number(process.env.BENCH_HISTORY_ROUNDS ?? 8);
/** Issue 20's target: keeping history costs a write at most this share. */
const TARGET = 0.15;
const WRITES = 200;
const HISTORY_ROWS = Number(process.env.BENCH_HISTORY_ROWS ?? 1_000_000);
const RUNS = 200;

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const fmt = (n: number) => n.toFixed(2).padStart(7);

async function appOn(db: Db) {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-history-'));
  const app = await buildApp({ db, dataDir, secret: BENCH_SECRET, maintenanceEveryMs: 0 });
  const { repo, records, registry } = app.painel;
  await bootstrapAdmin({ repo, service: records, identity: registry.identity, rules: identityCreateRules(app) }, ADMIN);
  const auth = authProfile(registry.apis);
  const signIn = await app.inject({ method: 'POST', url: auth.base + auth.auth.signIn.path, payload: { email: ADMIN.email, password: ADMIN.password } });
  const headers = { authorization: `Bearer ${signIn.json().token}` };
  const res = titledResource(registry, { read: true, update: true });
  const base = mountPath(res.profile);
  const ops = res.descriptor.operations;
  const title = res.descriptor.titleField!;
  const painel = mountPath(Object.values(registry.apis.profiles).find((p) => p.transport === 'painel')!);
  const idOf = (body: Record<string, unknown>) => String(res.profile.record ? (body[res.profile.record] as Record<string, unknown>).id : body.id);
  return { app, headers, res, base, ops, title, painel, idOf, done: () => app.close().then(() => rmSync(dataDir, { recursive: true, force: true })) };
}
type Bench = Awaited<ReturnType<typeof appOn>>;

/**
 * WRITES creates each followed by an update: writes per second, and the CPU time per write of this process (on
 * PGlite the database runs in this process too) and of a local PostgreSQL server (`serverCpu`), which a shared
 * machine disturbs far less than wall time.
 */
async function writes(b: Bench, tag: string, serverCpu?: () => number): Promise<Rate> {
  const t = performance.now();
  const cpu = process.cpuUsage();
  const server = serverCpu?.();
  for (let i = 0; i < WRITES; i++) {
    const created = await b.app.inject({ method: b.ops.create!.method, url: b.base + b.ops.create!.path, headers: b.headers, payload: { [b.title]: `${tag} ${i}` } });
    if (created.statusCode >= 300) throw new Error(`create ${created.statusCode} ${created.body}`);
    const id = b.idOf(created.json());
    const updated = await b.app.inject({ method: b.ops.update!.method, url: b.base + b.ops.update!.path.replace('{id}', id), headers: b.headers, payload: { [b.title]: `${tag} ${i} (editado)` } });
    if (updated.statusCode >= 300) throw new Error(`update ${updated.statusCode} ${updated.body}`);
  }
  const used = process.cpuUsage(cpu);
  return {
    perSecond: ((WRITES * 2) / (performance.now() - t)) * 1000,
    cpuMs: (used.user + used.system) / 1000 / (WRITES * 2),
    serverCpuMs: serverCpu && server !== undefined ? (serverCpu() - server) / (WRITES * 2) : 0,
  };
}

/**
 * The bench's "history off": the history row (with its undo step) is not written; versions still are. Every
 * change's entry is written by the change's own statement (entrySql): that part of it is left out. On PostgreSQL
 * the entry's row also carries the live announcement (its trigger's NOTIFY, which other instances' live streams
 * and kept answers need with or without a history): "announced" leaves the entry out but still sends one NOTIFY
 * per change, as a Painel without history would have to, so the entry's own cost is told apart from live's.
 */
type Mode = 'on' | 'off' | 'announced';
const ANNOUNCED_SQL = `SELECT id, record_id, undoable FROM (SELECT NULL::bigint AS id, NULL::text AS record_id, false AS undoable, pg_notify('${CHANGES_CHANNEL}', '0') AS announced OFFSET 0) AS a WHERE id IS NOT NULL`;
function switchHistory(b: Bench, mode: Mode, original: HistoryLog['entrySql']) {
  b.app.painel.keeping.history.entrySql =
    mode === 'on' ? original : mode === 'announced' ? () => ANNOUNCED_SQL : () => 'SELECT NULL::bigint AS id, NULL::text AS record_id, false AS undoable WHERE false';
}

async function p50(label: string, call: () => Promise<{ statusCode: number; body: string }>) {
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = await call();
    ms.push(performance.now() - t);
    if (r.statusCode >= 300) throw new Error(`${label}: ${r.statusCode} ${r.body}`);
  }
  console.log(`  ${label.padEnd(60)} p50 ${fmt(median(ms))} ms`);
}

type Rate = { perSecond: number; cpuMs: number; serverCpuMs: number };

/** One database under the bench: its instance, and each round's writes with history off and on. */
interface Side {
  name: string;
  db: Db;
  b: Bench;
  original: HistoryLog['entrySql'];
  off: Rate[];
  on: Rate[];
  /** PostgreSQL: history off, the live announcement still sent (see switchHistory). */
  announced: Rate[];
  reads: boolean;
  /** A local PostgreSQL server's CPU time so far (ms); undefined on PGlite, which runs in this process. */
  serverCpu?: () => number;
  done: () => Promise<void>;
}

async function side(name: string, db: Db, { reads = true, done = async () => {} } = {}): Promise<Side> {
  const b = await appOn(db);
  await writes(b, 'aquecimento');
  const serverCpu = db.kind === 'pg' ? await postgresCpu(db) : undefined;
  return { name, db, b, original: b.app.painel.keeping.history.entrySql, off: [], on: [], announced: [], reads, serverCpu, done };
}

const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

/** Every database's writes, history off and on, round after round: what the machine does meanwhile falls on all alike. */
async function interleavedWrites(sides: Side[]) {
  for (let r = 0; r < ROUNDS; r++) {
    // Which goes first alternates: the later half of a round writes to bigger tables and meets more garbage.
    for (const s of r % 2 ? [...sides].reverse() : sides) {
      const modes: Mode[] = s.db.kind === 'pg' ? ['off', 'announced', 'on'] : ['off', 'on'];
      for (const mode of r % 2 ? [...modes].reverse() : modes) {
        switchHistory(s.b, mode, s.original);
        s[mode].push(await writes(s.b, `${mode} ${r}`, s.serverCpu));
      }
      switchHistory(s.b, 'on', s.original);
    }
  }
  const rate = (xs: Rate[]) => median(xs.map((x) => x.perSecond));
  const cpu = (xs: Rate[]) => median(xs.map((x) => x.cpuMs + x.serverCpuMs));
  const line = (name: string, off: Rate[], on: Rate[], judged = true) => {
    const cost = 1 - rate(on) / rate(off);
    const verdict = judged ? (cost <= TARGET ? 'atingido' : 'NÃO atingido') : '(sem alvo)';
    console.log(
      `  ${name.padEnd(50)} ${`${rate(off).toFixed(0)}/s`.padStart(14)} ${`${rate(on).toFixed(0)}/s`.padStart(14)} ${pct(cost).padStart(8)}  ${verdict.padEnd(12)} ${cpu(off).toFixed(2)} → ${cpu(on).toFixed(2)} ms (${pct(cpu(on) / cpu(off) - 1)})`,
    );
  };
  console.log(`\nCusto do histórico nas escritas: criar + editar pela API REST, ${WRITES} de cada por rodada, ${ROUNDS} rodadas intercaladas (bancos e modos alternados), medianas; alvo ≤ ${pct(TARGET)}`);
  console.log(`  ${'banco'.padEnd(50)} ${'sem histórico'.padStart(14)} ${'com histórico'.padStart(14)} ${'custo'.padStart(8)}  ${'alvo'.padEnd(12)} CPU por escrita, Painel + PostgreSQL local (sem → com)`);
  for (const s of sides) {
    if (!s.announced.length) {
      line(s.name, s.off, s.on);
      continue;
    }
    // The target is the history's: its entry, against a write that still announces itself (which live streams
    // and other instances' kept answers need with or without a history). The announcement is Live's cost, told
    // for the record: since 26 Nov it rides on the entry's trigger, so switching the entry off dropped it too.
    line(`${s.name}: a entrada`, s.announced, s.on);
    line('  a entrada + o anúncio ao vivo (NOTIFY)', s.off, s.on, false);
  }
  // Each round's pair ran side by side: the median of their costs is the figure a busy machine disturbs least.
  console.log('  custo por rodada (1 − com/sem), e sua mediana:');
  const perRound = (name: string, off: Rate[], on: Rate[]) => {
    const costs = on.map((o, i) => 1 - o.perSecond / off[i].perSecond);
    console.log(`    ${name.padEnd(48)} ${costs.map(pct).join(', ')}  → mediana ${pct(median(costs))}`);
  };
  for (const s of sides) {
    if (!s.announced.length) perRound(s.name, s.off, s.on);
    else {
      perRound(`${s.name}: a entrada`, s.announced, s.on);
      perRound('  a entrada + o anúncio', s.off, s.on);
    }
  }
}

async function reads({ name, db, b }: Side) {
  console.log(`\n${name}`);
  // 1M history rows, as many resources, people and operations would leave them.
  const t = performance.now();
  await db.query(
    `INSERT INTO ${HISTORY_TABLE} (resource, record_id, version, at, actor_id, actor_name, operation, changes, snapshot)
     SELECT $1, 'r' || (g % 50000), 1 + g / 50000, now() - make_interval(secs => ($2 - g) / 10.0), 'p' || (g % 7), 'Pessoa ' || (g % 7),
            (ARRAY['create','update','update','delete'])[1 + g % 4], '[{"field":"name","before":"a","after":"b"}]'::jsonb, '{"name":"b"}'::jsonb
     FROM generate_series(1, $2) AS g`,
    [b.res.name, HISTORY_ROWS],
  );
  await db.query(`ANALYZE ${HISTORY_TABLE}`);
  console.log(`  ${HISTORY_ROWS.toLocaleString('pt-BR')} linhas de histórico inseridas em ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const get = (url: string) => () => b.app.inject({ method: 'GET', url, headers: b.headers });
  await p50('Atividade: a página mais recente', get(`${b.painel}/activity?limit=25`));
  await p50('Atividade: de um recurso', get(`${b.painel}/activity?resource=${b.res.name}&limit=25`));
  await p50('Atividade: de uma pessoa, só exclusões', get(`${b.painel}/activity?actor=p3&operation=delete&limit=25`));
  await p50('Atividade: página 40', get(`${b.painel}/activity?limit=25&page=40`));
  await p50('Histórico de um registro (20 versões)', get(`${b.painel}/history/${b.res.name}/r123?limit=25`));

  // Restore and undo on real records.
  const created = await b.app.inject({ method: b.ops.create!.method, url: b.base + b.ops.create!.path, headers: b.headers, payload: { [b.title]: 'Restaurável' } });
  const id = b.idOf(created.json());
  const update = (n: number) => b.app.inject({ method: b.ops.update!.method, url: b.base + b.ops.update!.path.replace('{id}', id), headers: b.headers, payload: { [b.title]: `Restaurável ${n}` } });
  await update(0);
  await p50('Restaurar esta versão', () => b.app.inject({ method: 'POST', url: `${b.painel}/history/${b.res.name}/${id}/1/restore`, headers: b.headers }));
  let n = 0;
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const token = (await update(++n)).headers['painel-undo'];
    const t0 = performance.now();
    const undone = await b.app.inject({ method: 'POST', url: `${b.painel}/undo/${token}`, headers: b.headers });
    ms.push(performance.now() - t0);
    if (undone.statusCode >= 300) throw new Error(`undo ${undone.statusCode} ${undone.body}`);
  }
  console.log(`  ${'Desfazer uma edição'.padEnd(60)} p50 ${fmt(median(ms))} ms`);
}

// On disk, as `npm start` runs it (the target's figure); in memory, as the tests run it, writes only: there a
// growing file is copied as it grows (the in-memory file system), which charges every extra byte written more.
const sides: Side[] = [];
try {
  const pgliteDir = mkdtempSync(join(tmpdir(), 'painel-bench-history-pglite-'));
  sides.push(await side('PGlite (em disco, como no npm start)', await openPglite(pgliteDir), { done: async () => rmSync(pgliteDir, { recursive: true, force: true }) }));
  sides.push(await side('PGlite (em memória, como nos testes)', await openPglite(), { reads: false }));
  if (postgresInstalled && !process.env.BENCH_PGLITE_ONLY) {
    const pg = await startPostgres();
    await pg.query('CREATE DATABASE painel_bench_history');
    sides.push(await side('PostgreSQL 15 (local, descartável)', await openPg(pg.url.replace(/\/postgres$/, '/painel_bench_history')), { done: () => pg.destroy() }));
  } else console.log('\nPostgreSQL: não medido (binários não encontrados).');
  await interleavedWrites(sides);
  if (HISTORY_ROWS > 0) for (const s of sides) if (s.reads) await reads(s);
} finally {
  for (const s of sides) {
    await s.b.done();
    await s.done();
  }
}
