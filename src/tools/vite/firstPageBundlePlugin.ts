// Build time (Node): after the browser's build, builds the module the server draws a list's first page with
// (src/app/firstPage.tsx) for Node, into build/first-page/ beside the client's folder (dist/ → build/first-page/;
// a test's /tmp/x/dist → /tmp/x/build/first-page/). Kept out of dist/: nothing there is served.
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { nestedBuild, outerBuildOnly } from './nestedBuild.ts';
import { FIRST_PAGE_MODULE } from '../../engine/contract/documents.ts';

/** `outDir`: relative to the client's folder's parent. */
export function firstPageBundlePlugin({ entry, outDir }: { entry: string; outDir: string }): Plugin {
  let root = '';
  let into = '';
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'painel-first-page-bundle',
    apply: outerBuildOnly,
    configResolved(config) {
      root = config.root;
      into = resolve(config.root, config.build.outDir, '..', outDir);
      configFile = config.configFile;
      mode = config.mode;
    },
    async closeBundle() {
      const { build } = await import('vite');
      // Production React and production JSX together (plugin-react picks its JSX from NODE_ENV, whatever called the build).
      const nodeEnv = process.env.NODE_ENV;
      process.env.NODE_ENV = 'production';
      try {
        await nestedBuild(() => build({
          root,
          configFile,
          mode,
          logLevel: 'warn',
          // Everything in one file: the server runs it with plain node, whatever node_modules resolves to.
          ssr: { noExternal: true },
          // React's and MUI's production code, chosen at build time as in the browser's build.
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            ssr: resolve(root, entry),
            outDir: into,
            emptyOutDir: true,
            copyPublicDir: false,
            manifest: false,
            rolldownOptions: { output: { entryFileNames: FIRST_PAGE_MODULE }, checks: { bundlerTimings: false } },
          },
        }));
      } finally {
        if (nodeEnv === undefined) delete process.env.NODE_ENV;
        else process.env.NODE_ENV = nodeEnv;
      }
    },
  };
}
