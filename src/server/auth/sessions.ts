import type { FastifyReply, FastifyRequest } from 'fastify';
import { canSignIn, errorBody, roleById, SESSION_SECONDS, type Role, type Roles, type SessionEndReason } from '../../engine/contract';
import type { Row } from '../db';
import type { Identity } from '../model';
import { toRecord, type Repository } from '../records';
import type { HeldSessions } from './heldSessions';
import { LIVE_SESSION, type SessionStore } from './sessionStore';
import type { TokenSigner } from './tokens';

export type SessionCheck = { ok: true; user: Record<string, unknown>; role?: Role; sessionId: string } | { ok: false; reason: 'missing' | 'expired' | 'invalid' };

/** An open session's person as stored, and their role now. */
export interface SessionHolder {
  row: Row;
  role?: Role;
}

/** A session still holding and its person's role now, or why it ended. */
type SessionState = { open: true; role?: Role } | { open: false; reason: SessionEndReason };

export const SESSION_INVALID = 'Sessão inválida ou expirada. Entre novamente.';

/**
 * Reads `Authorization: Bearer <token>`, checks its signature, its session (still open: not signed out, ended
 * from "Minha conta", by a password change… nor past its lifetime) and its user, so a deleted user's token stops
 * working, and so does the token of one whose role no longer signs in. Read afresh on every request, or held a few
 * seconds and let go by every ending heard (HeldSessions): an ending or a role change applies at the next request, on any instance.
 */
export class Sessions {
  constructor(
    private readonly tokens: TokenSigner,
    readonly store: SessionStore,
    private readonly repo: Repository,
    private readonly identity: Identity,
    private readonly roles?: Roles,
    /** Open sessions held for a few seconds (see HeldSessions). */
    private readonly held?: HeldSessions<SessionHolder>,
  ) {}

  /** Opens a session for a sign-in (the browser named by its User-Agent): its token. */
  async open(userId: string, userAgent: string | undefined): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const sessionId = await this.store.open(userId, userAgent ?? '', new Date((now + SESSION_SECONDS) * 1000));
    return this.tokens.sign(userId, sessionId, now);
  }

  /** A fresh token for the request's open session, which now ends SESSION_SECONDS from now; undefined once it has ended. */
  async renew(request: FastifyRequest): Promise<string | undefined> {
    const userId = request.user?.id;
    if (!request.sessionId || typeof userId !== 'string') return undefined;
    const now = Math.floor(Date.now() / 1000);
    if (!(await this.store.renew(request.sessionId, new Date((now + SESSION_SECONDS) * 1000)))) return undefined;
    return this.tokens.sign(userId, request.sessionId, now);
  }

  async check(request: FastifyRequest): Promise<SessionCheck> {
    const token = await this.tokenOf(request);
    if (!token.ok) return token;
    const holder = await this.holder(token.sessionId, token.userId, request);
    if (!holder) return { ok: false, reason: holder === null ? 'expired' : 'invalid' };
    return { ok: true, user: toRecord(this.identity.resource, holder.row), sessionId: token.sessionId, ...(holder.role ? { role: holder.role } : {}) };
  }

  /**
   * Whether a session still holds (open, its person there and signing in), and that person's role now, or why
   * it ended: asked again and again by long-lived answers (an event stream), which one check at their start would
   * not cover. `fresh`: read now, past what is held (a change to the person was just heard).
   */
  async stillOpen(sessionId: string, userId: string, { fresh = false } = {}): Promise<SessionState> {
    const holder = await (fresh ? this.read(sessionId, userId) : this.holder(sessionId, userId));
    if (holder) return { open: true, ...(holder.role ? { role: holder.role } : {}) };
    // Nothing recorded: past its lifetime, or (its person gone or no longer signing in) by a change made outside Painel.
    return { open: false, reason: (await this.store.endingOf(sessionId, userId)) ?? (holder === null ? 'expired' : 'access-removed') };
  }

  /**
   * Why the request's token no longer works, for the sign-in page to say (a reset password, "Encerrar" on
   * another device…): null while its session is open, undefined for a token this server did not sign.
   */
  async whyEnded(request: FastifyRequest): Promise<SessionEndReason | null | undefined> {
    const token = await this.tokenOf(request);
    if (!token.ok) return token.reason === 'expired' ? 'expired' : undefined;
    const state = await this.stillOpen(token.sessionId, token.userId, { fresh: true });
    return state.open ? null : state.reason;
  }

  /** The request's bearer token, its signature and expiry checked. */
  private async tokenOf(request: FastifyRequest) {
    const header = request.headers.authorization;
    const match = typeof header === 'string' ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
    if (!match) return { ok: false as const, reason: 'missing' as const };
    return this.tokens.verify(match[1]);
  }

  /**
   * The session's person as stored and their role now, when the session is open and they may sign in; null when
   * the session itself has ended (or never was), undefined when its person is gone or no longer signs in.
   */
  private holder(sessionId: string, userId: string, request?: FastifyRequest): Promise<SessionHolder | null | undefined> {
    return this.held ? this.held.through(sessionId, userId, () => this.read(sessionId, userId), request) : this.read(sessionId, userId);
  }

  private async read(sessionId: string, userId: string): Promise<SessionHolder | null | undefined> {
    // The session and its person in one statement: every request not held pays for it.
    const params: unknown[] = [];
    const row = await this.repo.findBehind(this.identity.resource, userId, this.store.liveCtes(params, sessionId, userId), LIVE_SESSION, params);
    if (!row) return row;
    if (!this.roles) return { row };
    const role = roleById(this.roles, row[this.roles.field]);
    return canSignIn(role) ? { row, role } : undefined;
  }

  /** An onRequest hook: a valid session sets `request.user`, anything else is a 401 (preflights pass). */
  required() {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method === 'OPTIONS') return;
      const session = await this.check(request);
      if (!session.ok) return reply.code(401).header('WWW-Authenticate', 'Bearer').send(errorBody(SESSION_INVALID));
      request.user = session.user;
      request.role = session.role;
      request.sessionId = session.sessionId;
    };
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user (the identity record, without secrets), set by the session hook. */
    user: Record<string, unknown> | null;
    /** The signed-in user's role (schemas/roles.json); undefined without roles (everyone may do everything). */
    role: Role | undefined;
    /** The request's session (its token's `sid`), set by the session hook. */
    sessionId: string | undefined;
  }
}
