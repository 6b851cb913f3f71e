import type { FastifyRequest } from 'fastify';
import { deviceName, type SessionInfo } from '../../../engine/contract';
import { SESSION_INVALID, type StoredSession } from '../../auth';
import { HttpError } from '../../http';
import { feature } from '../feature';
import { SESSION_CALLS } from './calls';

const SESSION_NOT_FOUND = 'Sessão não encontrada ou já encerrada.';
const SESSION_ENDED = 'Esta sessão já foi encerrada. Entre novamente.';

const mine = (request: FastifyRequest) => String(request.user!.id);

const info = (request: FastifyRequest) => (s: StoredSession): SessionInfo => ({
  id: s.id,
  device: deviceName(s.userAgent),
  createdAt: s.createdAt,
  lastUsedAt: s.lastUsedAt,
  expiresAt: s.expiresAt,
  current: s.id === request.sessionId,
});

/**
 * One's own sessions. An ended session's live stream closes at once on this instance (elsewhere at its next beat).
 * Why one ended is public: the token's session is over, and the sign-in page says why.
 */
export const sessionsFeature = feature(SESSION_CALLS, ({ sessions, events }) => {
  const { store } = sessions;
  return {
    // "Sair": this session ends here, on every instance; the client then clears its cookie.
    'painel.signOut': async (request, reply) => {
      await store.end(request.sessionId!, mine(request), 'signed-out');
      events.closeSession(request.sessionId!, 'signed-out');
      return reply.code(204).send();
    },
    'painel.sessionEnded': async (request) => {
      const reason = await sessions.whyEnded(request);
      if (reason === undefined) throw new HttpError(401, SESSION_INVALID);
      return { reason };
    },
    // A person at work gets a fresh token before the hour is up; the session now ends an hour from now.
    'painel.renew': async (request) => {
      const token = await sessions.renew(request);
      if (!token) throw new HttpError(401, SESSION_ENDED);
      return { token };
    },
    'painel.sessions': async (request) => ({ items: (await store.openFor(mine(request))).map(info(request)) }),
    'painel.endOthers': async (request) => {
      const ended = await store.endOthers(mine(request), request.sessionId!);
      for (const id of ended) events.closeSession(id, 'ended-elsewhere');
      return { ended: ended.length };
    },
    'painel.endSession': async (request, reply) => {
      const { id } = request.params;
      if (!(await store.end(id, mine(request), 'ended-elsewhere'))) throw new HttpError(404, SESSION_NOT_FOUND);
      events.closeSession(id, 'ended-elsewhere');
      return reply.code(204).send();
    },
  };
});
