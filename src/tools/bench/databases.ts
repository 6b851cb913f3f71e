// The databases a bench measures on, made and removed the same way each time: PGlite on disk (as npm start runs
// it), then a throwaway PostgreSQL 15 when its binaries are installed and BENCH_PGLITE_ONLY is not set.
// BENCH_PG_ONLY=1 skips PGlite (a long bench run in two shorter halves), in both.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPglite, type Db } from '../../server/db';
import { openPg } from '../../server/db/pg';
import { postgresInstalled, startPostgres } from '../../../tests/server/support/postgres';

/** Runs `measure` on one PGlite on disk; `pools` connections to one PostgreSQL database (two: two instances). */
export async function onEachDatabase(name: string, pools: number, measure: (label: string, dbs: Db[]) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), `painel-bench-${name}-pglite-`));
  try {
    if (process.env.BENCH_PG_ONLY) console.log('\nPGlite: não medido (BENCH_PG_ONLY).');
    else {
      const db = await openPglite(dir);
      try {
        await measure('PGlite (em disco, como no npm start)', [db]);
      } finally {
        await db.close();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!postgresInstalled || process.env.BENCH_PGLITE_ONLY) {
    console.log('\nPostgreSQL: não medido (binários não encontrados, ou BENCH_PGLITE_ONLY).');
    return;
  }
  const pg = await startPostgres();
  const dbs: Db[] = [];
  try {
    await pg.query(`CREATE DATABASE painel_bench_${name}`);
    const url = pg.url.replace(/\/postgres$/, `/painel_bench_${name}`);
    // A bench's seed inserts hundreds of thousands of rows in one statement: longer than a request's 30 s limit.
    for (let i = 0; i < pools; i++) dbs.push(await openPg(url, { statementTimeoutMs: 600_000 }));
    await measure(`PostgreSQL 15 (local, descartável; ${pools === 1 ? 'uma instância' : `${pools} instâncias, um pool cada`})`, dbs);
  } finally {
    for (const db of dbs) await db.close();
    await pg.destroy();
  }
}

/**
 * The same two databases for a bench that runs the compiled server in its own processes: the environment each
 * server starts with — a PGlite data directory, then a throwaway PostgreSQL's DATABASE_URL (and a folder for
 * the uploads, shared by its instances).
 */
export async function onEachServerDatabase(name: string, measure: (label: string, env: Record<string, string>) => Promise<void>): Promise<void> {
  if (process.env.BENCH_PG_ONLY) console.log('\nPGlite: não medido (BENCH_PG_ONLY).');
  else {
    const dir = mkdtempSync(join(tmpdir(), `painel-bench-${name}-pglite-`));
    try {
      await measure('PGlite (em disco)', { DATA_DIR: dir });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!postgresInstalled || process.env.BENCH_PGLITE_ONLY) {
    console.log('\nPostgreSQL: não medido (binários não encontrados, ou BENCH_PGLITE_ONLY).');
    return;
  }
  const pg = await startPostgres();
  const db = `painel_bench_${name}_${randomBytes(4).toString('hex')}`;
  const uploads = mkdtempSync(join(tmpdir(), `painel-bench-${name}-pg-`));
  try {
    await pg.query(`CREATE DATABASE ${db}`);
    await measure('PostgreSQL 15', { DATABASE_URL: pg.url.replace(/\/postgres$/, `/${db}`), DATA_DIR: uploads });
  } finally {
    await pg.destroy();
    rmSync(uploads, { recursive: true, force: true });
  }
}

/**
 * For a target stated on PostgreSQL with PGlite "within 3× of it": PostgreSQL first (when installed and not
 * BENCH_PGLITE_ONLY), then PGlite on disk judged against three times PostgreSQL's p95 (never under `pgTarget`).
 */
export async function postgresThenPglite<R extends { p95: number }>(
  name: string,
  pgTarget: number,
  measure: (db: Db) => Promise<R>,
  report: (label: string, result: R, target: number) => void,
): Promise<void> {
  let pgP95 = pgTarget;
  if (postgresInstalled && !process.env.BENCH_PGLITE_ONLY) {
    const pg = await startPostgres();
    try {
      await pg.query(`CREATE DATABASE painel_bench_${name}`);
      const r = await measure(await openPg(pg.url.replace(/\/postgres$/, `/painel_bench_${name}`), { statementTimeoutMs: 600_000 }));
      report('PostgreSQL 15', r, pgTarget);
      pgP95 = r.p95;
    } finally {
      await pg.destroy();
    }
  }
  const dir = mkdtempSync(join(tmpdir(), `painel-bench-${name}-pglite-`));
  try {
    report('PGlite', await measure(await openPglite(dir)), Math.max(pgTarget, pgP95 * 3));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
