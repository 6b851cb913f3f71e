// `npm run migrate`: brings the database's tables up to the descriptors, then exits. Run it once before
// starting new instances after an upgrade, so none of them has DDL to do (a start also migrates, safely).
import { readApiProfiles, readSchemasDir } from '../engine/descriptor';
import { fail, readConfigOrFail } from './cli';
import { migrate, openDatabase } from './db';
import { redactStoredEntries } from './history';
import { Registry } from './model';

const config = readConfigOrFail();
const t = performance.now();
try {
  const registry = new Registry(readSchemasDir(), readApiProfiles());
  const db = await openDatabase(config);
  try {
    const warnings = await migrate(db, registry, { lockTimeoutMs: config.migrationLockTimeoutMs });
    for (const w of warnings) console.error(`Aviso: ${w}`);
    await redactStoredEntries(db, registry);
  } finally {
    await db.close();
  }
} catch (e) {
  fail('A atualização das tabelas falhou.', e);
}
console.error(`Tabelas atualizadas em ${((performance.now() - t) / 1000).toFixed(1)} s (${config.databaseUrl ? 'DATABASE_URL' : `${config.dataDir}/db`}).`);
