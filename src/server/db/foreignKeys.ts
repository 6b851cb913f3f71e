import { createHash } from 'node:crypto';
import type { Registry, Resource } from '../model';
import type { Db } from './db';
import { ident } from './sql';

/** One reference declared by a descriptor: `resource.field` holds an id of `target`. */
export interface ForeignKey {
  resource: Resource;
  field: string;
  target: Resource;
  name: string;
}

/** Postgres cuts identifiers at 63 bytes: a longer name gets a hash, so it still matches what we look up. */
function constraintName(table: string, field: string): string {
  const name = `${table}_${field}_fkey`;
  if (Buffer.byteLength(name) <= 63) return name;
  return `fk_${createHash('sha256').update(name).digest('hex').slice(0, 40)}`;
}

export function foreignKeys(registry: Registry): ForeignKey[] {
  return registry.all.flatMap((resource) =>
    Object.entries(resource.descriptor.references ?? {}).map(([field, ref]) => {
      const target = registry.get(ref.resource);
      return { resource, field, target, name: constraintName(resource.table, field) };
    }),
  );
}

/**
 * Each descriptor reference becomes a real foreign key (ON DELETE RESTRICT), so a reference check and the
 * write that follows it cannot be split by a concurrent delete. Added when missing; rows that already point
 * at a missing record (written before the key existed) keep the key NOT VALID: new writes are checked, the
 * old rows are reported, and validation is tried again at every start until they are fixed.
 */
export async function ensureForeignKeys(db: Db, registry: Registry): Promise<string[]> {
  const warnings: string[] = [];
  for (const fk of foreignKeys(registry)) {
    const t = ident(fk.resource.table);
    const [found] = await db.query<{ convalidated: boolean }>(
      'SELECT convalidated FROM pg_constraint WHERE conname = $1 AND conrelid = $2::regclass',
      [fk.name, t],
    );
    if (found?.convalidated) continue;
    if (!found) {
      await db.query(
        `ALTER TABLE ${t} ADD CONSTRAINT ${ident(fk.name)} FOREIGN KEY (${ident(fk.field)}) REFERENCES ${ident(fk.target.table)} (id) ON DELETE RESTRICT NOT VALID`,
      );
    }
    const [{ n }] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${t} WHERE ${ident(fk.field)} IS NOT NULL AND ${ident(fk.field)} NOT IN (SELECT id FROM ${ident(fk.target.table)})`,
    );
    if (n === 0) await db.query(`ALTER TABLE ${t} VALIDATE CONSTRAINT ${ident(fk.name)}`);
    else {
      const d = fk.resource.descriptor;
      const title = d.schema.properties[fk.field]?.title ?? fk.field;
      warnings.push(
        `${n} ${n === 1 ? d.labels.singular.toLowerCase() : d.labels.plural.toLowerCase()} com ${title} apontando para ${fk.target.descriptor.labels.singular.toLowerCase()} que não existe mais (tabela ${fk.resource.table}, coluna ${fk.field}). Novas gravações já são verificadas; corrija ou exclua essas linhas e reinicie para validar a chave ${fk.name}.`,
      );
    }
  }
  return warnings;
}
