import { canSignIn, roleById, type SessionEndReason } from '../../engine/contract';
import { endSessionsSql, type Db } from '../db';
import type { RowJson, WriteContext } from '../history';
import type { Registry, Resource } from '../model';

/** What the rule reads of a change (the write path's Change). */
interface PersonChange {
  res: Resource;
  recordId: string;
  before?: RowJson;
  after?: RowJson;
}

/**
 * Inside a change's transaction: a person whose password changed, whose role no longer signs in, or who was
 * deleted loses every open session at once (committed with the change, so on every instance at the next
 * request), each ending recorded with why. One's own password change keeps the session that made it: it has
 * just proven the current password.
 */
export async function endSessionsOnChange(db: Db, registry: Registry, ctx: WriteContext, changes: PersonChange[]): Promise<void> {
  const { resource: people, secretField } = registry.identity;
  const { roles } = registry;
  const ending: string[] = [];
  const reasons: SessionEndReason[] = [];
  let keep: string | undefined;
  for (const c of changes) {
    // A person just created has no session yet.
    if (c.res !== people || !c.before) continue;
    const gone = !c.after;
    const newSecret = Boolean(c.before && c.after && c.before[secretField] !== c.after[secretField]);
    const noAccess = Boolean(roles && c.after && !canSignIn(roleById(roles, c.after[roles.field])));
    if (!gone && !newSecret && !noAccess) continue;
    const own = c.recordId === ctx.actor.id;
    ending.push(c.recordId);
    reasons.push(gone ? 'deleted' : noAccess ? 'access-removed' : own ? 'password-changed' : 'password-reset');
    if (newSecret && !noAccess && own) keep = ctx.sessionId;
  }
  if (!ending.length) return;
  const using = 'unnest($1::text[], $2::text[]) AS p(user_id, reason)';
  await db.query(endSessionsSql('s.user_id = p.user_id AND s.id <> $3', 'p.reason', using), [ending, reasons, keep ?? '']);
}
