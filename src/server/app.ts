import { hostname } from 'node:os';
import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { authProfile, bodyFields, COUNT_CAP, MAX_BULK, mountPath, type ApiProfiles, type FirstPageRenderer, type NamedProfile, type ResourceDescriptor, type Roles } from '../engine/contract';
import { defaultSchemasDir, readApiProfiles, readRoles, readSchemasDir } from '../engine/descriptor';
import { EventStreams, LiveChanges, type StreamCaps } from './live';
import { CurrentSecrets, HeldSessions, PasswordHasher, Permissions, SessionStore, Sessions, SignInThrottle, TableAttemptStore, TokenSigner, sessionRoute, sharedTokenSecret, signInRoute, type ScryptCost, type SessionHolder } from './auth';
import { DEFAULT_UPLOAD_MAX_BYTES, serverApiKey } from './config';
import { HISTORY_TABLE, migrate, TableUpkeep, type Db } from './db';
import {
  clientErrorHandler,
  cors,
  DEFAULT_HTTP_TIMEOUTS,
  errorHandler,
  frameworkErrors,
  refuseForeignCharsets,
  refuseNulCharacters,
  routeNotFound,
  serverTimeoutOptions,
  utf8Text,
  type HttpTimeouts,
} from './http';
import { Registry } from './model';
import { drainHooks, healthRoutes, Lifecycle, logRequests, requestId } from './ops';
import { ListAnswers, RecordService, Repository, type RecordKeeping } from './records';
import { ChangeFeed, DEFAULT_RETENTION, FileCollector, HistoryLog, maintain, redactStoredEntries, Trash, UndoLog, type Retention } from './history';
import { clientRoutes } from './static';
import { painelApi } from './features';
import { mountProfiles, postgrest, rest, RouteTable } from './transports';
import { FolderStore, serveUploads, UPLOADS_BASE, UploadStore } from './uploads';
import { bodyRules, createAjv } from './validation';

export interface AppOptions {
  db: Db;
  /** Uploads go to `dataDir/uploads` unless `uploads` says otherwise. */
  dataDir: string;
  /** Where uploaded files are kept (a bucket, say); closed with the app. Default: the folder `dataDir/uploads`. */
  uploads?: UploadStore;
  /** Where the descriptors, schemas/apis.json and the demo rows (demo/) are read from. Default: schemas/. */
  schemasDir?: string;
  /** Tests: these descriptors instead of the folder's (served through the folder's API profiles). */
  descriptors?: ResourceDescriptor[];
  /** Who may do what. Default: the folder's roles.json (none with `descriptors`: it names the folder's resources). */
  roles?: Roles;
  /** Signs the session tokens (at least 32 bytes). Absent: the secret kept in the database (made by the first instance). */
  secret?: string;
  /** Earlier secrets still accepted (TOKEN_SECRET_PREVIOUS), during a rotation. */
  previousSecrets?: string[];
  /** The key every profile with an `apiKey` accepts; default: its `serverEnv` variable, else its `default`. */
  anonKey?: string;
  uploadMaxBytes?: number;
  /** Fastify logger options (JSON lines on stdout); false in tests. */
  logger?: boolean | { level: string };
  /** Names this process in every log line (INSTANCE_ID); default: host name and pid. */
  instanceId?: string;
  /** The built client (dist/); /app answers 503 when absent. */
  clientDir?: string;
  /** Draws a list's first page into the page itself (build/first-page/, see static/firstPage.ts). */
  firstPage?: FirstPageRenderer;
  /** How long a page waits for that drawing before it goes without it (default FIRST_PAGE_WAIT_MS, 1.5 s). */
  firstPageWaitMs?: number;
  /** Tests use a cheap scrypt cost; hashes carry their parameters, so both verify. */
  scryptCost?: ScryptCost;
  /** Failed sign-ins one account may have from one address before each attempt waits (default 5). */
  signInAttempts?: number;
  /** How long a migration waits for a table in use (MIGRATION_LOCK_TIMEOUT_MS). */
  migrationLockTimeoutMs?: number;
  /** Fastify's trustProxy (TRUST_PROXY): request.ip comes from X-Forwarded-For through trusted proxies. */
  trustProxy?: boolean | string;
  /** Tests: how far a list counts (default COUNT_CAP) and how many records one bulk request takes (default MAX_BULK). */
  listLimits?: { countCap?: number; bulkMax?: number };
  /** How long a connection may take (HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS…); default DEFAULT_HTTP_TIMEOUTS. */
  timeouts?: HttpTimeouts;
  /** How often live streams are pinged and their sessions checked again (HEARTBEAT_MS; tests use less). */
  heartbeatMs?: number;
  /** How many live streams one session, one person may keep open on this instance (LIVE_STREAMS_PER_SESSION…); default DEFAULT_STREAM_CAPS. */
  liveStreamCaps?: StreamCaps;
  /** How long history, trash and undo tokens are kept (HISTORY_RETENTION_DAYS…); default DEFAULT_RETENTION. */
  retention?: Retention;
  /** How often the housekeeping (pruning, purging, collecting files) runs; 0 never (tests run it themselves). Default an hour. */
  maintenanceEveryMs?: number;
  /** PGlite only: how often tables that grew or changed are vacuumed and analysed (TableUpkeep); 0 never. Default a minute. */
  upkeepEveryMs?: number;
}

