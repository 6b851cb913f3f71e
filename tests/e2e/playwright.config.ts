import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded one; the flags a closed network needs (and --no-sandbox as root in CI).
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  // Failing runs keep screenshots and traces here (git-ignored).
  outputDir: 'artifacts/results',
  globalSetup: './support/globalSetup.ts',
  // One server, one browser: two cores do not gain from parallel workers, and lists stay predictable.
  workers: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
});
