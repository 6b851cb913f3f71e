// `npm run bench`, the home page's panels (issue 46): the demo data, the home page opened in Chromium with the CPU
// slowed 4× (CDP Emulation.setCPUThrottlingRate); the time from navigation to the first panel with numbers drawn
// (its figure, chart or list: data-state="drawn"), against ≤ 1 s, and to every panel drawn. Also what the chart
// library weighs: the chart chunk (dist/assets/PanelChart-*.js) gzipped, against ≤ 60 kB, and whether the page
// asked for it only when it draws a chart. The compiled server (build/server, after `vite build`) in its own
// process on PGlite with SEED_DEMO. BENCH_HOME_RUNS sets the runs (default 5), medians printed. A panel the server
// drew into the page counts as drawn (it is what the person sees); the time the app has drawn a panel of its own
// over it (usable, no longer inert) is printed beside it. BENCH_AB_OTHER: another checkout (built with
// `npm run build`) served too, the two visited in interleaved rounds, medians of each and their ratio.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildServer } from '../serverBundle.mjs';
import { startServer, stopGroup } from './processes';
import { signInToken } from './signIn';
import { median } from './stats';
import { printSelfTimes, type CpuProfile } from './cpuProfile';

const TARGET_MS = 1000;
const CHART_TARGET_KB = 60;
const RATE = 4;
const RUNS = Number(process.env.BENCH_HOME_RUNS ?? 5);
/** BENCH_HOME_WATERFALL=1: also print the last run's requests (scripts and calls) and paints, to see where the wait is. */
const WATERFALL = process.env.BENCH_HOME_WATERFALL === '1';
/** BENCH_HOME_PROFILE=1: also print where the last run's main thread spent its time, by script and by function (CDP Profiler). */
const PROFILE = process.env.BENCH_HOME_PROFILE === '1';

const EMAIL = 'admin@painel.local';
const PASSWORD = 'senha-do-bench-1';
const ASSETS = resolve(import.meta.dirname, '../../../dist/assets');

/** The chart chunk's gzip copy (the build writes one beside each script), in kB. */
function chartChunkKb(): number {
  const gz = readdirSync(ASSETS).find((f) => /^PanelChart-.*\.js\.gz$/.test(f));
  if (!gz) throw new Error(`nenhum PanelChart-*.js.gz em ${ASSETS}: rode vite build antes`);
  return statSync(join(ASSETS, gz)).size / 1024;
}

interface Paint {
  /** Navigation to the first panel with numbers drawn (by the server, in the page, or by the app). */
  first: number;
  /** Navigation to the first panel with numbers the app itself drew (over the server's page, if it came drawn). */
  appFirst: number;
  /** Navigation to every panel with numbers drawn (or failed). */
  all: number;
  panels: number;
  /** The page asked for the chart chunk. */
  chartAsked: boolean;
  /** It draws a chart panel. */
  chartDrawn: boolean;
  /**
   * When the page asked for its panels (painel.dashboard), when they arrived (with the first panels' numbers), and
   * when the first panel's own numbers call (painel.panel, the panels after those) had arrived.
   */
  dashboardAsked: number;
  dashboardIn: number;
  numbersIn: number;
  /** Each request and paint of the page: what, from and to (ms after navigation). */
  waterfall: { name: string; start: number; end: number }[];
  profile?: CpuProfile;
}

