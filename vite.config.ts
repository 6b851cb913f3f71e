/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readSchemasDir } from './src/engine/descriptor/readSchemasDir.ts';

// A broken descriptor stops `vite build` and `vite` with the file and JSON path at fault.
const checkDescriptors = (): Plugin => ({
  name: 'painel-check-descriptors',
  buildStart() {
    readSchemasDir();
  },
});

const apiTarget = process.env.PAINEL_API ?? 'http://127.0.0.1:3000';

export default defineConfig({
  base: '/app/',
  plugins: [react(), checkDescriptors()],
  server: {
    host: '127.0.0.1',
    proxy: Object.fromEntries(['/api', '/rest', '/uploads'].map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  build: { outDir: 'dist', sourcemap: false },
  test: {
    // happy-dom, not jsdom: vitest 4.1 + jsdom 29 corrupts File bodies inside FormData (vitest #11294).
    environment: 'happy-dom',
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    include: ['tests/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    css: false,
    testTimeout: 20000,
    // A server suite's beforeAll starts a database and signs in: as much work as a test, and the 10 s default
    // ran out on a busy 2-core machine.
    hookTimeout: 30000,
  },
});
