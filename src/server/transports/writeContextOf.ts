import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hiddenFieldsFor, readOnlyFieldsFor, UNDO_HEADER } from '../../engine/contract';
import { readIfMatch, type WriteContext } from '../history';
import type { Identity } from '../model';

/**
 * A request's write context: its signed-in person (named as the identity's title field says), the version it
 * read (If-Match), and an undo token for its changes (one per request: a bulk request's records share it).
 */
export function writeContextOf(request: FastifyRequest, identity: Identity, extra: Partial<WriteContext> = {}): WriteContext {
  const user = request.user ?? {};
  const named = (identity.nameField && user[identity.nameField]) || user[identity.emailField];
  return {
    actor: { id: typeof user.id === 'string' ? user.id : null, name: typeof named === 'string' && named ? named : 'Usuário' },
    ifMatch: readIfMatch(request.headers['if-match']),
    undo: { token: randomUUID() },
    ...(request.sessionId ? { sessionId: request.sessionId } : {}),
    ...(request.role
      ? { readOnlyFields: (resource: string) => readOnlyFieldsFor(request.role, resource), hiddenFields: (resource: string) => hiddenFieldsFor(request.role, resource) }
      : {}),
    ...extra,
  };
}

/** The answer says how to undo what the request changed (nothing changed: no token). */
export function offerUndo(reply: FastifyReply, ctx: WriteContext): void {
  if (ctx.undo?.kept) reply.header(UNDO_HEADER, ctx.undo.token);
}