/** Service objects the start script and the seed reuse (the same validated write path as the routes). */
interface PainelServices {
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
}

declare module 'fastify' {
  interface FastifyInstance {
    painel: PainelServices;
  }
}

/**
 * The reference API, built from the descriptors and the API profiles: creates or extends the tables, then
 * mounts sign-in and session where the auth profile says, every profile through its transport (REST, or the
 * PostgREST-shaped table API), the uploads and the client. Closing the app closes the database.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, dataDir } = options;
  const schemasDir = options.schemasDir ?? defaultSchemasDir;
  const uploadMaxBytes = options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  const apis: ApiProfiles = readApiProfiles(schemasDir);
  const descriptors = options.descriptors ?? readSchemasDir(schemasDir);
  const roles = options.roles ?? (options.descriptors ? undefined : readRoles(schemasDir, descriptors));
  const registry = new Registry(descriptors, apis, roles);
  const migrationWarnings = await migrate(db, registry, { lockTimeoutMs: options.migrationLockTimeoutMs });
  await redactStoredEntries(db, registry);

  const instance = options.instanceId ?? `${hostname()}-${process.pid}`;
  const app = Fastify({
    // JSON lines on stdout, each naming this instance; one line per request at info level (logRequests):
    // quiet at the default LOG_LEVEL=warn, there when asked for.
    logger: options.logger ? { ...(options.logger === true ? {} : options.logger), base: { pid: process.pid, hostname: hostname(), instance } } : false,
    // Fastify's own two lines per request are replaced by logRequests' one.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'requestId' }),
    genReqId: requestId,
    // Closing, what arrives on a connection still open is served (Lifecycle.drain): a 503 would fail a POST a
    // proxy sent on its kept-alive connection, which it never retries.
    return503OnClosing: false,
    // JSON bodies: the longest descriptor field (HTML, 50 000 characters) fits with room to spare.
    bodyLimit: 1024 * 1024,
    // Portuguese JSON for what fails before a route runs (Fastify's own answers are English and echo the URL).
    frameworkErrors,
    clientErrorHandler,
    trustProxy: options.trustProxy ?? false,
    ...serverTimeoutOptions(options.timeouts ?? DEFAULT_HTTP_TIMEOUTS),
  });
  const store = options.uploads ?? new UploadStore(new FolderStore(join(dataDir, 'uploads')));
  app.addHook('onClose', async () => {
    await store.close();
    await db.close();
  });
  for (const w of migrationWarnings) app.log.warn(w);

  const ajv = createAjv();
  const hasher = new PasswordHasher(options.scryptCost);
  const tokens = new TokenSigner(options.secret ?? (await sharedTokenSecret(db)), options.previousSecrets);
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
  const everyMs = options.maintenanceEveryMs ?? 3_600_000;
  if (everyMs > 0) {
    const timer = setInterval(() => void housekeeping(), everyMs);
    timer.unref();
    app.addHook('onReady', async () => void housekeeping());
    app.addHook('onClose', async () => clearInterval(timer));
  }
  const upkeep = db.kind === 'pglite' ? new TableUpkeep(db, app.log) : undefined;
  const upkeepEveryMs = options.upkeepEveryMs ?? 60_000;
  if (upkeep) {
    const off = keeping.feed.on((events) => {
      for (const e of events) {
        upkeep.note(registry.get(e.resource).table);
        upkeep.note(HISTORY_TABLE);
      }
    });
    app.addHook('onClose', () => (off(), upkeep.idle()));
  }
  if (upkeep && upkeepEveryMs > 0) {
    const timer = setInterval(() => void upkeep.run(), upkeepEveryMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  // Live streams hear every committed change, from this instance or (PostgreSQL) any other.
  const liveChanges = new LiveChanges(db, keeping.history, keeping.feed, app.log);
  await liveChanges.start();
  // What an instance keeps (held sessions, list pages) must hear every change and ending: on PGlite all are this
  // process's own, heard as they commit; on PostgreSQL other instances' are heard on the listening connection,
  // and a request trusts what is kept once everything committed before it was heard (CommitBarrier).
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
  const ended = () => (db.local ? db.local.sessionsEnded.emit() : held?.forget());
  const sessions = new Sessions(tokens, new SessionStore(db, ended), repo, registry.identity, registry.roles, held);
  const lifecycle = new Lifecycle();
  const events = new EventStreams(db, keeping.history, liveChanges, (sid, uid, o) => sessions.stillOpen(sid, uid, o), Boolean(registry.roles), {
    people: registry.identity.resource.name,
    heartbeatMs: options.heartbeatMs,
    caps: options.liveStreamCaps,
  });
  // Closing: streams never end on their own, so they are ended first (each client reconnects, to another
  // instance); then the connections drain (answers under way, and what arrives on an open connection, are
  // served); the LISTEN connection to PostgreSQL goes last, as those answers may still wait on it (CommitBarrier).
  app.addHook('preClose', async () => {
    events.close();
    await lifecycle.drain(app.server);
    await liveChanges.close();
  });
  // Kept until the next change heard, as held sessions are (see ListAnswers).
  const listAnswers = keeps ? new ListAnswers(caughtUp) : undefined;
  if (listAnswers) {
    const offs = [keeping.feed.on(() => listAnswers.changed()), liveChanges.stale.changes.on(() => listAnswers.changed())];
    app.addHook('onClose', async () => offs.forEach((off) => off()));
  }
  app.decorate('painel', { db, registry, repo, records, keeping, retention, tokens, sessions, hasher, ajv, schemasDir, lifecycle, upkeep, listAnswers, liveStreams: events });
  app.decorateRequest('user', null);
  app.decorateRequest('role', undefined);
  app.decorateRequest('sessionId', undefined);

  // Bodies are JSON or multipart; plain text would only reach a handler as a confusing string.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (a PATCH toggle, a DELETE sent by a client that sets the header anyway) is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8Text(body);
    } catch (e) {
      return done(e as Error, undefined);
    }
    if (!text.trim()) return done(null, undefined);
    return parseJson(request, text, done);
  });
  await app.register(fastifyMultipart, { limits: { fileSize: uploadMaxBytes } });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(routeNotFound);
  // Every API answer is someone's data, now: no browser or proxy keeps one (uploads keep their long cache).
  const apiBases = registry.profiles.map(mountPath).filter(Boolean);
  const isApi = (url: string) => apiBases.some((base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`));
  app.addHook('onSend', async (request, reply) => {
    if (isApi(request.url)) reply.header('Cache-Control', 'no-store');
    reply.header('X-Content-Type-Options', 'nosniff');
    // The id this request is logged under, for a user reporting a failure or a proxy's own log.
    reply.header('X-Request-Id', request.id);
  });
  logRequests(app);
  drainHooks(app, lifecycle);
  cors(app, [...registry.profiles.map(mountPath), UPLOADS_BASE]);
  refuseNulCharacters(app);
  refuseForeignCharsets(app);

  const routes = new RouteTable(registry.profiles);
  const auth = authProfile(apis);
  const { signIn, session } = auth.auth;
  routes.claim(auth, signIn.method, auth.base + signIn.path, 'autenticação');
  routes.claim(auth, session.method, auth.base + session.path, 'sessão');

  // Public: probes, sign-in, uploaded files (the public site shows them), the client.
  healthRoutes(app, db, lifecycle);
  const throttle = new SignInThrottle(new TableAttemptStore(db), options.signInAttempts ? { freeFailures: options.signInAttempts } : {});
  await app.register(async (scope) => signInRoute(scope, signIn, { repo, identity: registry.identity, hasher, sessions, throttle, roles: registry.roles }), { prefix: auth.base });
  // A trashed record's files are not served: deleted means not reachable until it is restored.
  serveUploads(app, store, (url) => keeping.trash.holds(db, url));
  await clientRoutes(app, options.clientDir, options.firstPage && { render: options.firstPage, waitMs: options.firstPageWaitMs });

  // Everything else needs a valid session.
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', sessions.required());
      sessionRoute(scope, session);
    },
    { prefix: auth.base },
  );
  const apiKey = (profile: NamedProfile) => options.anonKey ?? serverApiKey(profile, process.env);
  const bulkMax = options.listLimits?.bulkMax ?? MAX_BULK;
  const currentSecrets = new CurrentSecrets(repo, registry.identity, hasher, throttle);
  await mountProfiles(app, { registry, service: records, ajv, sessions, permissions: new Permissions(registry), currentSecrets, uploadMaxBytes, routes, apiKey, bulkMax, events, listAnswers }, { rest, postgrest, painel: painelApi() });

  return app;
}

/** The rules the first administrator is created with: the identity's create operation, and its role when there are roles. */
export function identityCreateRules(app: FastifyInstance) {
  const { registry, ajv } = app.painel;
  const { resource, role } = registry.identity;
  const op = resource.descriptor.operations.create ?? { method: 'POST' as const, path: `/${resource.name}`, body: 'json' as const };
  const { schema } = resource.descriptor;
  if (!role) return bodyRules(ajv, resource, op, { schema, partial: false, creating: true });
  // The role is read-only to every client (it changes by its own action); the server sets the first one.
  const writable = { ...schema, properties: { ...schema.properties, [role.field]: { ...schema.properties[role.field], readOnly: false } } };
  return bodyRules(ajv, resource, { ...op, fields: [...bodyFields(schema, op), role.field] }, { schema: writable, partial: false, creating: true });
}
