import type { Registry } from '../model';
import type { Db } from './db';
import { ensureForeignKeys } from './foreignKeys';
import { inMigration } from './migrationLock';
import { ensureListSupport } from './listSupport';
import { ensureOccupancyIndexes } from './occupancyIndexes';
import { ensureOverlapRules } from './overlapRules';
import { ident, literal } from './sql';
import { ensureRoleColumn } from './roleColumn';
import { ensureSystemTables } from './systemTables';
import { stampLayoutVersion } from './layoutVersion';
import { uniqueKeys } from './uniqueKeys';
import { VERSION_COLUMN } from './version';

/**
 * Brings the database up to the descriptors: every step in one transaction under the startup lock, with
 * the statements for what already exists skipped (see inMigration and skipExisting). Safe when several
 * instances start at once; also run alone by `npm run migrate`. Returns warnings for the operator.
 */
export async function migrate(db: Db, registry: Registry, { lockTimeoutMs }: { lockTimeoutMs?: number } = {}): Promise<string[]> {
  return inMigration(
    db,
    async (tx) => {
      await ensureSystemTables(tx, registry);
      await stampLayoutVersion(tx);
      return migrateTables(tx, registry);
    },
    lockTimeoutMs,
  );
}

/**
 * Tables from the descriptors: created when missing, extended when a descriptor gains a field, references
 * turned into foreign keys. Never drops or retypes a column, so rows survive any descriptor change.
 * Returns warnings for the operator (rows a foreign key could not validate).
 */
async function migrateTables(db: Db, registry: Registry): Promise<string[]> {
  for (const r of registry.all) {
    const t = ident(r.table);
    // clock_timestamp, not now(): rows inserted in one transaction still sort newest first.
    await db.query(`CREATE TABLE IF NOT EXISTS ${t} (id text PRIMARY KEY, created_at timestamptz NOT NULL DEFAULT clock_timestamp())`);
    for (const c of r.columns) {
      // A default fills the rows that existed before the column did (e.g. a new status flag).
      const def = c.default === undefined ? '' : ` DEFAULT ${literal(c.default)}`;
      await db.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS ${ident(c.name)} ${c.sqlType}${def}`);
    }
    // Every change bumps it: a write that names the version it read (If-Match) is refused once another landed.
    await db.query(`ALTER TABLE ${t} ADD COLUMN IF NOT EXISTS ${VERSION_COLUMN} bigint NOT NULL DEFAULT 1`);
    await db.query(`CREATE INDEX IF NOT EXISTS ${ident(`${r.table}_created_at_idx`)} ON ${t} (created_at DESC, id DESC)`);
    const singleton = r.descriptor.singleton;
    if (singleton) await db.query(`INSERT INTO ${t} (id) VALUES ($1) ON CONFLICT (id) DO NOTHING`, [singleton.id]);
  }
  // Unique whatever the case (e-mails).
  for (const key of uniqueKeys(registry)) {
    await db.query(`CREATE UNIQUE INDEX IF NOT EXISTS ${ident(key.name)} ON ${ident(key.resource.table)} (lower(${ident(key.field)}))`);
  }
  await ensureRoleColumn(db, registry);
  // After every table exists: a key may point at a table created later in the loop.
  const warnings = await ensureForeignKeys(db, registry);
  const overlaps = await ensureOverlapRules(db, registry);
  await ensureOccupancyIndexes(db, registry);
  return [...warnings, ...overlaps, ...(await ensureListSupport(db, registry))];
}
