// Two builds of Painel side by side in interleaved rounds, at 4× CPU: this checkout and another one (BENCH_AB_OTHER,
// a checkout built with `npm run build`). BENCH_AB_CLICK says which click: `volta` (default), coming back to a list
// (history.back() from one of its records); `menu`, the menu's Categorias from the outdoors list, a list not
// visited, the pointer on the link 100 ms before (inAppClicks.ts's first click). The question a change to the list
// screens asks — did this build draw the rows sooner than that one — is answered within one run: on this shared
// machine a run's times move by 10–30 % with the neighbours' load. Not in `npm run bench` (it needs the other
// checkout). Prints medians [min–max], the ratio and the rounds this build won. BENCH_AB_ROUNDS (default 10).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { timeComingBack } from './comeBack';
import { menuClick, watchClicks } from './menuClick';
import { freePort, startUntilReady, stopGroup } from './processes';

const other = process.env.BENCH_AB_OTHER;
if (!other) throw new Error('BENCH_AB_OTHER: the other checkout (built) to compare with');
const ROUNDS = Number(process.env.BENCH_AB_ROUNDS ?? 10);
const CLICK = process.env.BENCH_AB_CLICK ?? 'volta';
if (CLICK !== 'volta' && CLICK !== 'menu') throw new Error('BENCH_AB_CLICK: volta or menu');
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
    // And categories for the menu's list (the demo has five).
    await fetch(`${base}/api/categories`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: `Categoria de teste ${i + 1}` }) });
  }
  return { base, token, child, dataDir };
}

/**
 * Opens the outdoors list, waits until it is the app's own; then opens its first record and comes back (ms to its
 * rows drawn again), or clicks the menu's Categorias (ms from the mousedown to 10 of its rows).
 */
async function timeClick(browser: Browser, base: string, token: string): Promise<number> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: 'token', value: token, url: base }]);
    const page = await context.newPage();
    await watchClicks(page);
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(`${base}/app/outdoors?limit=${LIMIT}`);
    await page.waitForFunction((n) => [...document.querySelectorAll('tbody tr')].filter((tr) => tr.checkVisibility()).length >= n && !document.querySelector('[data-painel-first-page]'), LIMIT, { polling: 100, timeout: 60_000 });
    if (CLICK === 'menu') {
      await page.waitForTimeout(1000);
      return await menuClick(page, 'painel', 'categories', LIMIT);
    }
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
    for (const build of (round % 2 ? ['outro', 'este'] : ['este', 'outro']) as Build[]) times[build].push(await timeClick(browser, servers[build].base, servers[build].token));
} finally {
  await browser.close();
  for (const s of Object.values(servers)) {
    await stopGroup(s.child);
    rmSync(s.dataDir, { recursive: true, force: true });
  }
}
const cell = (xs: number[]) => `${median(xs).toFixed(0)} [${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}]`;
const what = CLICK === 'menu' ? 'Menu → Categorias, lista não visitada (10 linhas, 4× CPU), ms do clique às linhas' : 'Volta à lista (10 linhas, 4× CPU), ms até as linhas';
console.log(`${what}, mediana [mín–máx] de ${ROUNDS} rodadas alternadas:`);
console.log(`  este checkout (${builds.este}): ${cell(times.este)}`);
console.log(`  outro (${builds.outro}): ${cell(times.outro)}`);
const won = times.este.filter((t, i) => t < times.outro[i]).length;
console.log(`  este ÷ outro: ${(median(times.este) / median(times.outro)).toFixed(2)} (este mais rápido em ${won} de ${ROUNDS})`);
