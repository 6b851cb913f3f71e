// Coming back to a list (history.back() from one of its records, 4× CPU), two builds of Painel side by side in
// interleaved rounds: this checkout and another one (BENCH_AB_OTHER, a checkout built with `npm run build`). The
// question a change to the list screens asks — did this build come back faster than that one — is answered within
// one run: on this shared machine a run's times move by 10–30 % with the neighbours' load. Not in `npm run bench`
// (it needs the other checkout). Prints medians [min–max] and the ratio. BENCH_AB_ROUNDS (default 10).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { timeComingBack } from './comeBack';
import { freePort, startUntilReady, stopGroup } from './processes';

const other = process.env.BENCH_AB_OTHER;
if (!other) throw new Error('BENCH_AB_OTHER: the other checkout (built) to compare with');
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 10);
const LIMIT = 10;
const PASSWORD = 'senha-do-bench-1';
const builds = { este: resolve(import.meta.dirname, '../../..'), outro: resolve(other) };
type Build = keyof typeof builds;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function serve(root: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-ab-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { child } = await startUntilReady([process.execPath, join(root, 'build/server/start.js')],
    { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'true', LOG_LEVEL: 'warn' }, `${base}/readyz`, 120_000);
  const signIn = await fetch(`${base}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@painel.local', password: PASSWORD }) });
  const { token } = (await signIn.json()) as { token: string };
  // Enough outdoors for a full page, made as a person would.
  for (let i = 0; i < 20; i++) {
    const form = new FormData();
    form.set('name', `Outdoor de teste ${i + 1}`);
    form.set('location', `Av. Paulista, ${1000 + i}`);
    form.set('latitude', String(-23.56 + i / 1000));
    form.set('longitude', String(-46.65 - i / 1000));
    await fetch(`${base}/api/outdoors`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  }
  return { base, token, child, dataDir };
}

/** Opens the list, waits until it is the app's own, opens its first record, comes back: ms to its rows drawn again. */
async function comeBack(browser: Browser, base: string, token: string): Promise<number> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: 'token', value: token, url: base }]);
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}/app/outdoors?limit=${LIMIT}`);
    await page.waitForFunction((n) => [...document.querySelectorAll('tbody tr')].filter((tr) => tr.checkVisibility()).length >= n && !document.querySelector('[data-painel-first-page]'), LIMIT, { polling: 100, timeout: 60_000 });
    await page.locator('tbody tr').first().getByRole('link', { name: /^Editar / }).click();
    return await timeComingBack(page, LIMIT);
  } finally {
    await context.close();
  }
}

const servers = { este: await serve(builds.este), outro: await serve(builds.outro) };
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
const times: Record<Build, number[]> = { este: [], outro: [] };
try {
  for (let round = 0; round < ROUNDS; round++)
    for (const build of (round % 2 ? ['outro', 'este'] : ['este', 'outro']) as Build[]) times[build].push(await comeBack(browser, servers[build].base, servers[build].token));
} finally {
  await browser.close();
  for (const s of Object.values(servers)) {
    await stopGroup(s.child);
    rmSync(s.dataDir, { recursive: true, force: true });
  }
}
const cell = (xs: number[]) => `${median(xs).toFixed(0)} [${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}]`;
console.log(`Volta à lista (10 linhas, 4× CPU), ms até a primeira linha, mediana [mín–máx] de ${ROUNDS} rodadas alternadas:`);
console.log(`  este checkout (${builds.este}): ${cell(times.este)}`);
console.log(`  outro (${builds.outro}): ${cell(times.outro)}`);
console.log(`  este ÷ outro: ${(median(times.este) / median(times.outro)).toFixed(2)}`);
