// Build time (Node): tells the server which other origins the client calls, for its connect-src.
import type { Plugin } from 'vite';
import { CSP_SOURCES_FILE, httpOrigin } from '../../server/static/securityHeaders.ts';

/** The client's API bases (src/app/config.ts); relative ones are the page's own origin, already 'self'. */
const API_BASES = ['VITE_API_URL', 'VITE_SERVER_API_URL', 'VITE_SUPABASE_URL'];

/**
 * Writes dist/csp-sources.json `{ connect: [...] }`: the origins of the absolute API bases this build was
 * made with (from the same env Vite inlines into the client), read by the server when it serves /app.
 */
export function cspSourcesPlugin(): Plugin {
  let env: Record<string, string | undefined> = {};
  return {
    name: 'painel-csp-sources',
    apply: 'build',
    configResolved(config) {
      env = config.env;
    },
    generateBundle() {
      const origins = API_BASES.map((name) => httpOrigin(env[name]?.trim() ?? '')).filter((o): o is string => Boolean(o));
      this.emitFile({ type: 'asset', fileName: CSP_SOURCES_FILE, source: `${JSON.stringify({ connect: [...new Set(origins)] }, null, 2)}\n` });
    },
  };
}
