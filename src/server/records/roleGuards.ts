import { administers, type Roles } from '../../engine/contract';
import { ident, type Db } from '../db';
import { conflict, forbidden } from '../http';
import type { Registry } from '../model';
import type { RowJson, WriteContext } from '../history';
import type { Resource } from '../model';

/** What the guard reads of a change (the write path's Change). */
interface PersonChange {
  res: Resource;
  recordId: string;
  before?: RowJson;
  after?: RowJson;
}

/** Serializes the changes that could take the last administrator away (any number that is not the startup lock). */
const ADMINISTRATORS_LOCK_KEY = 727_100_002;

const OWN_ROLE = 'Você não pode alterar o seu próprio perfil.';
const LAST_ADMIN_DEMOTED = 'Não é possível alterar o perfil do último administrador: dê esse perfil a outra pessoa antes.';
const LAST_ADMIN_DELETED = 'Não é possível excluir o último administrador: dê esse perfil a outra pessoa antes.';

/**
 * A field the role may not change (roles.json `readOnlyFields`, and every field it may not read) is refused when a
 * change moves it: from what it was, or on a create from its default. Sent unchanged, it passes. Fields no client
 * ever writes (read-only in the schema: a status, the role) are the server's and not asked about.
 */
export function checkReadOnlyFields(ctx: WriteContext, changes: PersonChange[]): void {
  for (const c of changes) {
    if (!c.after) continue;
    for (const f of ctx.readOnlyFields?.(c.res.name) ?? []) {
      const field = c.res.field(f);
      if (!field || field.readOnly) continue;
      const was = c.before ? c.before[f] : (field.default ?? null);
      if (JSON.stringify(c.after[f] ?? null) !== JSON.stringify(was ?? null)) throw forbidden(`Você não tem permissão para alterar o campo “${field.title ?? f}”.`);
    }
  }
}

/** The roles that administer people: those that may change someone's role. */
const administratorRoles = (registry: Registry, roles: Roles): string[] =>
  roles.roles.filter((r) => administers(r, registry.identity.resource.descriptor, roles)).map((r) => r.id);

/**
 * Inside a change's transaction, before it is recorded: nobody changes their own role (no one raises
 * themselves), and no change leaves the people without an administrator — a demotion, a deletion, an undo or
 * a restore alike. Concurrent ones take turns (an advisory lock), so two administrators demoting each other
 * at once cannot both succeed.
 */
export async function checkRoleChanges(db: Db, registry: Registry, ctx: WriteContext, changes: PersonChange[]): Promise<void> {
  const { roles } = registry;
  const people = registry.identity.resource;
  if (!roles) return;
  const mine = changes.filter((c) => c.res === people);
  if (!mine.length) return;
  const roleOf = (row: Record<string, unknown> | undefined) => row?.[roles.field];
  if (mine.some((c) => c.recordId === ctx.actor.id && c.before && c.after && roleOf(c.before) !== roleOf(c.after))) throw forbidden(OWN_ROLE);
  const admins = administratorRoles(registry, roles);
  const isAdmin = (row: Record<string, unknown> | undefined) => admins.includes(String(roleOf(row)));
  const lost = mine.filter((c) => isAdmin(c.before) && !isAdmin(c.after));
  if (!lost.length) return;
  await db.query('SELECT pg_advisory_xact_lock($1)', [ADMINISTRATORS_LOCK_KEY]);
  const [left] = await db.query<{ n: number | string }>(`SELECT count(*) AS n FROM ${ident(people.table)} WHERE ${ident(roles.field)} = ANY($1::text[])`, [admins]);
  if (Number(left.n) === 0) throw conflict(lost.some((c) => !c.after) ? LAST_ADMIN_DELETED : LAST_ADMIN_DEMOTED);
}
