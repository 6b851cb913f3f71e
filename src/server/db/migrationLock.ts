import { pgErrorCode, type Db } from './db';
import { readCatalog, skipExisting } from './catalogGuard';

/** One key for every Painel instance on a database: migrations, the first administrator and the demo seed. */
export const STARTUP_LOCK_KEY = 7_315_042_026;

export const DEFAULT_MIGRATION_LOCK_TIMEOUT_MS = 5000;
const LOCK_NOT_AVAILABLE = '55P03';
const ATTEMPTS = 3;

/**
 * Waits for the other instances' startup work (transaction-level advisory lock: released by COMMIT or
 * ROLLBACK, so it also works through PgBouncer in transaction mode).
 */
export async function takeStartupLock(tx: Db): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [STARTUP_LOCK_KEY]);
}

class MigrationLockTimeout extends Error {}

/**
 * Runs migration steps in one transaction, one instance at a time: the advisory lock makes instances starting
 * together take turns (the later ones find everything made and change nothing); `lock_timeout`, set once the
 * turn has come, bounds how long a DDL statement waits for a table in use, so a start never queues every
 * reader of that table behind it for long. A timed-out try is rolled back and tried again, then reported.
 */
export async function inMigration<T>(db: Db, steps: (tx: Db) => Promise<T>, lockTimeoutMs = DEFAULT_MIGRATION_LOCK_TIMEOUT_MS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await takeStartupLock(tx);
        await tx.query(`SET LOCAL lock_timeout = ${Math.max(1, Math.floor(lockTimeoutMs))}`);
        return steps(skipExisting(tx, await readCatalog(tx)));
      });
    } catch (e) {
      if (pgErrorCode(e) !== LOCK_NOT_AVAILABLE) throw e;
      if (attempt >= ATTEMPTS) {
        throw new MigrationLockTimeout(
          `A atualização das tabelas esperou mais de ${lockTimeoutMs} ms por uma tabela em uso, ${ATTEMPTS} vezes (uma consulta longa ou uma transação aberta?); nada foi alterado. Tente de novo com as tabelas livres, ou aumente MIGRATION_LOCK_TIMEOUT_MS.`,
        );
      }
    }
  }
}
