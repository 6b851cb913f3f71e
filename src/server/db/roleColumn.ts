import type { Registry } from '../model';
import type { Db } from './db';
import { ident, literal } from './sql';

/**
 * The people's role column (schemas/roles.json): a person created without a role gets the least that is safe
 * (`newUsers`, the column's default). Everyone who existed before roles did is given `existingUsers` at the start,
 * through the write path, so the change is on record (bootstrapAdmin). Issues DDL only when the default differs,
 * so an up-to-date start locks nothing.
 */
export async function ensureRoleColumn(db: Db, registry: Registry): Promise<void> {
  const { roles } = registry;
  const { resource } = registry.identity;
  if (!roles) return;
  const [column] = await db.query<{ fallback: string | null }>(
    `SELECT column_default AS fallback FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2`,
    [resource.table, roles.field],
  );
  const wanted = `${literal(roles.newUsers)}::text`;
  if (column?.fallback !== wanted) await db.query(`ALTER TABLE ${ident(resource.table)} ALTER COLUMN ${ident(roles.field)} SET DEFAULT ${literal(roles.newUsers)}`);
}
