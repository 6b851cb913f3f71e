import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { can, type PresenceEvent, type Role } from '../../engine/contract';
import type { Db } from '../db';
import type { ChangeEvent, HistoryLog } from '../history';
import { REPLAY_MARGIN, type LiveChanges } from './liveChanges';

/** A comment line this often keeps proxies from closing an idle stream, and re-checks its session. */
export const HEARTBEAT_MS = 15_000;
/** A client this far behind (bytes it has not read) is dropped: it reconnects and resumes. */
const MAX_BUFFERED = 1024 * 1024;
/** At most this many missed changes are replayed; more, and the client is told to reload everything. */
const MAX_REPLAY = 1000;
/** Ids a stream remembers having sent, so a replay or a catch-up never sends one twice. */
const SENT_MEMORY = 2000;

interface Stream {
  out: ServerResponse;
  role?: Role;
  userId: string;
  sessionId: string;
  sent: Set<number>;
  /** While its replay is read: the live events heard meanwhile, sent after it. */
  waiting?: ChangeEvent[];
}

/** Whether the stream's session is still open and its person still signs in (ended or demoted: the stream closes). */
export type SessionStillOpen = (sessionId: string, userId: string) => Promise<{ open: boolean; role?: Role }>;

const frame = (e: ChangeEvent) => `id: ${e.id}\nevent: change\ndata: ${JSON.stringify(e)}\n\n`;

/**
 * GET /api/painel/events on this instance: one Server-Sent Events stream per signed-in client, each committed change
 * (of any instance) sent to every stream whose role may list its resource — ids, never values. A client that
 * reconnects with Last-Event-ID gets what it missed from the history, or one `reload` event when that is gone.
 */
export class EventStreams {
  private readonly streams = new Set<Stream>();
  private readonly heartbeat: NodeJS.Timeout;
  /** Closed (the instance is on its way out): a stream asked for is answered and ended at once. */
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly history: HistoryLog,
    private readonly changes: LiveChanges,
    private readonly stillOpen: SessionStillOpen,
    private readonly rolesEnforced: boolean,
    heartbeatMs = HEARTBEAT_MS,
  ) {
    changes.on((events) => this.broadcast(events));
    changes.onPresence((presence) => this.broadcastPresence(presence));
    this.heartbeat = setInterval(() => void this.beat(), heartbeatMs);
    this.heartbeat.unref();
  }

  get size(): number {
    return this.streams.size;
  }

  async open(request: FastifyRequest, reply: FastifyReply, lastEventId: number | undefined): Promise<void> {
    const stream: Stream = { out: reply.raw, role: request.role, userId: String(request.user!.id), sessionId: request.sessionId!, sent: new Set() };
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
    stream.waiting = [];
    try {
      await this.replay(stream, lastEventId);
    } finally {
      const waiting = stream.waiting;
      stream.waiting = undefined;
      this.send(stream, waiting);
    }
  }

  /** Someone is on a record's page: every instance's streams hear it. */
  announcePresence(presence: PresenceEvent): Promise<void> {
    return this.changes.announcePresence(presence);
  }

  /** Ends every stream of a session (its sign-out, on this instance; the others notice at their next beat). */
  closeSession(sessionId: string): void {
    for (const s of this.streams) if (s.sessionId === sessionId) this.end(s);
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

  private write(s: Stream, events: ChangeEvent[]): void {
    const fresh = events.filter((e) => !s.sent.has(e.id) && this.visible(s, e));
    if (!fresh.length) return;
    for (const e of fresh) s.sent.add(e.id);
    if (s.sent.size > SENT_MEMORY) for (const id of [...s.sent].slice(0, s.sent.size - SENT_MEMORY)) s.sent.delete(id);
    s.out.write(fresh.map(frame).join(''));
    if (s.out.writableLength > MAX_BUFFERED) this.end(s);
  }

  private broadcast(events: ChangeEvent[]): void {
    for (const s of this.streams) this.send(s, events);
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
        const { open, role } = await this.stillOpen(sessionId, userId);
        for (const s of streams) {
          if (!open) {
            s.out.write('event: session-ended\ndata: {}\n\n');
            this.end(s);
            continue;
          }
          s.role = role;
          s.out.write(': ping\n\n');
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
