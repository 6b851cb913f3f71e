import type { FastifyReply, FastifyRequest } from 'fastify';
import { canSignIn, errorBody, roleById, type Role, type Roles } from '../../engine/contract';
import type { Identity } from '../model';
import { toRecord, type Repository } from '../records';
import type { TokenSigner } from './tokens';

export type SessionCheck = { ok: true; user: Record<string, unknown>; role?: Role } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

export const SESSION_INVALID = 'Sessão inválida ou expirada. Entre novamente.';

/**
 * Reads `Authorization: Bearer <token>`, checks it and finds its user, so a deleted user's token stops working,
 * and so does the token of one whose role no longer signs in (read afresh on every request: a role changed by an
 * administrator applies at the next request, on any instance).
 */
export class Sessions {
  constructor(
    private readonly tokens: TokenSigner,
    private readonly repo: Repository,
    private readonly identity: Identity,
    private readonly roles?: Roles,
  ) {}

  async check(request: FastifyRequest): Promise<SessionCheck> {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) return { ok: false, reason: 'missing' };
    const token = await this.tokens.verify(match[1]);
    if (!token.ok) return token;
    const row = await this.repo.find(this.identity.resource, token.userId);
    if (!row) return { ok: false, reason: 'invalid' };
    const user = toRecord(this.identity.resource, row);
    if (!this.roles) return { ok: true, user };
    const role = roleById(this.roles, row[this.roles.field]);
    return canSignIn(role) ? { ok: true, user, role } : { ok: false, reason: 'invalid' };
  }

  /** An onRequest hook: a valid session sets `request.user`, anything else is a 401 (preflights pass). */
  required() {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'OPTIONS') return;
      const session = await this.check(request);
      if (!session.ok) return reply.code(401).header('WWW-Authenticate', 'Bearer').send(errorBody(SESSION_INVALID));
      request.user = session.user;
      request.role = session.role;
    };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (the identity record, without secrets), set by the session hook. */
    user: Record<string, unknown> | null;
    /** The signed-in user's role (schemas/roles.json); undefined without roles (everyone may do everything). */
    role: Role | undefined;
  }
}
