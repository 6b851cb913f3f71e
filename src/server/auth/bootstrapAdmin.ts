import { randomBytes } from 'node:crypto';
import { systemWrite } from '../history';
import type { Identity } from '../model';
import type { RecordService, Repository } from '../records';
import type { BodyRules } from '../validation';

const DEFAULT_ADMIN_EMAIL = 'admin@painel.local';

export type AdminBootstrap =
  | { created: true; email: string; password: string; generated: boolean }
  | { created: false; email?: string };

/**
 * The first start creates an administrator, through the same validated insert as any user:
 * ADMIN_EMAIL / ADMIN_PASSWORD when set, else admin@painel.local with a random password shown once.
 * An ADMIN_EMAIL that does not exist yet is also created on a later start (a way back in); an existing
 * account is never changed. Instances starting together take turns (the startup lock, held by the transaction
 * this runs in), so the second finds the first's administrator instead of making another. Before it, the people
 * who existed before roles did get theirs (giveEarlierPeopleRoles).
 */
export async function bootstrapAdmin(
  deps: { repo: Repository; service: RecordService; identity: Identity; rules: BodyRules },
  { email, password, name }: { email?: string; password?: string; name: string },
): Promise<AdminBootstrap> {
  return deps.service.transaction(async (service, repo) => {
    await repo.holdStartupLock();
    await giveEarlierPeopleRoles(service, deps.identity);
    return createAdmin({ ...deps, repo, service }, { email, password, name });
  });
}

/**
 * Upgrading from a version without roles: the people stored then have no role (the migration adds the column, its
 * default only for people created from now on) and get roles.json's `existingUsers`, the first administrator
 * included. Each is a change like any other — a new version, its history entry by "Sistema" (source `migration`),
 * the write hooks (sessions, the last administrator) —; a later start finds nobody without a role and changes nothing.
 */
async function giveEarlierPeopleRoles(service: RecordService, { resource, role }: Identity): Promise<void> {
  if (!role) return;
  await service.persist(systemWrite('migration'), (writer) => writer.fillEmpty(resource, role.field, role.ofFirst));
}

async function createAdmin(
  deps: { repo: Repository; service: RecordService; identity: Identity; rules: BodyRules },
  { email, password, name }: { email?: string; password?: string; name: string },
): Promise<AdminBootstrap> {
  const { repo, service, identity, rules } = deps;
  const { resource, emailField, secretField, nameField, role } = identity;
  const target = email ?? DEFAULT_ADMIN_EMAIL;
  const total = await repo.count(resource);
  if (total > 0 && (!email || (await repo.findBy(resource, emailField, target, { caseless: true })).length)) {
    return { created: false, email };
  }
  const secret = password ?? randomBytes(12).toString('base64url');
  const values: Record<string, unknown> = { [emailField]: target, [secretField]: secret };
  if (nameField && nameField !== emailField) values[nameField] = name;
  if (role) values[role.field] = role.ofFirst;
  await service.create(resource, rules, { values, files: new Map(), multipart: false }, systemWrite());
  return { created: true, email: target, password: secret, generated: !password };
}
