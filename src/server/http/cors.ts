import type { FastifyInstance } from 'fastify';

const API_PREFIXES = ['/api', '/rest/v1', '/uploads'];
const EXPOSE = 'Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit';

/**
 * The client is same-origin in production, but a supabase-js client (or `npm run dev` on another port)
 * may call from elsewhere: answer preflights and mark every API answer as readable, as PostgREST does.
 * Credentials are bearer tokens, never cookies, so `*` exposes nothing by itself.
 */
export function cors(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    if (!API_PREFIXES.some((p) => request.url === p || request.url.startsWith(`${p}/`) || request.url.startsWith(`${p}?`))) return;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSE);
  });
  const preflight = async (request: { headers: Record<string, unknown> }, reply: import('fastify').FastifyReply) => {
    const asked = request.headers['access-control-request-headers'];
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS')
      .header('Access-Control-Allow-Headers', typeof asked === 'string' && asked ? asked : 'apikey, authorization, content-type, x-client-info, accept-profile, content-profile, prefer')
      .header('Access-Control-Max-Age', '86400')
      .send();
  };
  for (const p of API_PREFIXES) {
    app.options(p, preflight);
    app.options(`${p}/*`, preflight);
  }
}
