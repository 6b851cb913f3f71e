import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, errorBody, type PresenceEvent, type Role, type SessionEndReason } from '../../engine/contract';
import type { Db } from '../db';
import type { ChangeEvent, HistoryLog } from '../history';
import { REPLAY_MARGIN, type LiveChanges } from './liveChanges';

/** A comment line this often keeps proxies from closing an idle stream, and re-checks its session. */
const HEARTBEAT_MS = 15_000;
/** A client this far behind (bytes it has not read) is dropped: it reconnects and resumes. */
const MAX_BUFFERED = 1024 * 1024;
/** At most this many missed changes are replayed; more, and the client is told to reload everything. */
const MAX_REPLAY = 1000;
/** Ids a stream remembers having sent, so a replay or a catch-up never sends one twice. */
const SENT_MEMORY = 2000;
/** How long a client refused for too many streams is asked to wait before trying again. */
const REFUSED_RETRY_SECONDS = 30;

/**
 * How many streams an instance keeps open for one session (one browser: a stream per visible tab, and a browser
 * opens at most 6 HTTP/1.1 connections to a server anyway) and for one person across her sessions (a few
 * browsers and devices). A real person never reaches either; one token opening hundreds is refused.
 */
export interface StreamCaps {
  perSession: number;
  perPerson: number;
}
export const DEFAULT_STREAM_CAPS: StreamCaps = { perSession: 10, perPerson: 30 };

interface Stream {
  out: ServerResponse;
  role?: Role;
  userId: string;
  sessionId: string;
  sent: Set<number>;
  /** While its replay is read, or its session read again: the live events heard meanwhile, sent after it. */
  waiting?: ChangeEvent[];
  holds: number;
}

/** A session as read again: open with its person's role now, or why it ended. */
type SessionState = { open: true; role?: Role } | { open: false; reason: SessionEndReason };

/**
 * Whether the stream's session is still open and its person still signs in, and with which role (ended: the
 * stream closes, told why). `fresh`: past anything held, as a change to the person was just heard.
 */
type SessionStillOpen = (sessionId: string, userId: string, options?: { fresh?: boolean }) => Promise<SessionState>;

interface EventStreamsOptions {
  /** The people's resource: a change to a stream's own person reads her session again at once. */
  people: string;
  heartbeatMs?: number;
  caps?: StreamCaps;
}

const frame = (e: ChangeEvent) => `id: ${e.id}\nevent: change\ndata: ${JSON.stringify(e)}\n\n`;
const ended = (reason: SessionEndReason) => `event: session-ended\ndata: ${JSON.stringify({ reason })}\n\n`;

/**
 * GET /api/painel/events on this instance: one Server-Sent Events stream per signed-in client, each committed change
 * (of any instance) sent to every stream whose role may list its resource — ids, never values. A client that
 * reconnects with Last-Event-ID gets what it missed from the history, or one `reload` event when that is gone.
 * A change to a stream's own person (heard like any change, from any instance) reads her session again before
 * anything after it is sent: a new role is told (`role-changed`) and filters from then on; an ended session is told
 * why (`session-ended`) and the stream closes.
 */
export class EventStreams {
  private readonly streams = new Set<Stream>();
  private readonly heartbeat: NodeJS.Timeout;
  /** Closed (the instance is on its way out): a stream asked for is answered and ended at once. */
  private closed = false;
  private readonly people: string;
  private readonly caps: StreamCaps;

