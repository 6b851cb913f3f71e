import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { mountPath } from '../engine/contract';
import { cors, errorHandler, refuseForeignCharsets, refuseNulCharacters, routeNotFound, utf8Text } from './http';
import type { Registry } from './model';
import { drainHooks, logRequests, type Lifecycle } from './ops';
import { UPLOADS_BASE } from './uploads';

/** Bodies are JSON or multipart; plain text would only reach a handler as a confusing string. */
async function bodies(app: FastifyInstance, uploadMaxBytes: number) {
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
}

/**
 * What every request and answer of the server goes through, whatever route it reaches: its body's parsing, the
 * Portuguese errors, the headers every answer carries, its log line, the way out, CORS for the APIs, and the
 * refusal of NUL characters and foreign charsets.
 */
export async function httpBasics(app: FastifyInstance, registry: Registry, lifecycle: Lifecycle, uploadMaxBytes: number) {
  app.decorateRequest('user', null);
  app.decorateRequest('role', undefined);
  app.decorateRequest('sessionId', undefined);
  await bodies(app, uploadMaxBytes);
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
}
