import { hostname } from 'node:os';
import { join } from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { authProfile, bodyFields, MAX_BULK, type ApiProfiles, type FirstPageRenderer, type NamedProfile, type ResourceDescriptor, type Roles } from '../engine/contract';
import { defaultSchemasDir, readApiProfiles, readDashboard, readRoles, readSchemasDir } from '../engine/descriptor';
import type { StreamCaps } from './live';
import { CurrentSecrets, Permissions, SignInThrottle, TableAttemptStore, sessionRoute, signInRoute, type ScryptCost } from './auth';
import { DEFAULT_UPLOAD_MAX_BYTES, serverApiKey } from './config';
import { migrate, type Db } from './db';
import { PAINEL_FEATURES, painelApi } from './features';
import { clientErrorHandler, DEFAULT_HTTP_TIMEOUTS, frameworkErrors, serverTimeoutOptions, type HttpTimeouts } from './http';
import { httpBasics } from './httpBasics';
import { Registry } from './model';
import { healthRoutes, requestId } from './ops';
import { carryOverReferences } from './records';
import { redactStoredEntries, type Retention } from './history';
import { painelServices, type ReminderSchedule, type ScheduledBackups } from './services';
import { clientRoutes } from './static';
import { mountProfiles, postgrest, rest, RouteTable } from './transports';
import { FolderStore, serveUploads, UploadStore } from './uploads';
import { bodyRules } from './validation';

export type { PainelServices } from './services';

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
  /** How long a dashboard panel's answer is kept on this instance (default 1000 ms; 0: never, for the bench's cold runs). */
  panelCacheMs?: number;
  /** BACKUP_*: the server's own backups, on a schedule and from the back-office; absent: none (tests). */
  backup?: ScheduledBackups;
  /** The descriptors' reminders: computed hourly by default (see ReminderSchedule). */
  reminders?: ReminderSchedule;
}

/** The descriptors, profiles, roles and panels the server is made from; their tables created or extended, old history redacted. */
async function preparedRegistry(options: AppOptions, schemasDir: string) {
  const apis: ApiProfiles = readApiProfiles(schemasDir);
  const descriptors = options.descriptors ?? readSchemasDir(schemasDir);
  const roles = options.roles ?? (options.descriptors ? undefined : readRoles(schemasDir, descriptors));
  const dashboard = options.descriptors ? undefined : readDashboard(schemasDir, descriptors);
  const registry = new Registry(descriptors, apis, roles, dashboard);
  const warnings = await migrate(options.db, registry, { lockTimeoutMs: options.migrationLockTimeoutMs });
  await redactStoredEntries(options.db, registry);
  return { apis, registry, warnings };
}

/** Fastify as the server runs it: its log lines, request ids, limits and timeouts, its own refusals in Portuguese. */
function fastifyServer(options: AppOptions): FastifyInstance {
  const instance = options.instanceId ?? `${hostname()}-${process.pid}`;
  return Fastify({
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
}

/** Sign-in (public) and the session's own call (signed in), where the auth profile says. */
async function authentication(app: FastifyInstance, apis: ApiProfiles, routes: RouteTable, throttle: SignInThrottle) {
  const { repo, registry, hasher, sessions } = app.painel;
  const auth = authProfile(apis);
  const { signIn, session } = auth.auth;
  routes.claim(auth, signIn.method, auth.base + signIn.path, 'autenticação');
  routes.claim(auth, session.method, auth.base + session.path, 'sessão');
  await app.register(async (scope) => signInRoute(scope, signIn, { repo, identity: registry.identity, hasher, sessions, throttle, roles: registry.roles }), { prefix: auth.base });
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', sessions.required());
      sessionRoute(scope, session);
    },
    { prefix: auth.base },
  );
}

/** Every API profile through its transport: the spec's REST bases, the table API, and Painel's own features. */
async function apiProfiles(app: FastifyInstance, options: AppOptions, routes: RouteTable, throttle: SignInThrottle) {
  const { registry, records, ajv, sessions, repo, hasher, liveStreams, listAnswers } = app.painel;
  const deps = {
    registry,
    service: records,
    ajv,
    sessions,
    permissions: new Permissions(registry),
    currentSecrets: new CurrentSecrets(repo, registry.identity, hasher, throttle),
    uploadMaxBytes: options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES,
    routes,
    apiKey: (profile: NamedProfile) => options.anonKey ?? serverApiKey(profile, process.env),
    bulkMax: options.listLimits?.bulkMax ?? MAX_BULK,
    events: liveStreams,
    listAnswers,
    panelCacheMs: options.panelCacheMs,
    changesHeard: app.painel.changesHeard,
    calendarChanged: app.painel.calendarChanged,
  };
  await mountProfiles(app, deps, { rest, postgrest, painel: painelApi(PAINEL_FEATURES) });
}

/**
 * The reference API, built from the descriptors and the API profiles: creates or extends the tables, makes the
 * services, then mounts what the server answers — the probes, sign-in and the session where the auth profile
 * says, the uploads and the client, and every profile through its transport (REST, the PostgREST-shaped table
 * API, Painel's own features). Closing the app closes the database.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, dataDir } = options;
  const schemasDir = options.schemasDir ?? defaultSchemasDir;
  const { apis, registry, warnings } = await preparedRegistry(options, schemasDir);
  const app = fastifyServer(options);
  const store = options.uploads ?? new UploadStore(new FolderStore(join(dataDir, 'uploads')));
  app.addHook('onClose', async () => {
    await store.close();
    await db.close();
  });
  for (const w of warnings) app.log.warn(w);
  app.decorate('painel', await painelServices(app, registry, store, schemasDir, options));
  // An upgrade's references to fill (rentals that named a user get a client): once, on record, before any request.
  await carryOverReferences(app.painel.records, registry, app.painel.ajv);
  await httpBasics(app, registry, app.painel.lifecycle, options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES);

  const routes = new RouteTable(registry.profiles);
  const throttle = new SignInThrottle(new TableAttemptStore(db), options.signInAttempts ? { freeFailures: options.signInAttempts } : {});
  // Public: probes, sign-in, uploaded files (the public site shows them), the client.
  healthRoutes(app, db, app.painel.lifecycle);
  await authentication(app, apis, routes, throttle);
  // A trashed record's files are not served: deleted means not reachable until it is restored.
  serveUploads(app, store, (url) => app.painel.keeping.trash.holds(db, url));
  await clientRoutes(app, options.clientDir, options.firstPage && { render: options.firstPage, waitMs: options.firstPageWaitMs });
  // Everything else needs a valid session.
  await apiProfiles(app, options, routes, throttle);
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