/** How many panels with numbers the home page draws for this person (the page may draw the later ones a moment after the first). */
async function panelsWithNumbers(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/painel/dashboard`, { headers: { Authorization: `Bearer ${token}` } });
  const { panels } = (await res.json()) as { panels: { kind: string }[] };
  return panels.filter((p) => !['counts', 'latestChanges', 'backups'].includes(p.kind)).length;
}

async function paint(browser: Browser, base: string, token: string, rate: number, expected: number): Promise<Paint> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: 'token', value: token, url: base }]);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    let chartAsked = false;
    page.on('request', (r) => void (/\/assets\/PanelChart-/.test(r.url()) && (chartAsked = true)));
    // Watched from the page's first frame (performance.now() counts from navigation): the frame the first panel is
    // drawn in, and the one where none is loading any more.
    await page.addInitScript(`(() => {
      const look = () => {
        const panels = [...document.querySelectorAll('[data-panel]')];
        const drawn = panels.filter((p) => p.dataset.state === 'drawn');
        if (window.__firstAt === undefined && drawn.length) window.__firstAt = performance.now();
        if (window.__appFirstAt === undefined && drawn.some((p) => !p.closest('[data-painel-first-page]'))) window.__appFirstAt = performance.now();
        if (window.__allAt === undefined && panels.length >= ${expected} && panels.every((p) => p.dataset.state !== 'loading')) { window.__allAt = performance.now(); window.__panels = panels.length; }
        if (window.__allAt === undefined || window.__appFirstAt === undefined) requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    })();`);
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${base}/app`, { waitUntil: 'commit' });
    const watched = await page.waitForFunction(() => {
      const w = window as unknown as { __firstAt?: number; __appFirstAt?: number; __allAt?: number; __panels?: number };
      return w.__allAt !== undefined && w.__appFirstAt !== undefined && { first: w.__firstAt ?? w.__allAt, appFirst: w.__appFirstAt ?? w.__allAt, all: w.__allAt, panels: w.__panels ?? 0 };
    }, null, { timeout: 120_000, polling: 100 });
    const { first, appFirst, all, panels } = (await watched.jsonValue()) as { first: number; appFirst: number; all: number; panels: number };
    const profile = PROFILE ? ((await cdp.send('Profiler.stop')).profile as unknown as CpuProfile) : undefined;
    // A chart panel with its numbers has "Ver tabela" (its drawing may still be on its way).
    // Where the wait is: the app's own start before the panels are asked for, or their numbers.
    const { dashboardAsked, dashboardIn, numbersIn } = await page.evaluate(() => {
      const calls = performance.getEntriesByType('resource').filter((e) => /\/api\/painel\/dashboard/.test(e.name)) as PerformanceResourceTiming[];
      const list = calls.find((e) => /\/dashboard(\?|$)/.test(e.name));
      const numbers = calls.filter((e) => e !== list).map((e) => e.responseEnd);
      return { dashboardAsked: list?.startTime ?? NaN, dashboardIn: list?.responseEnd ?? NaN, numbersIn: numbers.length ? Math.min(...numbers) : NaN };
    });
    const chartDrawn = (await page.getByRole('button', { name: 'Ver tabela' }).count()) > 0;
    const waterfall = await page.evaluate(() => [
      { name: 'documento', start: 0, end: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).responseEnd },
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
      ...performance.getEntriesByType('paint').map((e) => ({ name: e.name, start: e.startTime, end: e.startTime })),
    ]);
    return { first, appFirst, all, panels, chartAsked, chartDrawn, dashboardAsked, dashboardIn, numbersIn, waterfall, profile };
  } finally {
    await context.close();
  }
}


const spread = (xs: number[]) => `${median(xs).toFixed(0)} ms [${xs.map((x) => x.toFixed(0)).join(', ')}]`;

