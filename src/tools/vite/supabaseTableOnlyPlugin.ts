import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The parts of supabase-js Painel's client never uses, each with its stand-in. */
const LEFT_OUT = ['auth-js', 'realtime-js', 'storage-js', 'functions-js'];

/**
 * supabase-js reaches the one hosted-backend table (config) through PostgREST. Its `createClient` also builds an
 * auth, a realtime and a storage client, 44 of its 50 kB gzip, none of which this client uses: the session
 * token is passed as `accessToken` (no auth client), no channel is opened, no bucket read. In the client
 * build, what supabase-js imports of those packages resolves to small stand-ins that throw if ever called;
 * `createClient`, its fetch with the token and apikey, and PostgREST are supabase-js's own. Tests and the dev
 * server use the whole package.
 */
export function supabaseTableOnlyPlugin(): Plugin {
  return {
    name: 'painel-supabase-table-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const part = /^@supabase\/([\w-]+)$/.exec(source)?.[1];
      if (!part || !LEFT_OUT.includes(part) || !importer?.includes('/@supabase/supabase-js/')) return undefined;
      return fileURLToPath(new URL(`./supabaseTableOnly/${part}.js`, import.meta.url));
    },
  };
}
