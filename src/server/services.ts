import type { FastifyInstance } from 'fastify';
import { COUNT_CAP } from '../engine/contract';
import { HeldSessions, PasswordHasher, SessionStore, Sessions, TokenSigner, sharedTokenSecret, type ScryptCost, type SessionHolder } from './auth';
import { HISTORY_TABLE, TableUpkeep, type Db } from './db';
import { ChangeFeed, DEFAULT_RETENTION, FileCollector, HistoryLog, maintain, Trash, UndoLog, type Retention } from './history';
import { EventStreams, LiveChanges, type StreamCaps } from './live';
import type { Registry } from './model';
import { Lifecycle } from './ops';
import { ListAnswers, RecordService, Repository, type RecordKeeping } from './records';
import type { S3Settings, UploadStore } from './uploads';
import { createAjv } from './validation';
import { Backups, type BackupSettings } from './backup';
import { reminderJob } from './reminders';
import { Scheduler, type Looks } from './schedule';

/** What the services are made with (AppOptions' part of it). */
export interface ServiceOptions {
  db: Db;
  secret?: string;
  previousSecrets?: string[];
  scryptCost?: ScryptCost;
  listLimits?: { countCap?: number };
  retention?: Retention;
  maintenanceEveryMs?: number;
  upkeepEveryMs?: number;
  heartbeatMs?: number;
  liveStreamCaps?: StreamCaps;
  /** Where PGlite keeps its files (DATA_DIR): a backup copies them. */
  dataDir?: string;
  /** BACKUP_*: the server's own backups (absent: none, as in tests that build an app). */
  backup?: ScheduledBackups;
  /** The descriptors' reminders: how often they are computed (default hourly), when an instance looks, the clock (tests). */
  reminders?: ReminderSchedule;
}

export interface ReminderSchedule extends Looks {
  everyMs?: number;
  now?: () => number;
}

/** The backup settings, with how often the schedule looks whether one is due (tests: less). */
export interface ScheduledBackups extends BackupSettings, Looks {
  /** The uploads' bucket, when not DATA_DIR/uploads; the PostgreSQL a backup reads (its process connects itself). */
  s3?: S3Settings;
  databaseUrl?: string;
}

/** Service objects the start script and the seed reuse (the same validated write path as the routes). */
export interface PainelServices {
  /** The database the app was built on (readiness checks, the shared sign-in counts). */
  db: Db;
  registry: Registry;
  repo: Repository;
  records: RecordService;
  /** History, trash, undo, files to collect and the change feed. */
  keeping: RecordKeeping;
  retention: Retention;
  tokens: TokenSigner;
  /** Signed-in sessions: opened at sign-in, read on every request, ended by sign-out or a change to the person. */
  sessions: Sessions;
  hasher: PasswordHasher;
  ajv: ReturnType<typeof createAjv>;
  /** The folder the descriptors and profiles came from (the seed reads its demo/ rows there). */
  schemasDir: string;
  /** On the way out (SIGTERM): readiness says 503, then the connections drain (see Lifecycle). */
  lifecycle: Lifecycle;
  /** PGlite's stand-in for autovacuum (undefined on PostgreSQL, which has its own). */
  upkeep?: TableUpkeep;
  /** List pages kept until the next change (undefined where an instance cannot hear every change). */
  listAnswers?: ListAnswers;
  /** This instance's open live streams. */
  liveStreams: EventStreams;
  /** Where uploaded files are kept. */
  store: UploadStore;
  /** The server's backups (absent unless configured: BACKUP_*). */
  backups?: Backups;
  /** Jobs run once per period across every instance (backups, reminders). */
  scheduler: Scheduler;
  /** Told of every change committed here or, on PostgreSQL, heard from another instance (before it is read back). */
  changesHeard(listener: () => void): () => void;
  /** Told of every change to the home page's calendar (its periods), committed here or heard, as changesHeard is. */
  calendarChanged(listener: () => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    painel: PainelServices;
  }
}