  constructor(
    private readonly db: Db,
    private readonly history: HistoryLog,
    private readonly changes: LiveChanges,
    private readonly stillOpen: SessionStillOpen,
    private readonly rolesEnforced: boolean,
    { people, heartbeatMs = HEARTBEAT_MS, caps = DEFAULT_STREAM_CAPS }: EventStreamsOptions,
  ) {
    this.people = people;
    this.caps = caps;
    // With no stream open, nobody here needs another instance's changes read back.
    changes.on((events) => this.broadcast(events), () => this.streams.size > 0);
    changes.onPresence((presence) => this.broadcastPresence(presence));
    this.heartbeat = setInterval(() => void this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  async open(request: FastifyRequest, reply: FastifyReply, lastEventId: number | undefined): Promise<FastifyReply | undefined> {
    const stream: Stream = { out: reply.raw, role: request.role, userId: String(request.user!.id), sessionId: request.sessionId!, sent: new Set(), holds: 0 };
    // Over a cap: refused, and the connection closed (a refused client keeps no socket here).
    const refusal = this.overCap(stream);
    if (refusal) return reply.code(429).header('Retry-After', String(REFUSED_RETRY_SECONDS)).header('Connection', 'close').send(errorBody(refusal));
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store',
      Connection: this.closed ? 'close' : 'keep-alive',
      // nginx: pass each event on as it comes instead of buffering the answer.
      'X-Accel-Buffering': 'no',
      'X-Content-Type-Options': 'nosniff',
      'X-Request-Id': request.id,
    });
    out.write('retry: 3000\n\n');
    // Closing: the client reconnects as after any drop, through the balancer to another instance, and resumes there.
    if (this.closed) return void out.end();
    out.socket?.setNoDelay(true);
    this.streams.add(stream);
    out.on('close', () => this.streams.delete(stream));
    if (lastEventId === undefined) return;
    // What is heard live while the history is read waits behind the replay (or the reload), in order.
    this.hold(stream);
    try {
      await this.replay(stream, lastEventId);
    } finally {
      this.release(stream);
    }
  }

  /** Why a new stream of this session and person would be one too many (undefined: it is not). */
  private overCap({ sessionId, userId }: Stream): string | undefined {
    let session = 0;
    let person = 0;
    for (const s of this.streams) {
      if (s.userId !== userId) continue;
      person++;
      if (s.sessionId === sessionId) session++;
    }
    if (session >= this.caps.perSession) return `Muitas conexões ao vivo nesta sessão (no máximo ${this.caps.perSession}). Feche algumas abas do painel.`;
    if (person >= this.caps.perPerson) return `Muitas conexões ao vivo desta pessoa (no máximo ${this.caps.perPerson}). Feche abas do painel em outros aparelhos.`;
    return undefined;
  }

  /** Someone is on a record's page: every instance's streams hear it. */
  announcePresence(presence: PresenceEvent): Promise<void> {
    return this.changes.announcePresence(presence);
  }

  /** Ends every stream of a session, told why (its sign-out or "Encerrar", on this instance; the others notice at their next beat). */
  closeSession(sessionId: string, reason: SessionEndReason): void {
    for (const s of this.streams) {
      if (s.sessionId !== sessionId) continue;
      s.out.write(ended(reason));
      this.end(s);
    }
  }

  close(): void {
    this.closed = true;
    clearInterval(this.heartbeat);
    for (const s of this.streams) this.end(s);
  }

  private visible(s: Stream, e: ChangeEvent): boolean {
    return !this.rolesEnforced || can(s.role, 'list', { resource: e.resource });
  }

  private send(s: Stream, events: ChangeEvent[]): void {
    if (s.waiting) s.waiting.push(...events);
    else this.write(s, events);
  }

  /** What is heard from now on waits (a replay is read, the session is read again)… */
  private hold(s: Stream): void {
    s.holds++;
    s.waiting ??= [];
  }

  /** …and goes out, filtered by the role as it is then, once nothing holds it. */
  private release(s: Stream): void {
    if (--s.holds > 0) return;
    const waiting = s.waiting ?? [];
    s.waiting = undefined;
    if (this.streams.has(s)) this.write(s, waiting);
  }

