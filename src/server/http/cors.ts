import type { FastifyInstance, FastifyReply } from 'fastify';
import { UNCHANGED_HEADER, UNDO_HEADER } from '../../engine/contract';

// Content-Disposition and X-Total-Count: an export's file name and row count (its progress bar); ETag: a list page's
// tag, sent back as If-None-Match; Painel-Undo and Painel-Unchanged: a write's "Desfazer", a restore that changed nothing.
const EXPOSE = `Content-Encoding, Content-Location, Content-Range, Content-Type, Date, Location, Server, Transfer-Encoding, Range-Unit, Content-Disposition, X-Total-Count, ETag, ${UNDO_HEADER}, ${UNCHANGED_HEADER}`;

const under = (url: string, prefix: string) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * The client is same-origin in production, but a supabase-js client (or `npm run dev` on another port)
 * may call from elsewhere: answer preflights and mark every API answer as readable, as PostgREST does.
 * Credentials are bearer tokens, never cookies, so `*` exposes nothing by itself.
 * `prefixes`: where the APIs are mounted (the profiles' mount paths, the uploads). A prefix inside another
 * is already covered by it; an API at the origin's root ('') gets no CORS, or every page would.
 */
export function cors(app: FastifyInstance, prefixes: string[]) {
  const mounted = [...new Set(prefixes.filter(Boolean))];
  const outer = mounted.filter((p) => !mounted.some((o) => o !== p && under(p, o)));
  app.addHook('onRequest', async (request, reply) => {
    if (!outer.some((p) => under(request.url, p))) return;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSE);
  });
  const preflight = async (request: { headers: Record<string, unknown> }, reply: FastifyReply) => {
    const asked = request.headers['access-control-request-headers'];
    return reply
      .code(204)
      .header('Access-Control-Allow-Methods', 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS')
      .header('Access-Control-Allow-Headers', typeof asked === 'string' && asked ? asked : 'apikey, authorization, content-type, x-client-info, accept-profile, content-profile, prefer')
      .header('Access-Control-Max-Age', '86400')
      .send();
  };
  for (const p of outer) {
    app.options(p, preflight);
    app.options(`${p}/*`, preflight);
  }
}
