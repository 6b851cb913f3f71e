import { CALENDAR_CHANGED, CHANGES_CHANNEL, HISTORY_TABLE, Listeners, SESSIONS_ENDED, type Db } from '../db';
import { CommitBarrier } from './commitBarrier';
import type { PresenceEvent } from '../../engine/contract';
import type { ChangeEvent, ChangeFeed, HistoryLog } from '../history';

type Listener = (events: ChangeEvent[]) => void;
type PresenceListener = (presence: PresenceEvent) => void;

/** Ids heard within this window are read together (a bulk request announces one per record). */
const BATCH_MS = 15;
/** At most this many changes are read back at once after the listener reconnects. */
const CATCH_UP = 1000;
/** How far before the last id a catch-up starts: ids are taken in one order and committed in another. */
export const REPLAY_MARGIN = 50;

/**
 * Every change committed by any instance, as this instance hears of it, oldest first. On PostgreSQL: the ids each
 * history row announces (NOTIFY, on commit) heard on a dedicated connection and read back from the history —
 * after a lost connection, what was written meanwhile is read since the last id heard. On PGlite (one process):
 * the write path's own change feed.
 */
export class LiveChanges {
  /** Each listener, and whether it wants changes now (a feed of live streams with none open does not). */
  private readonly listeners = new Map<Listener, () => boolean>();
  private readonly presenceListeners = new Set<PresenceListener>();
  private stop?: () => Promise<void>;
  /** PostgreSQL: whether this instance has heard every change committed before a request (see CommitBarrier). */
  barrier?: CommitBarrier;
  /**
   * PostgreSQL: told as soon as another instance's change or session ending is heard, before it is read back,
   * and when the listening connection is lost or back — what this instance keeps lets go of it. `calendar`: a
   * change to the home page's calendar's periods (ensureSystemTables).
   */
  readonly stale = { changes: new Listeners<void>(), sessionsEnded: new Listeners<void>(), calendar: new Listeners<void>() };
  private pending = new Set<number>();
  private timer?: NodeJS.Timeout;
  private lastId = 0;

  constructor(
    private readonly db: Db,
    private readonly history: HistoryLog,
    private readonly feed: ChangeFeed,
    private readonly log: { error(obj: unknown, msg: string): void },
  ) {}

  async start(): Promise<void> {
    if (!this.db.listen) {
      const off = this.feed.on((events) => this.deliver(events));
      this.stop = async () => void off();
      return;
    }
    const [last] = await this.db.query<{ id: number | string | null }>(`SELECT max(id) AS id FROM ${HISTORY_TABLE}`);
    this.lastId = Number(last?.id ?? 0);
    const listening = await this.db.listen(CHANGES_CHANNEL, {
      notify: (payload) => {
        // The same channel carries presence (JSON, starting with "{"), session endings ("s"), calendar changes ("p")
        // and barriers (CommitBarrier) besides history ids (digits).
        if (payload.startsWith('{')) return this.hearPresence(payload);
        if (payload === SESSIONS_ENDED) return this.stale.sessionsEnded.emit();
        if (payload === CALENDAR_CHANGED) return this.stale.calendar.emit();
        if (this.barrier?.hear(payload)) return;
        const id = Number(payload);
        if (!Number.isSafeInteger(id)) return;
        // What this instance keeps lets go at once; the change itself is read back a moment later, if anyone
        // wants it (when nobody does, the write path pays no read for it).
        this.stale.changes.emit();
        this.lastId = Math.max(this.lastId, id);
        if (!this.wanted()) return;
        this.pending.add(id);
        this.timer ??= setTimeout(() => void this.readPending(), BATCH_MS);
      },
      lost: () => {
        this.barrier?.lost();
        this.staleAll();
      },
      reconnected: () => {
        // Whatever was sent meanwhile was missed: nothing kept is trusted, and the changes are read back.
        this.staleAll();
        this.barrier?.reconnected();
        void this.catchUp();
      },
    });
    this.barrier = new CommitBarrier(listening);
    this.stop = () => listening.stop();
  }

  private staleAll() {
    this.stale.changes.emit();
    this.stale.sessionsEnded.emit();
    this.stale.calendar.emit();
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    await this.stop?.();
  }

  /** Someone is on a record's page: told to every instance (PostgreSQL: on the changes channel; PGlite: here). */
  async announcePresence(presence: PresenceEvent): Promise<void> {
    if (!this.db.listen) return this.deliverPresence(presence);
    await this.db.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify(presence)]);
  }

  onPresence(listener: PresenceListener): () => void {
    this.presenceListeners.add(listener);
    return () => this.presenceListeners.delete(listener);
  }

  private hearPresence(payload: string) {
    try {
      this.deliverPresence(JSON.parse(payload) as PresenceEvent);
    } catch (e) {
      this.log.error({ err: e }, 'aviso de presença ilegível');
    }
  }

  private deliverPresence(presence: PresenceEvent) {
    for (const listener of this.presenceListeners) listener(presence);
  }

  /** `wanted`: whether the listener wants changes now; while no listener does, they are not read back. */
  on(listener: Listener, wanted: () => boolean = () => true): () => void {
    this.listeners.set(listener, wanted);
    return () => this.listeners.delete(listener);
  }

  private wanted(): boolean {
    for (const wants of this.listeners.values()) if (wants()) return true;
    return false;
  }

  private async readPending() {
    this.timer = undefined;
    const ids = [...this.pending];
    this.pending = new Set();
    try {
      this.deliver(await this.history.events(this.db, { ids }));
    } catch (e) {
      this.log.error({ err: e }, 'falha ao ler alterações anunciadas');
    }
  }

  /**
   * After a reconnect: what committed while nobody listened. From a little before the last id heard: a
   * transaction that took an earlier id may have committed later (streams drop what they already sent).
   */
  private async catchUp() {
    if (!this.wanted()) return;
    try {
      this.deliver(await this.history.events(this.db, { after: Math.max(0, this.lastId - REPLAY_MARGIN), limit: CATCH_UP }));
    } catch (e) {
      this.log.error({ err: e }, 'falha ao recuperar alterações perdidas');
    }
  }

  private deliver(events: ChangeEvent[]) {
    if (!events.length) return;
    this.lastId = events.reduce((max, e) => Math.max(max, e.id), this.lastId);
    for (const listener of this.listeners.keys()) {
      try {
        listener(events);
      } catch (e) {
        this.log.error({ err: e }, 'falha ao avisar uma alteração');
      }
    }
  }
}
