/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { cspSourcesPlugin } from './src/tools/vite/cspSourcesPlugin.ts';
import { devProxyPaths } from './src/tools/vite/devProxy.ts';
import { firstPageBundlePlugin } from './src/tools/vite/firstPageBundlePlugin.ts';
import { pageChunksPlugin } from './src/tools/vite/pageChunksPlugin.ts';
import { painelFormsPlugin } from './src/tools/vite/painelFormsPlugin.ts';
import { FIRST_PAGE_DIR } from './src/engine/contract/documents.ts';
import { precompressPlugin } from './src/tools/vite/precompressPlugin.ts';
import { signInDocumentPlugin } from './src/tools/vite/signInDocumentPlugin.ts';
import { supabaseTableOnlyPlugin } from './src/tools/vite/supabaseTableOnlyPlugin.ts';

const apiTarget = process.env.PAINEL_API ?? 'http://127.0.0.1:3000';
const signInModule = 'src/app/startSignIn.tsx';
const bootModule = 'src/app/bootApp.ts';
const appModule = 'src/app/startApp.tsx';
const descriptorsModule = 'src/app/descriptors.ts';
const screenModules = ['src/engine/router/SignedInEngine.tsx', 'src/engine/home/index.ts', 'src/engine/list/index.ts'];

export default defineConfig({
  base: '/app/',
  // painelForms: descriptors validated (a broken one stops `vite build` and `vite` with its file and JSON path)
  // and form validators precompiled; cspSources: the API origins the server's connect-src must allow.
  plugins: [
    react(),
    painelFormsPlugin(),
    cspSourcesPlugin(),
    supabaseTableOnlyPlugin(),
    // The first pages' chunks: the data layer and the app's first requests (boot, which both pages use); the
    // sign-in page's (React and the form); the app's (providers, router, MUI); the descriptors; the shell with the
    // screens a visit usually starts on (home, a list). The sign-in page fetches the app's while idle, never the
    // descriptors or the screens.
    pageChunksPlugin([
      { name: 'boot', modules: [bootModule] },
      { name: 'sign-in', modules: [signInModule] },
      { name: 'app', modules: [appModule] },
      { name: 'descriptors', modules: [descriptorsModule] },
      { name: 'screens', modules: screenModules },
    ]),
    signInDocumentPlugin({
      signInModule,
      appModule,
      firstScreenModules: [bootModule, descriptorsModule, ...screenModules],
      markupModule: '/src/tools/prerender/signInMarkup.tsx',
    }),
    // The server's copy of the app, for drawing a list's first page before any script (src/app/firstPage.tsx).
    firstPageBundlePlugin({ entry: 'src/app/firstPage.tsx', outDir: FIRST_PAGE_DIR }),
    // Last: brotli and gzip copies of everything above, served as they are.
    precompressPlugin(),
  ],
  resolve: {
    // Only rjsf imports it, for markdown no descriptor uses (see plainMarkdown.tsx).
    alias: [{ find: /^markdown-to-jsx\/react$/, replacement: fileURLToPath(new URL('./src/engine/form/plainMarkdown.tsx', import.meta.url)) }],
  },
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(devProxyPaths().map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    manifest: true,
    // Rolldown's "[PLUGIN_TIMINGS]" notice (the precompression and the prerender take their time, by design) read
    // like a failure to a newcomer's first `npm start`; `npm run bench` measures the build instead.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  test: {
    // happy-dom, not jsdom: vitest 4.1 + jsdom 29 corrupts File bodies inside FormData (vitest #11294).
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', '**/node_modules/**', 'src/tools/bench/anchor/**'],
    css: false,
    testTimeout: 20000,
    // A server suite's beforeAll starts a database and signs in: as much work as a test, and the 10 s default
    // ran out on a busy 2-core machine.
    hookTimeout: 30000,
  },
});
