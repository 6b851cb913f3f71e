// Build time (Node): tells the server which other origins the client calls, for its connect-src.
import type { Plugin } from 'vite';
import { profileList } from '../../engine/contract/apiProfiles.ts';
import { readApiProfiles } from '../../engine/descriptor/readSchemasDir.ts';
import { CSP_SOURCES_FILE, httpOrigin } from '../../server/static/securityHeaders.ts';

/**
 * Writes dist/csp-sources.json `{ connect: [...] }`: the origins of the absolute API bases this build was
 * made with (from the same env Vite inlines into the client), read by the server when it serves /app.
 */
export function cspSourcesPlugin(): Plugin {
  // The variables that move an API base (each profile's `env`); relative bases are the page's own origin, already 'self'.
  const API_BASES = profileList(readApiProfiles()).map((p) => p.env);
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
