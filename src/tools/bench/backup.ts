// `npm run bench`, backups (issue 45), side by side in one run on an embedded installation (PGlite on disk):
// - 1,000,000 records across three resources, each with its history entry, and 2,000 uploaded files (64 KB):
//   `npm run backup` against `tar` copying the same data folder and uploads (target ≤ 3×), `npm run restore` into
//   an empty folder against the same tar (≤ 5×); medians of BENCH_BACKUP_ROUNDS (default 3), rounds interleaved.
// - The start's integrity check (checkIntegrity) on that database (target: ≤ 1 s more at 200,000 rows).
// - 20 clients writing through HTTP, once alone and once while the server makes a backup: their p99 (≤ 2×), failures (0).
// BENCH_BACKUP_ROWS sets the records (default 1,000,000), BENCH_BACKUP_FILES the files (2,000);
// BENCH_BACKUP_WRITERS=0 leaves the writing clients out (the commands' times only); BENCH_BACKUP_TIMELINE=1 prints
// the writers' p99 every 2 s during the backup, beside what its folder held then (which phase it was in).
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readApiProfiles, readSchemasDir } from '../../engine/descriptor';
import { buildApp, identityCreateRules } from '../../server/app';
import { bootstrapAdmin } from '../../server/auth';
import { checkIntegrity, HISTORY_TABLE, migrate, openDatabase } from '../../server/db';
import { Registry } from '../../server/model';
import { buildIfStale } from '../serverBundle.mjs';
import { BENCH_ADMIN as ADMIN, BENCH_SECRET } from './benchInstance';
import { median } from './stats';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const ROWS = Number(process.env.BENCH_BACKUP_ROWS ?? 1_000_000);
const FILES = Number(process.env.BENCH_BACKUP_FILES ?? 2_000);
const ROUNDS = Number(process.env.BENCH_BACKUP_ROUNDS ?? 3);
const WRITERS = 20;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Records spread over three resources, each with a create entry in the history, as the server would write them. */
export async function fill(dataDir: string) {
  const registry = new Registry(readSchemasDir(), readApiProfiles());
  const db = await openDatabase({ dataDir });
  await migrate(db, registry);
  const t = performance.now();
  const share = [
    ['categories', `INSERT INTO categories (id, name) SELECT 'cat-' || g, 'Categoria ' || g FROM generate_series($1::int, $2::int) g`, `json_build_object('name', 'Categoria ' || g)`],
    ['jobs', `INSERT INTO jobs (id, name, description, html) SELECT 'job-' || g, 'Vaga ' || g, 'Descrição da vaga número ' || g, '<p>Vaga <b>' || g || '</b></p>' FROM generate_series($1::int, $2::int) g`, `json_build_object('name', 'Vaga ' || g, 'description', 'Descrição da vaga número ' || g)`],
    ['clients', `INSERT INTO clients (id, name) SELECT 'cli-' || g, 'Cliente ' || g || ' Ltda.' FROM generate_series($1::int, $2::int) g`, `json_build_object('name', 'Cliente ' || g || ' Ltda.')`],
  ] as const;
  const prefix: Record<string, string> = { categories: 'cat-', jobs: 'job-', clients: 'cli-' };
  const per = Math.floor(ROWS / share.length);
  for (const [resource, insert, changes] of share) {
    for (let from = 1; from <= per; from += 100_000) {
      const to = Math.min(per, from + 99_999);
      await db.query(insert, [from, to]);
      await db.query(
        `INSERT INTO ${HISTORY_TABLE} (resource, record_id, version, actor_name, operation, changes, snapshot)
         SELECT $3, $4 || g, 1, 'Bench', 'create', ${changes}, ${changes} FROM generate_series($1::int, $2::int) g`,
        [from, to, resource, prefix[resource]],
      );
    }
  }
  await db.query('VACUUM ANALYZE');
  console.log(`  ${(per * share.length).toLocaleString('pt-BR')} registros e suas entradas no histórico em ${s(performance.now() - t)}`);
  const check = performance.now();
  await checkIntegrity(db);
  console.log(`  verificação do banco no início (checkIntegrity): ${Math.round(performance.now() - check)} ms`);
  await db.close();
  const uploads = join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true });
  for (let i = 0; i < FILES; i++) writeFileSync(join(uploads, `${randomBytes(16).toString('base64url')}.png`), randomBytes(64 * 1024));
}

/** A command as `npm run backup`/`restore` runs it: plain node on the compiled command (built before the rounds). */
function timed(args: string[], env: Record<string, string>): Promise<number> {
  const t = performance.now();
  const child = spawn(process.execPath, ['src/tools/command.mjs', ...args], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d) => (err += d));
  return new Promise((resolve, reject) => child.on('close', (code) => (code === 0 ? resolve(performance.now() - t) : reject(new Error(`${args.join(' ')}: ${code}\n${err}`)))));
}

