import { join } from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ResourceDescriptor } from '../engine/descriptor';
import { readSchemasDir } from '../engine/descriptor/readSchemasDir';
import { signInRoute, sessionRoute } from './auth/authRoutes';
import { PasswordHasher, type ScryptCost } from './auth/password';
import { SESSION_INVALID, Sessions } from './auth/sessions';
import { SignInThrottle } from './auth/signInThrottle';
import { TokenSigner } from './auth/tokens';
import { DEFAULT_UPLOAD_MAX_BYTES } from './config';
import { migrate, type Db } from './db';
import { cors } from './http/cors';
import { errorHandler } from './http/errorHandler';
import { clientErrorHandler, frameworkErrors, routeNotFound } from './http/frameworkErrors';
import { refuseNulCharacters } from './http/nulCharacter';
import { Registry } from './model';
import { API_BASES, QUERY_TITLES, recordRoutes } from './records/recordRoutes';
import { RecordService } from './records/recordService';
import { Repository } from './records/repository';
import { clientRoutes } from './static';
import { tableRoutes, TABLE_API_BASE } from './table';
import { serveUploads, UploadStore } from './uploads';
import { bodyRules, createAjv } from './validation';

export interface AppOptions {
  db: Db;
  /** Uploads go to `dataDir/uploads`. */
  dataDir: string;
  /** Default: every descriptor in schemas/, validated. */
  descriptors?: ResourceDescriptor[];
  /** Signs the session tokens (at least 32 bytes). */
  secret: string;
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
}

/** Service objects the start script and the seed reuse (the same validated write path as the routes). */
export interface PainelServices {
  registry: Registry;
  repo: Repository;
  records: RecordService;
  tokens: TokenSigner;
  hasher: PasswordHasher;
  ajv: ReturnType<typeof createAjv>;
}

declare module 'fastify' {
  interface FastifyInstance {
    painel: PainelServices;
  }
}

/**
 * The reference API, built from the descriptors: creates or extends the tables, then mounts sign-in and
 * session, the main API (/api), the services API (/api/server), the table API (/rest/v1), the uploads and the client.
 * Closing the app closes the database.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { db, dataDir, secret } = options;
  const anonKey = options.anonKey ?? 'painel-anon-key';
  const uploadMaxBytes = options.uploadMaxBytes ?? DEFAULT_UPLOAD_MAX_BYTES;
  const registry = new Registry(options.descriptors ?? readSchemasDir());
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
  const repo = new Repository(db, registry);
  const store = new UploadStore(join(dataDir, 'uploads'));
  const records = new RecordService(repo, registry, store, hasher, app.log);
  const sessions = new Sessions(tokens, repo, registry.identity);
  app.decorate('painel', { registry, repo, records, tokens, hasher, ajv });
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

  app.setErrorHandler(errorHandler(uploadMaxBytes, QUERY_TITLES));
  app.setNotFoundHandler(routeNotFound);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  cors(app);
  refuseNulCharacters(app);

  // Public: sign-in, uploaded files (the public site shows them), the client.
  await app.register(async (scope) => signInRoute(scope, { repo, identity: registry.identity, hasher, tokens, throttle: new SignInThrottle(options.signInAttempts ? { freeFailures: options.signInAttempts } : {}) }), { prefix: API_BASES.main });
  serveUploads(app, store);
  await clientRoutes(app, options.clientDir);

  // Everything else needs a valid session.
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method === 'OPTIONS') return;
      const session = await sessions.check(request);
      if (!session.ok) return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ message: SESSION_INVALID });
      request.user = session.user;
    });
    scope.register(async (main) => sessionRoute(main), { prefix: API_BASES.main });
    recordRoutes(scope, { registry, service: records, ajv, uploadMaxBytes });
  });
  await app.register(async (scope) => tableRoutes(scope, { registry, db, ajv, sessions, anonKey, uploadMaxBytes }), { prefix: TABLE_API_BASE });

  return app;
}

/** The rules the first administrator is created with: the identity's create operation. */
export function identityCreateRules(app: FastifyInstance) {
  const { registry, ajv } = app.painel;
  const { resource } = registry.identity;
  const op = resource.descriptor.operations.create ?? { method: 'POST' as const, path: `/${resource.name}`, body: 'json' as const };
  return bodyRules(ajv, resource, op, { schema: resource.descriptor.schema, partial: false, creating: true });
}
