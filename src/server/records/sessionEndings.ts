import { canSignIn, roleById } from '../../engine/contract';
import { SESSIONS_TABLE, type Db } from '../db';
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
 * request). One's own password change keeps the session that made it: it has just proven the current password.
 */
export async function endSessionsOnChange(db: Db, registry: Registry, ctx: WriteContext, changes: PersonChange[]): Promise<void> {
  const { resource: people, secretField } = registry.identity;
  const { roles } = registry;
  const ending: string[] = [];
  let keep: string | undefined;
  for (const c of changes) {
    // A person just created has no session yet.
    if (c.res !== people || !c.before) continue;
    const gone = !c.after;
    const newSecret = Boolean(c.before && c.after && c.before[secretField] !== c.after[secretField]);
    const noAccess = Boolean(roles && c.after && !canSignIn(roleById(roles, c.after[roles.field])));
    if (!gone && !newSecret && !noAccess) continue;
    ending.push(c.recordId);
    if (newSecret && !noAccess && c.recordId === ctx.actor.id) keep = ctx.sessionId;
  }
  if (ending.length) await db.query(`DELETE FROM ${SESSIONS_TABLE} WHERE user_id = ANY($1::text[]) AND id <> $2`, [ending, keep ?? '']);
}
