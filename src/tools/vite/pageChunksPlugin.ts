import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { nestedBuild, outerBuildOnly } from './nestedBuild.ts';

interface PageChunk {
  /** The chunk's file name (before its hash). */
  name: string;
  /** What it holds: exactly what these modules use statically (after tree-shaking). */
  modules: string[];
}

/**
 * Puts what each page loads first in one chunk per part, in the order given (a module goes to the first part
 * that uses it): the sign-in page's code; the app's; the usual first screens'. Left to itself the bundler groups
 * modules by what can reach them: through barrel files (`index.ts`, `@mui/system`) the sign-in page "reached" list,
 * form and validation code, and the app page came in twenty small files, each a request and a round trip on
 * HTTP/1.1. What each part really uses is learnt from a first, unwritten build of all of them as entries.
 */
export function pageChunksPlugin(parts: PageChunk[]): Plugin {
  const used = parts.map(() => new Set<string>());
  let configFile: string | undefined;
  let mode = 'production';
  let root = process.cwd();
  return {
    name: 'painel-page-chunks',
    apply: outerBuildOnly,
    configResolved(config) {
      configFile = config.configFile;
      mode = config.mode;
      root = config.root;
    },
    config: () => ({
      build: {
        rolldownOptions: {
          output: { codeSplitting: { groups: parts.map(({ name }, i) => ({ name, test: (id: string) => used[i].has(id), priority: 100 - i })) } },
        },
      },
    }),
    async buildStart() {
      const { build } = await import('vite');
      const entries = parts.flatMap(({ modules }, part) => modules.map((m, i) => [`part${part}-${i}`, resolve(root, m)] as const));
      const result = await nestedBuild(() =>
        build({
          root,
          configFile,
          mode,
          logLevel: 'silent',
          build: { write: false, manifest: false, emptyOutDir: false, rolldownOptions: { input: Object.fromEntries(entries), preserveEntrySignatures: 'exports-only' } },
        }),
      );
      const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
      // Each entry's chunk and what it imports statically; what it imports dynamically loads later, on its own.
      const chunks = new Map(outputs.flatMap((out) => out.output.flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : []))));
      const visit = (file: string, into: Set<string>, seen: Set<string>) => {
        const chunk = chunks.get(file);
        if (!chunk || seen.has(file)) return;
        seen.add(file);
        for (const [id, m] of Object.entries(chunk.modules)) if (m.renderedLength > 0) into.add(id);
        for (const next of chunk.imports) visit(next, into, seen);
      };
      parts.forEach(({ name }, part) => {
        for (const chunk of chunks.values()) if (chunk.isEntry && chunk.name.startsWith(`part${part}-`)) visit(chunk.fileName, used[part], new Set());
        if (used[part].size === 0) this.error(`${name}: a página não usa nenhum módulo.`);
      });
    },
  };
}
