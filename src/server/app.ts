import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { authProfile, COUNT_CAP, MAX_BULK, mountPath, type ApiProfiles, type NamedProfile, type ResourceDescriptor } from '../engine/contract';
import { defaultSchemasDir, readApiProfiles, readSchemasDir } from '../engine/descriptor/readSchemasDir';
import { PasswordHasher, Sessions, SignInThrottle, TokenSigner, sessionRoute, signInRoute, type ScryptCost } from './auth';
import { DEFAULT_UPLOAD_MAX_BYTES, serverApiKey } from './config';
import { migrate, type Db } from './db';
import { clientErrorHandler, cors, errorHandler, frameworkErrors, refuseNulCharacters, routeNotFound } from './http';
import { Registry } from './model';
import { RecordService, Repository } from './records';
import { clientRoutes } from './static';
import { mountProfiles, RouteTable } from './transports';
import { serveUploads, UPLOADS_BASE, UploadStore } from './uploads';
import { bodyRules, createAjv } from './validation';

export interface AppOptions {
  db: Db;
  /** Uploads go to `dataDir/uploads`. */
  dataDir: string;
  /** Where the descriptors, schemas/apis.json and the demo rows (demo/) are read from. Default: schemas/. */
  schemasDir?: string;
  /** Tests: these descriptors instead of the folder's (served through the folder's API profiles). */
  descriptors?: ResourceDescriptor[];
  /** Signs the session tokens (at least 32 bytes). */
  secret: string;
  /** The key every profile with an `apiKey` accepts; default: its `serverEnv` variable, else its `default`. */
  anonKey?: string;
  uploadMaxBytes?: number;
  /** Fastify logger options; false in tests. */
  logger?: boolean | { level: string };
  /** The built client (dist/); /app answers 503 when absent. */
  clientDir?: string;
  /** Tests use a cheap scrypt cost; hashes carry their parameters, so both verify. */
  scryptCost?: ScryptCost;
  /** Failed sign-ins one account may have from one address before each attempt waits (default 5). */
  signInAttempts?: number;
  /** Fastify's trustProxy (TRUST_PROXY): request.ip comes from X-Forwarded-For through trusted proxies. */
  trustProxy?: boolean | string;
  /** Tests: how far a list counts (default COUNT_CAP) and how many records one bulk request takes (default MAX_BULK). */
  listLimits?: { countCap?: number; bulkMax?: number };
}

/** Service objects the start script and the seed reuse (the same validated write path as the routes). */
interface PainelServices {
  registry: Registry;
  repo: Repository;
  records: RecordService;
  tokens: TokenSigner;
  hasher: PasswordHasher;
  ajv: ReturnType<typeof createAjv>;
  /** The folder the descriptors and profiles came from (the seed reads its demo/ rows there). */
  schemasDir: string;
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
  const { db, dataDir, secret } = options;
  const schemasDir = options.schemasDir ?? defaultSchemasDir;
  const uploadMaxBytes = options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  const apis: ApiProfiles = readApiProfiles(schemasDir);
  const registry = new Registry(options.descriptors ?? readSchemasDir(schemasDir), apis);
  const migrationWarnings = await migrate(db, registry);

  const app = Fastify({
    // Request lines are info-level: quiet at the default LOG_LEVEL=warn, there when asked for.
    logger: options.logger ?? false,
    // JSON bodies: the longest descriptor field (HTML, 50 000 characters) fits with room to spare.
    bodyLimit: 1024 * 1024,
    // Portuguese JSON for what fails before a route runs (Fastify's own answers are English and echo the URL).
    frameworkErrors,
    clientErrorHandler,
    trustProxy: options.trustProxy ?? false,
  });
  app.addHook('onClose', async () => db.close());
  for (const w of migrationWarnings) app.log.warn(w);

  const ajv = createAjv();
  const hasher = new PasswordHasher(options.scryptCost);
  const tokens = new TokenSigner(secret);
  const repo = new Repository(db, registry, options.listLimits?.countCap ?? COUNT_CAP);
  const store = new UploadStore(join(dataDir, 'uploads'));
  const records = new RecordService(repo, registry, store, hasher, app.log);
  const sessions = new Sessions(tokens, repo, registry.identity);
  app.decorate('painel', { registry, repo, records, tokens, hasher, ajv, schemasDir });
  app.decorateRequest('user', null);

  // Bodies are JSON or multipart; plain text would only reach a handler as a confusing string.
  app.removeContentTypeParser('text/plain');
  // An empty JSON body (a PATCH toggle, a DELETE sent by a client that sets the header anyway) is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (!text.trim()) return done(null, undefined);
    return parseJson(request, text, done);
  });
  await app.register(fastifyMultipart, { limits: { fileSize: uploadMaxBytes } });

  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(routeNotFound);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  cors(app, [...registry.profiles.map(mountPath), UPLOADS_BASE]);
  refuseNulCharacters(app);

  const routes = new RouteTable(registry.profiles);
  const auth = authProfile(apis);
  const { signIn, session } = auth.auth;
  routes.claim(auth, signIn.method, auth.base + signIn.path, 'autenticação');
  routes.claim(auth, session.method, auth.base + session.path, 'sessão');

  // Public: sign-in, uploaded files (the public site shows them), the client.
  const throttle = new SignInThrottle(options.signInAttempts ? { freeFailures: options.signInAttempts } : {});
  await app.register(async (scope) => signInRoute(scope, signIn, { repo, identity: registry.identity, hasher, tokens, throttle }), { prefix: auth.base });
  serveUploads(app, store);
  await clientRoutes(app, options.clientDir);

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
  await mountProfiles(app, { registry, service: records, ajv, sessions, uploadMaxBytes, routes, apiKey, bulkMax });

  return app;
}

/** The rules the first administrator is created with: the identity's create operation. */
export function identityCreateRules(app: FastifyInstance) {
  const { registry, ajv } = app.painel;
  const { resource } = registry.identity;
  const op = resource.descriptor.operations.create ?? { method: 'POST' as const, path: `/${resource.name}`, body: 'json' as const };
  return bodyRules(ajv, resource, op, { schema: resource.descriptor.schema, partial: false, creating: true });
}