async function sizes(dataDir: string, work: string) {
  const tars: number[] = [];
  const backups: number[] = [];
  const restores: number[] = [];
  // As `npm run build` does once in production: the rounds time the commands, not their compilation.
  await buildIfStale();
  for (let round = 1; round <= ROUNDS; round++) {
    const tarFile = join(work, 'copia.tar');
    let t = performance.now();
    execFileSync('tar', ['cf', tarFile, '-C', dataDir, 'db', 'uploads']);
    execFileSync('sync');
    tars.push(performance.now() - t);
    rmSync(tarFile, { force: true });
    const archive = join(work, `painel-${round}.tar`);
    backups.push(await timed(['backupCommand', '--out', archive], { DATA_DIR: dataDir }));
    const target = join(work, `restaurado-${round}`);
    restores.push(await timed(['restoreCommand', archive], { DATA_DIR: target }));
    rmSync(target, { recursive: true, force: true });
    rmSync(archive, { force: true });
    console.log(`  rodada ${round}: tar ${s(tars.at(-1)!)}, backup ${s(backups.at(-1)!)}, restore ${s(restores.at(-1)!)}`);
  }
  const [tar, backup, restore] = [median(tars), median(backups), median(restores)];
  console.log(`  medianas: tar ${s(tar)} · npm run backup ${s(backup)} = ${(backup / tar).toFixed(2)}× (alvo ≤ 3×: ${backup / tar <= 3 ? 'atingido' : 'NÃO atingido'})`);
  console.log(`            npm run restore ${s(restore)} = ${(restore / tar).toFixed(2)}× (alvo ≤ 5×: ${restore / tar <= 5 ? 'atingido' : 'NÃO atingido'})`);
}

/** 20 clients creating records over HTTP for `ms`; with `during`, a backup is asked for after a second. */
async function writes(dataDir: string, ms: number, during: boolean): Promise<{ p99: number; p50: number; failed: number; n: number; backupMs?: number }> {
  const backupDir = join(dataDir, 'backups');
  const app = await buildApp({ db: await openDatabase({ dataDir }), dataDir, secret: BENCH_SECRET, backup: { dir: backupDir, everyHours: 0, keep: 2 } });
  const { repo, records, registry } = app.painel;
  await bootstrapAdmin({ repo, service: records, identity: registry.identity, rules: identityCreateRules(app) }, ADMIN);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const port = (app.server.address() as { port: number }).port;
  const base = `http://127.0.0.1:${port}`;
  const { token } = (await (await fetch(`${base}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }) })).json()) as { token: string };
  const times: number[] = [];
  const timeline = during && process.env.BENCH_BACKUP_TIMELINE === '1' ? watchPhases(backupDir) : undefined;
  let failed = 0;
  let stop = false;
  const writer = async (c: number) => {
    for (let n = 0; !stop; n++) {
      const t = performance.now();
      const res = await fetch(`${base}/api/categories`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify({ name: `Escrita ${c}-${n}-${during}` }) }).catch(() => undefined);
      if (!res || res.status >= 300) failed++;
      await res?.arrayBuffer();
      times.push(performance.now() - t);
      timeline?.sample(t, performance.now() - t);
    }
  };
  const clients = Array.from({ length: WRITERS }, (_, c) => writer(c));
  let backupMs: number | undefined;
  if (during) {
    await new Promise((r) => setTimeout(r, 1000));
    const t = performance.now();
    const { done } = await app.painel.backups!.start('Bench');
    const made = await done;
    if (made.error) throw new Error(made.error);
    backupMs = performance.now() - t;
  } else {
    await new Promise((r) => setTimeout(r, ms));
  }
  stop = true;
  timeline?.print();
  await Promise.all(clients);
  await app.close();
  return { p99: pct(times, 0.99), p50: pct(times, 0.5), failed, n: times.length, backupMs };
}

/** The writers' latencies in 2-second windows, each with the backup folder's entries seen then (copy, archive, verification). */
function watchPhases(dir: string) {
  const t0 = performance.now();
  const windows = new Map<number, { ms: number[]; seen: Set<string> }>();
  const at = (t: number) => {
    const w = Math.floor((t - t0) / 2000);
    return windows.get(w) ?? windows.set(w, { ms: [], seen: new Set() }).get(w)!;
  };
  const poll = setInterval(() => {
    const seen = at(performance.now()).seen;
    if (existsSync(dir)) for (const name of readdirSync(dir)) seen.add(name.replace(/\d{4}-.*Z/, '…').replace(/-\d+-/, '-…-'));
  }, 100);
  return {
    sample: (t: number, ms: number) => at(t).ms.push(ms),
    print() {
      clearInterval(poll);
      for (const [w, { ms, seen }] of [...windows].sort((a, b) => a[0] - b[0])) {
        if (ms.length) console.log(`    ${String(w * 2).padStart(4)} s: ${String(ms.length).padStart(5)} escritas, p99 ${pct(ms, 0.99).toFixed(0).padStart(5)} ms, máx ${Math.max(...ms).toFixed(0).padStart(5)} ms  ${[...seen].join(' ')}`);
      }
    },
  };
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'painel-bench-backup-'));
  const dataDir = join(work, 'dados');
  try {
    console.log(`\nCópias de segurança (PGlite em disco; ${ROWS.toLocaleString('pt-BR')} registros com histórico, ${FILES} arquivos de 64 KB)`);
    await fill(dataDir);
    await sizes(dataDir, work);
    if (process.env.BENCH_BACKUP_WRITERS === '0') return;
    console.log(`\n  ${WRITERS} clientes escrevendo por HTTP, sem e com uma cópia feita pelo servidor no meio:`);
    const withBackup = await writes(dataDir, 0, true);
    const alone = await writes(dataDir, withBackup.backupMs! + 1000, false);
    for (const [label, r] of [['sem cópia', alone], ['com cópia', withBackup]] as const) {
      console.log(`  ${label.padEnd(10)} ${r.n} escritas, p50 ${r.p50.toFixed(1)} ms, p99 ${r.p99.toFixed(1)} ms, falhas ${r.failed}${r.backupMs ? ` (a cópia levou ${s(r.backupMs)})` : ''}`);
    }
    const ratio = withBackup.p99 / alone.p99;
    console.log(`  p99 com/sem: ${ratio.toFixed(2)}× (alvo ≤ 2×, 0 falhas: ${ratio <= 2 && !withBackup.failed ? 'atingido' : 'NÃO atingido'})`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1]?.endsWith('backup.ts')) await main();
