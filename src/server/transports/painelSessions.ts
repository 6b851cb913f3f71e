import type { FastifyReply, FastifyRequest } from 'fastify';
import { deviceName, type SessionEndReason, type SessionInfo } from '../../engine/contract';
import { SESSION_INVALID, type Sessions, type StoredSession } from '../auth';
import { HttpError } from '../http';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

interface SessionRouteDeps {
  get(path: string, handler: Handler): void;
  post(method: 'POST' | 'DELETE', path: string, handler: Handler): void;
  sessions: Sessions;
  /** Live streams of this instance: an ended session's stream closes at once here (elsewhere at its next beat). */
  events: { closeSession(sessionId: string, reason: SessionEndReason): void };
}

export const SESSION_NOT_FOUND = 'Sessão não encontrada ou já encerrada.';
export const SESSION_ENDED = 'Esta sessão já foi encerrada. Entre novamente.';

const mine = (request: FastifyRequest) => String(request.user!.id);

/**
 * One's own sessions, for every role (they are about one's account, not a resource): sign-out, renewal, the
 * list "Minha conta" shows, "Encerrar" and "Sair de todos os outros". Behind the session hook.
 */
export function sessionRoutes({ get, post, sessions, events }: SessionRouteDeps) {
  const { store } = sessions;
  const info = (request: FastifyRequest) => (s: StoredSession): SessionInfo => ({
    id: s.id,
    device: deviceName(s.userAgent),
    createdAt: s.createdAt,
    lastUsedAt: s.lastUsedAt,
    expiresAt: s.expiresAt,
    current: s.id === request.sessionId,
  });

  // "Sair": this session ends here, on every instance; the client then clears its cookie.
  post('POST', '/sign-out', async (request, reply) => {
    await store.end(request.sessionId!, mine(request), 'signed-out');
    events.closeSession(request.sessionId!, 'signed-out');
    return reply.code(204).send();
  });
  // A person at work gets a fresh token before the hour is up; the session now ends an hour from now.
  post('POST', '/session/renew', async (request) => {
    const token = await sessions.renew(request);
    if (!token) throw new HttpError(401, SESSION_ENDED);
    return { token };
  });
  get('/sessions', async (request) => ({ items: (await store.openFor(mine(request))).map(info(request)) }));
  post('POST', '/sessions/end-others', async (request) => {
    const ended = await store.endOthers(mine(request), request.sessionId!);
    for (const id of ended) events.closeSession(id, 'ended-elsewhere');
    return { ended: ended.length };
  });
  post('DELETE', '/sessions/:id', async (request, reply) => {
    const { id } = request.params as { id: string };
    if (!(await store.end(id, mine(request), 'ended-elsewhere'))) throw new HttpError(404, SESSION_NOT_FOUND);
    events.closeSession(id, 'ended-elsewhere');
    return reply.code(204).send();
  });
}

/**
 * Public (the token's session has ended): why a token stopped working — a password reset by an administrator,
 * "Encerrar" on another device, its hour run out… — for the sign-in page to say so. `null` while it still works.
 */
export function sessionEndedRoute(get: (path: string, handler: Handler) => void, sessions: Sessions) {
  get('/session/ended', async (request) => {
    const reason = await sessions.whyEnded(request);
    if (reason === undefined) throw new HttpError(401, SESSION_INVALID);
    return { reason };
  });
}
