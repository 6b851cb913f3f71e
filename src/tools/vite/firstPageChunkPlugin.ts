import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

const NESTED = 'PAINEL_FIRST_PAGE_PASS';

/**
 * Puts exactly what one module uses (after tree-shaking) in one chunk of its own. The sign-in page uses it:
 * left to itself the bundler groups modules by what can reach them, and through barrel files (`index.ts`,
 * `@mui/system`) the sign-in page "reached" list, form and validation code, which its shared chunks then held.
 * What the module really uses is learnt from a first, unwritten build of that module alone.
 */
export function firstPageChunkPlugin({ module, name }: { module: string; name: string }): Plugin {
  const used = new Set<string>();
  let configFile: string | undefined;
  let mode = 'production';
  let root = process.cwd();
  return {
    name: 'painel-first-page-chunk',
    apply: (_config, env) => env.command === 'build' && !process.env[NESTED],
    configResolved(config) {
      configFile = config.configFile;
      mode = config.mode;
      root = config.root;
    },
    config: () => ({
      build: { rolldownOptions: { output: { codeSplitting: { groups: [{ name, test: (id: string) => used.has(id), priority: 100 }] } } } },
    }),
    async buildStart() {
      const { build } = await import('vite');
      process.env[NESTED] = '1';
      try {
        const result = await build({
          root,
          configFile,
          mode,
          logLevel: 'silent',
          build: { write: false, manifest: false, emptyOutDir: false, rolldownOptions: { input: resolve(root, module) } },
        });
        const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
        // The entry chunk and what it imports statically; what it imports dynamically loads later, on its own.
        const chunks = new Map(outputs.flatMap((out) => out.output.flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : []))));
        const visit = (file: string, seen: Set<string>) => {
          const chunk = chunks.get(file);
          if (!chunk || seen.has(file)) return;
          seen.add(file);
          for (const [id, m] of Object.entries(chunk.modules)) if (m.renderedLength > 0) used.add(id);
          for (const next of chunk.imports) visit(next, seen);
        };
        for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName, new Set());
      } finally {
        delete process.env[NESTED];
      }
      if (used.size === 0) this.error(`${module}: a primeira página não usa nenhum módulo.`);
    },
  };
}
