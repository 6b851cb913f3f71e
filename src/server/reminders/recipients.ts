import { can, canSignIn, hiddenFieldsFor, roleById, templateFields, type ReminderRule, type Role } from '../../engine/contract';
import { HISTORY_TABLE, ident, type Db } from '../db';
import type { Registry, Resource } from '../model';

/** A person who may be reminded: their id and role (none without roles.json: everyone may do everything). */
export interface Person {
  id: string;
  role?: Role;
}

/** Everyone who signs in (a person whose role may not is never reminded). */
export async function peopleOf(db: Db, registry: Registry): Promise<Person[]> {
  const { resource } = registry.identity;
  const roles = registry.roles;
  const rows = await db.query<{ id: string; role: unknown }>(`SELECT id::text AS id, ${roles ? ident(roles.field) : 'NULL'} AS role FROM ${ident(resource.table)}`);
  if (!roles) return rows.map((r) => ({ id: r.id }));
  return rows.flatMap((r) => {
    const role = roleById(roles, r.role);
    return canSignIn(role) ? [{ id: r.id, role }] : [];
  });
}

/** Who created each of the records (the actor of its `create` in the history; none once that entry is pruned). */
export async function creatorsOf(db: Db, res: Resource, ids: string[]): Promise<Map<string, string>> {
  const rows = await db.query<{ record_id: string; actor_id: string }>(
    `SELECT DISTINCT ON (record_id) record_id, actor_id FROM ${HISTORY_TABLE} WHERE resource = $1 AND record_id = ANY($2::text[]) AND operation = 'create' AND actor_id IS NOT NULL ORDER BY record_id, id`,
    [res.name, ids],
  );
  return new Map(rows.map((r) => [r.record_id, r.actor_id]));
}

/** The fields a reminder shows or decides by: a role that may not read one of them is never reminded. */
const namedFields = (rule: ReminderRule): string[] => [rule.date, ...(rule.when ? [rule.when.field] : []), ...(rule.unless ? [rule.unless.field] : []), ...templateFields(rule.message)];

/**
 * Whether `person` is reminded of a record: named by the rule's `to` (a role, or the record's creator; absent:
 * everyone), and their role reads the record (`read`, own record included) with none of the rule's fields hidden.
 */
export function reminded(registry: Registry, res: Resource, rule: ReminderRule, person: Person, recordId: string, creator: string | undefined): boolean {
  if (registry.roles) {
    const own = res === registry.identity.resource && person.id === recordId;
    if (!can(person.role, 'read', { resource: res.name, own })) return false;
    const hidden = hiddenFieldsFor(person.role, res.name);
    if (namedFields(rule).some((f) => hidden.includes(f))) return false;
  }
  const to = rule.to;
  if (!to) return true;
  if (to.creator && creator === person.id) return true;
  // Without roles.json there are no roles to tell apart: everyone is each of them.
  return Boolean(to.roles && (!registry.roles || (person.role && to.roles.includes(person.role.id))));
}
