import type Ajv from 'ajv';
import { SETTINGS_TABLE, ident, type Db } from '../db';
import { systemWrite } from '../history';
import type { Registry, Resource } from '../model';
import { bodyRules } from '../validation';
import type { RecordService } from './recordService';

const NO_FILES = { files: new Map(), multipart: false } as const;
/** The settings key saying a carry-over was done: it runs once, so records written afterwards stay as sent. */
const doneKey = (res: Resource, field: string) => `carry-over:${res.name}.${field}`;

/**
 * The descriptors' `carryOver`s, each once, at the first start that knows it (an upgrade: rentals that named a user
 * get a client made from that user). Every write goes through the write path — validated, a new version, its
 * history entry by "Sistema" with source `migration` — in one transaction under the startup lock, so instances
 * starting together do it once; the done mark is written in the same transaction.
 */
export async function carryOverReferences(service: RecordService, registry: Registry, ajv: Ajv): Promise<void> {
  const declared = registry.all.flatMap((res) => Object.entries(res.descriptor.carryOver ?? {}).map(([field, spec]) => ({ res, field, key: doneKey(res, field), ...spec })));
  const done = async (db: Db, key: string) => (await db.query(`SELECT 1 FROM ${SETTINGS_TABLE} WHERE key = $1`, [key])).length > 0;
  // An up-to-date start reads the marks and takes no lock (a rolling restart's instances never wait on each other).
  const pending: typeof declared = [];
  for (const c of declared) if (!(await done(service.database, c.key))) pending.push(c);
  if (!pending.length) return;
  await service.transaction(async (tx, repo) => {
    await repo.holdStartupLock();
    for (const { res, field, key, from, copy } of pending) {
      // Another instance starting at once may have done it while this one waited for the lock.
      if (await done(tx.database, key)) continue;
      await fill(tx, registry, ajv, res, field, from, copy);
      await tx.database.query(`INSERT INTO ${SETTINGS_TABLE} (key, value) VALUES ($1, $2)`, [key, new Date().toISOString()]);
    }
  });
}

/** Each record naming a `from` record and none in `field` gets one made from it (one per `from` record). */
async function fill(tx: RecordService, registry: Registry, ajv: Ajv, res: Resource, field: string, from: string, copy: Record<string, string>): Promise<void> {
  const target = registry.get(res.descriptor.references![field].resource);
  const source = registry.get(res.descriptor.references![from].resource);
  const rows = await tx.database.query<{ id: string; of: string }>(
    `SELECT id, ${ident(from)} AS of FROM ${ident(res.table)} WHERE ${ident(field)} IS NULL AND ${ident(from)} IS NOT NULL ORDER BY created_at, id`,
  );
  if (!rows.length) return;
  const ctx = systemWrite('migration');
  const creating = bodyRules(ajv, target, target.descriptor.operations.create ?? { method: 'POST', path: `/${target.name}`, body: 'json' }, {
    schema: target.descriptor.schema,
    partial: false,
    creating: true,
  });
  const updating = bodyRules(ajv, res, { method: 'PATCH', path: `/${res.name}/{id}`, body: 'json', fields: [field] }, { schema: res.descriptor.schema, partial: true, creating: false });
  const made = new Map<string, string>();
  for (const { id, of } of rows) {
    let madeId = made.get(of);
    if (!madeId) {
      const original = await tx.read(source, of);
      const values = Object.fromEntries(Object.entries(copy).flatMap(([to, f]) => (original[f] == null || original[f] === '' ? [] : [[to, original[f]]])));
      madeId = String((await tx.create(target, creating, { values, ...NO_FILES }, ctx)).id);
      made.set(of, madeId);
    }
    await tx.update(res, updating, id, { values: { [field]: madeId }, ...NO_FILES }, ctx);
  }
}