if (process.env.BENCH_AB_OTHER) {
  await buildServer();
  const here = mkdtempSync(join(tmpdir(), 'painel-bench-home-'));
  const este = await startServer({ DATA_DIR: here, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'true' });
  const outroDir = mkdtempSync(join(tmpdir(), 'painel-bench-home-ab-'));
  const outro = await startServer({ DATA_DIR: outroDir, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'true' }, [], resolve(process.env.BENCH_AB_OTHER));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const builds = { este: { base: este.url, token: '', expected: 0, runs: [] as Paint[] }, outro: { base: outro.url, token: '', expected: 0, runs: [] as Paint[] } };
    for (const b of Object.values(builds)) {
      b.token = await signInToken(b.base, EMAIL, PASSWORD);
      b.expected = await panelsWithNumbers(b.base, b.token);
      await paint(browser, b.base, b.token, 1, b.expected);
    }
    // Interleaved, the order alternating each round: the neighbours' load falls on both alike.
    for (let i = 0; i < RUNS; i++) for (const name of (i % 2 ? ['outro', 'este'] : ['este', 'outro']) as (keyof typeof builds)[]) builds[name].runs.push(await paint(browser, builds[name].base, builds[name].token, RATE, builds[name].expected));
    console.log(`Página inicial lado a lado: este checkout e ${process.env.BENCH_AB_OTHER}; CPU ${RATE}×, ${RUNS} rodadas intercaladas`);
    for (const [name, b] of Object.entries(builds)) console.log(`${name}: primeiro painel ${spread(b.runs.map((r) => r.first))}; o do app ${spread(b.runs.map((r) => r.appFirst))}; todos ${median(b.runs.map((r) => r.all)).toFixed(0)} ms`);
    const ratio = (pick: (r: Paint) => number) => (median(builds.este.runs.map(pick)) / median(builds.outro.runs.map(pick))).toFixed(2);
    console.log(`este ÷ outro: primeiro painel ${ratio((r) => r.first)}×, o do app ${ratio((r) => r.appFirst)}×, todos ${ratio((r) => r.all)}×`);
  } finally {
    await browser.close();
    await stopGroup(este.child);
    await stopGroup(outro.child);
    rmSync(here, { recursive: true, force: true });
    rmSync(outroDir, { recursive: true, force: true });
  }
  process.exit(0);
}

await buildServer();
const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-home-'));
const { child, url: base } = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'true' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const signIn = await fetch(`${base}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const { token } = (await signIn.json()) as { token: string };
  // One visit first, unmeasured: the server's first reads and its compiled queries.
  const expected = await panelsWithNumbers(base, token);
  await paint(browser, base, token, 1, expected);
  const runs: Paint[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await paint(browser, base, token, RATE, expected));
  const first = median(runs.map((r) => r.first));
  const all = median(runs.map((r) => r.all));
  const kb = chartChunkKb();
  const only = runs.every((r) => r.chartAsked === r.chartDrawn);
  console.log(`Página inicial: dados de demonstração, ${runs[0].panels} painéis com números, CPU ${RATE}×; mediana de ${RUNS}`);
  console.log(`primeiro painel ${first.toFixed(0)} ms [${runs.map((r) => r.first.toFixed(0)).join(', ')}] (alvo ≤ ${TARGET_MS} ms ${first <= TARGET_MS ? 'OK' : 'ACIMA'}); o primeiro desenhado pelo app ${spread(runs.map((r) => r.appFirst))}; todos ${all.toFixed(0)} ms; painéis pedidos aos ${median(runs.map((r) => r.dashboardAsked)).toFixed(0)} ms, recebidos (com os números dos primeiros) aos ${median(runs.map((r) => r.dashboardIn)).toFixed(0)} ms, números dos outros recebidos a partir de ${median(runs.map((r) => r.numbersIn)).toFixed(0)} ms`);
  if (WATERFALL) for (const w of runs[runs.length - 1].waterfall.sort((a, b) => a.start - b.start)) console.log(`  ${w.start.toFixed(0).padStart(5)}–${w.end.toFixed(0).padEnd(5)} ${w.name}`);
  const last = runs[runs.length - 1];
  if (last.profile) printSelfTimes(last.profile, last.first, 'tempo próprio da última visita até o primeiro painel');
  console.log(`gráficos: ${kb.toFixed(1)} kB gzip (alvo ≤ ${CHART_TARGET_KB} kB ${kb <= CHART_TARGET_KB ? 'OK' : 'ACIMA'}); pedido ${only ? 'só quando um gráfico é desenhado OK' : 'sem gráfico na página ACIMA'}`);
} finally {
  await browser.close();
  await stopGroup(child);
  rmSync(dataDir, { recursive: true, force: true });
}
