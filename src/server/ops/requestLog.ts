import type { FastifyInstance } from 'fastify';

const PROBES = new Set(['/healthz', '/readyz']);

/**
 * One JSON line per answered request (info level): its id (requestId, from the logger), method, path without
 * the query string (a search may carry personal data), status and duration; the instance is in every line.
 * Load balancer probes that pass are left out: every few seconds from every balancer, they would drown the rest.
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    if (PROBES.has(path) && reply.statusCode < 400) return;
    request.log.info({ method: request.method, path, status: reply.statusCode, durationMs: Math.round(reply.elapsedTime * 10) / 10 }, 'requisição');
  });
}