  private write(s: Stream, events: ChangeEvent[]): void {
    const fresh = events.filter((e) => !s.sent.has(e.id) && this.visible(s, e));
    if (!fresh.length) return;
    for (const e of fresh) s.sent.add(e.id);
    if (s.sent.size > SENT_MEMORY) for (const id of [...s.sent].slice(0, s.sent.size - SENT_MEMORY)) s.sent.delete(id);
    s.out.write(fresh.map(frame).join(''));
    if (s.out.writableLength > MAX_BUFFERED) this.end(s);
  }

  private broadcast(events: ChangeEvent[]): void {
    // Each session whose person changed is read once, for all its streams.
    const asked = new Map<string, Promise<SessionState>>();
    for (const s of this.streams) {
      const i = events.findIndex((e) => e.resource === this.people && e.recordId === s.userId);
      if (i < 0) {
        this.send(s, events);
        continue;
      }
      // A change to her (a role, a password, a deletion): what came before it goes as before; what follows waits
      // for her session as it is now.
      this.send(s, events.slice(0, i + 1));
      this.hold(s);
      this.send(s, events.slice(i + 1));
      const key = `${s.sessionId}\u0000${s.userId}`;
      let state = asked.get(key);
      if (!state) asked.set(key, (state = this.stillOpen(s.sessionId, s.userId, { fresh: true })));
      state
        .then((now) => this.apply(s, now))
        // The database is away for a moment: the stream keeps its role; the next beat asks again.
        .catch(() => undefined)
        .finally(() => this.release(s));
    }
  }

  /** The stream's session as read again: ended, it is told why and closes; with another role, it is told and filtered by it. */
  private apply(s: Stream, now: SessionState): void {
    if (!this.streams.has(s)) return;
    if (!now.open) {
      s.out.write(ended(now.reason));
      this.end(s);
      return;
    }
    const changed = s.role?.id !== now.role?.id;
    s.role = now.role;
    if (changed) s.out.write(`event: role-changed\ndata: ${JSON.stringify({ role: now.role?.id ?? null })}\n\n`);
  }

  /** To the streams whose role may list the resource, but not the person's own. */
  private broadcastPresence(p: PresenceEvent): void {
    const text = `event: presence\ndata: ${JSON.stringify(p)}\n\n`;
    for (const s of this.streams) {
      if (s.userId === p.actor.id || (this.rolesEnforced && !can(s.role, 'list', { resource: p.resource }))) continue;
      s.out.write(text);
    }
  }

  private async replay(s: Stream, lastEventId: number): Promise<void> {
    const oldest = await this.history.oldestId(this.db);
    const missed = oldest !== undefined && lastEventId < oldest - 1 ? undefined : await this.history.events(this.db, { after: Math.max(0, lastEventId - REPLAY_MARGIN), limit: MAX_REPLAY + REPLAY_MARGIN });
    // Ended while the history was read (a sign-out, the server closing): nothing more goes to it.
    if (!this.streams.has(s)) return;
    if (!missed || missed.length >= MAX_REPLAY + REPLAY_MARGIN) {
      s.out.write(`event: reload\ndata: {}\n\n`);
      return;
    }
    // The margin's ids at or before lastEventId were most likely seen already; the client drops repeats.
    this.write(s, missed);
  }

  /** Every stream's session asked again, once per session however many tabs it has open; then a ping. */
  private async beat(): Promise<void> {
    const bySession = new Map<string, Stream[]>();
    for (const s of this.streams) {
      const key = `${s.sessionId}\u0000${s.userId}`;
      bySession.set(key, [...(bySession.get(key) ?? []), s]);
    }
    for (const streams of bySession.values()) {
      const [{ sessionId, userId }] = streams;
      try {
        const now = await this.stillOpen(sessionId, userId);
        for (const s of streams) {
          this.apply(s, now);
          if (this.streams.has(s)) s.out.write(': ping\n\n');
        }
      } catch {
        // The database is away for a moment: the streams stay; the next beat asks again.
      }
    }
  }

  private end(s: Stream): void {
    this.streams.delete(s);
    s.out.end();
  }
}