/** Every `every` ms (0: never), and once the app is ready; stopped when it closes. */
function repeat(app: FastifyInstance, everyMs: number, run: () => void, atReady = false) {
  if (everyMs <= 0) return;
  const timer = setInterval(run, everyMs);
  timer.unref();
  if (atReady) app.addHook('onReady', async () => run());
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The write path and what keeps its past: history, trash, undo, files to collect, the change feed; pruned hourly. */
function recordKeeping(app: FastifyInstance, registry: Registry, store: UploadStore, hasher: PasswordHasher, options: ServiceOptions) {
  const { db } = options;
  const repo = new Repository(db, registry, options.listLimits?.countCap ?? COUNT_CAP);
  const retention = options.retention ?? DEFAULT_RETENTION;
  const keeping: RecordKeeping = {
    history: new HistoryLog(),
    trash: new Trash(retention.trashDays),
    undo: new UndoLog(retention.undoHours * 3_600_000),
    files: new FileCollector(registry, store, retention.undoHours * 3_600_000, app.log),
    feed: new ChangeFeed(app.log, db.local?.changes),
  };
  const records = new RecordService(repo, registry, store, hasher, keeping, app.log);
  const housekeeping = () => maintain(db, { registry, ...keeping, retention }).catch((e: unknown) => app.log.error({ err: e }, 'falha na manutenção do histórico'));
  repeat(app, options.maintenanceEveryMs ?? 3_600_000, () => void housekeeping(), true);
  return { repo, retention, keeping, records };
}

/** PGlite only: the tables that grew or changed are vacuumed and analysed now and then (TableUpkeep). */
function pgliteUpkeep(app: FastifyInstance, registry: Registry, keeping: RecordKeeping, options: ServiceOptions): TableUpkeep | undefined {
  if (options.db.kind !== 'pglite') return undefined;
  const upkeep = new TableUpkeep(options.db, app.log);
  const off = keeping.feed.on((events) => {
    for (const e of events) {
      upkeep.note(registry.get(e.resource).table);
      upkeep.note(HISTORY_TABLE);
    }
  });
  // Every request (a stream too, once) tells it the server is busy: its statements wait for a quiet moment.
  app.addHook('onRequest', async () => upkeep.heard());
  app.addHook('onClose', () => (off(), upkeep.idle()));
  repeat(app, options.upkeepEveryMs ?? 60_000, () => void upkeep.run());
  return upkeep;
}

/**
 * What an instance keeps (held sessions, list pages) must hear every change and ending: on PGlite all are this
 * process's own, heard as they commit; on PostgreSQL other instances' are heard on the listening connection,
 * and a request trusts what is kept once everything committed before it was heard (CommitBarrier).
 */
function keptState(app: FastifyInstance, registry: Registry, keeping: RecordKeeping, liveChanges: LiveChanges, db: Db) {
  const { barrier } = liveChanges;
  const caughtUp = barrier && ((request?: object) => barrier.forRequest(request));
  const keeps = Boolean(db.local || barrier);
  const held = keeps ? new HeldSessions<SessionHolder>(caughtUp) : undefined;
  if (held) {
    const people = registry.identity.resource.name;
    const offs = [
      keeping.feed.on((events) => events.some((e) => e.resource === people) && held.forget()),
      ...(db.local ? [db.local.sessionsEnded.on(() => held.forget())] : []),
      // PostgreSQL: any instance's ending, or change to a person, heard as it is told (see ensureSystemTables).
      liveChanges.stale.sessionsEnded.on(() => held.forget()),
    ];
    app.addHook('onClose', async () => offs.forEach((off) => off()));
  }
  return { caughtUp, keeps, held };
}

/** List pages kept until the next change heard, as held sessions are (see ListAnswers). */
function keptPages(app: FastifyInstance, changesHeard: PainelServices['changesHeard'], kept: ReturnType<typeof keptState>): ListAnswers | undefined {
  if (!kept.keeps) return undefined;
  const listAnswers = new ListAnswers(kept.caughtUp);
  const off = changesHeard(() => listAnswers.changed());
  app.addHook('onClose', async () => off());
  return listAnswers;
}

/** Backups on a schedule: every instance looks now and then; the first to find one due (and take the lock) makes it. */
function scheduledBackups(app: FastifyInstance, scheduler: Scheduler, options: ServiceOptions): Backups | undefined {
  const { backup, db } = options;
  if (!backup || !options.dataDir) return undefined;
  const backups = new Backups({ db, dataDir: options.dataDir, settings: backup, log: app.log, s3: backup.s3, databaseUrl: backup.databaseUrl });
  app.addHook('onClose', () => backups.close());
  if (backup.everyHours) scheduler.add(backups.job(), backup);
  return backups;
}

/** The jobs every instance looks at (see Scheduler), started once the app is ready, stopped as it closes. */
function jobScheduler(app: FastifyInstance, db: Db, now?: () => number): Scheduler {
  const scheduler = new Scheduler(db, app.log, now);
  app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', () => scheduler.close());
  return scheduler;
}

/**
 * The services a Painel server is made of, on `registry`'s tables: the write path and its keeping, sessions,
 * live changes and streams, the way out. Each is closed with the app.
 */
export async function painelServices(app: FastifyInstance, registry: Registry, store: UploadStore, schemasDir: string, options: ServiceOptions): Promise<PainelServices> {
  const { db } = options;
  const ajv = createAjv();
  const hasher = new PasswordHasher(options.scryptCost);
  const tokens = new TokenSigner(options.secret ?? (await sharedTokenSecret(db)), options.previousSecrets);
  const { repo, retention, keeping, records } = recordKeeping(app, registry, store, hasher, options);
  const upkeep = pgliteUpkeep(app, registry, keeping, options);
  // Live streams hear every committed change, from this instance or (PostgreSQL) any other.
  const liveChanges = new LiveChanges(db, keeping.history, keeping.feed, app.log);
  await liveChanges.start();
  const changesHeard = (listener: () => void) => {
    const offs = [keeping.feed.on(() => listener()), liveChanges.stale.changes.on(() => listener())];
    return () => offs.forEach((off) => off());
  };
  const calendarChanged = (listener: () => void) => {
    const periods = registry.calendar?.resource;
    const offs = [keeping.feed.on((events) => events.some((e) => e.resource === periods) && listener()), liveChanges.stale.calendar.on(listener)];
    return () => offs.forEach((off) => off());
  };
  const kept = keptState(app, registry, keeping, liveChanges, db);
  const ended = () => (db.local ? db.local.sessionsEnded.emit() : kept.held?.forget());
  const sessions = new Sessions(tokens, new SessionStore(db, ended), repo, registry.identity, registry.roles, kept.held);
  const lifecycle = new Lifecycle();
  const liveStreams = new EventStreams(db, keeping.history, liveChanges, (sid, uid, o) => sessions.stillOpen(sid, uid, o), Boolean(registry.roles), {
    people: registry.identity.resource.name,
    heartbeatMs: options.heartbeatMs,
    caps: options.liveStreamCaps,
  });
  // Closing: streams never end on their own, so they are ended first (each client reconnects, to another
  // instance); then the connections drain (answers under way, and what arrives on an open connection, are
  // served); the LISTEN connection to PostgreSQL goes last, as those answers may still wait on it (CommitBarrier).
  app.addHook('preClose', async () => {
    liveStreams.close();
    await lifecycle.drain(app.server);
    await liveChanges.close();
  });
  const listAnswers = keptPages(app, changesHeard, kept);
  const scheduler = jobScheduler(app, db, options.reminders?.now);
  const backups = scheduledBackups(app, scheduler, options);
  scheduler.add(reminderJob(registry, options.reminders?.now ?? Date.now, options.reminders?.everyMs), options.reminders);
  return { db, scheduler, registry, repo, records, keeping, retention, tokens, sessions, hasher, ajv, schemasDir, lifecycle, upkeep, listAnswers, liveStreams, store, backups, changesHeard, calendarChanged };
}
