// `npm run bench`, the lists' map (issue 44): 10,000 outdoors with coordinates, the outdoors list opened on its "Mapa"
// layout in Chromium with the CPU slowed 4× (CDP Emulation.setCPUThrottlingRate), map tiles refused (as a closed
// network refuses them); the time from navigation to the first marker or cluster drawn, against ≤ 1.5 s. Also when
// the line "10.000 outdoors no mapa" appears (points fetched and read), and what the points weighed on the wire.
// The compiled server (build/server, after `vite build`) in its own process on PGlite, the outdoors imported in
// one file. BENCH_MAP_RUNS sets the runs (default 5), medians printed; BENCH_MAP_RATES the CPU rates (default 4);
// BENCH_MAP_PROFILE=1 also prints where the last run's main thread spent its time until the first marker, and its requests.
// A marker the server drew into the page counts as drawn (it is what the person sees); the first one the app drew
// itself (usable: the drawn page is inert) is printed beside it. BENCH_AB_OTHER: another checkout (built with
// `npx vite build && node src/tools/buildServer.mjs`) served too, the two visited in interleaved rounds (the order
// alternating each round), medians of each and their ratio.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { buildServer } from '../serverBundle.mjs';
import { startServer, stopGroup } from './processes';
import { signInToken } from './signIn';
import { printSelfTimes, type CpuProfile } from './cpuProfile';

const OUTDOORS = 10_000;
const TARGET_MS = 1500;
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 5);
const RATES = (process.env.BENCH_MAP_RATES ?? '4').split(',').map(Number);
const PROFILE = process.env.BENCH_MAP_PROFILE === '1';
const EMAIL = 'admin@painel.local';
const PASSWORD = 'senha-do-bench-1';

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs: number[]) => `${median(xs).toFixed(0)} ms [${xs.map((x) => x.toFixed(0)).join(', ')}]`;

/** 10,000 outdoors across Greater São Paulo and beyond, in one import (the commit is one transaction). */
async function importOutdoors(base: string, token: string) {
  const lines = ['Nome;Localização;Latitude;Longitude'];
  for (let i = 0; i < OUTDOORS; i++) {
    // A grid with a little jitter: crowds that cluster at the zoom that shows them all, apart when zoomed in.
    const lat = -23.9 + (i % 100) * 0.008 + ((i * 7919) % 13) / 10_000;
    const lng = -46.9 + Math.floor(i / 100) * 0.006 + ((i * 104729) % 17) / 10_000;
    lines.push(`Outdoor ${i + 1};Rua ${i + 1};"${lat.toFixed(5).replace('.', ',')}";"${lng.toFixed(5).replace('.', ',')}"`);
  }
  const form = new FormData();
  form.set('file', new Blob([`\uFEFF${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'outdoors.csv');
  const res = await fetch(`${base}/api/painel/import/outdoors`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  if (res.status !== 201) throw new Error(`importação: ${res.status} ${(await res.text()).slice(0, 500)}`);
}

interface Paint {
  /** Navigation to the first marker or cluster on the map (the server's drawn page's, or the app's). */
  marker: number;
  /** Navigation to the first marker or cluster the app drew itself (usable). */
  appMarker: number;
  /** Navigation to the line that says how many are on the map (the points fetched and read). */
  summary: number;
  /** The map call's bytes on the wire and its body's, when the page made it. */
  wire?: number;
  body?: number;
  profile?: CpuProfile;
  waterfall: { name: string; start: number; end: number }[];
}

async function paint(browser: Browser, base: string, token: string, rate: number): Promise<Paint> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies([{ name: 'token', value: token, url: base }]);
    await context.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.abort('failed'));
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const sizes = new Map<string, { url: string; body?: number; wire?: number }>();
    cdp.on('Network.responseReceived', (e) => sizes.set(e.requestId, { url: e.response.url }));
    cdp.on('Network.dataReceived', (e) => {
      const s = sizes.get(e.requestId);
      if (s) s.body = (s.body ?? 0) + e.dataLength;
    });
    cdp.on('Network.loadingFinished', (e) => {
      const s = sizes.get(e.requestId);
      if (s) s.wire = e.encodedDataLength;
    });
    // Watched from the page's first frame, in the page: the frame a marker or a cluster is first drawn in, and the
    // one where the count is said (performance.now() counts from navigation).
    await page.addInitScript(`(() => {
      const look = () => {
        if (window.__summaryAt === undefined && [...document.querySelectorAll('[role=status]')].some((e) => / no mapa/.test(e.textContent ?? ''))) window.__summaryAt = performance.now();
        const markers = [...document.querySelectorAll('.pigeon-click-block button')];
        if (window.__markerAt === undefined && markers.length) window.__markerAt = performance.now();
        if (markers.some((m) => !m.closest('[data-painel-first-page]'))) window.__appMarkerAt = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    })();`);
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
      await cdp.send('Profiler.start');
    }
    await page.goto(`${base}/app/outdoors?layout=mapa`, { waitUntil: 'commit' });
    const watched = await page.waitForFunction(() => {
      const w = window as unknown as { __markerAt?: number; __appMarkerAt?: number; __summaryAt?: number };
      return w.__appMarkerAt !== undefined && { marker: w.__markerAt ?? w.__appMarkerAt, appMarker: w.__appMarkerAt, summary: w.__summaryAt ?? w.__appMarkerAt };
    }, null, { timeout: 120_000, polling: 100 });
    const { marker, appMarker, summary } = (await watched.jsonValue()) as { marker: number; appMarker: number; summary: number };
    const profile = PROFILE ? ((await cdp.send('Profiler.stop')).profile as unknown as CpuProfile) : undefined;
    const waterfall = await page.evaluate(() => [
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({ name: new URL(e.name).pathname, start: e.startTime, end: e.responseEnd })),
      ...performance.getEntriesByType('paint').map((e) => ({ name: e.name, start: e.startTime, end: e.startTime })),
    ]);
    const text = await page.getByRole('status').filter({ hasText: 'no mapa' }).textContent();
    if (!text?.startsWith(`${OUTDOORS.toLocaleString('pt-BR')} outdoors no mapa`)) throw new Error(`o mapa diz "${text}"`);
    const call = [...sizes.values()].find((s) => /\/api\/painel\/map\/|\/api\/outdoors\/export/.test(s.url));
    return { marker, appMarker, summary, wire: call?.wire, body: call?.body, profile, waterfall };
  } finally {
    await context.close();
  }
}


if (process.env.BENCH_AB_OTHER) {
  await buildServer();
  const here = mkdtempSync(join(tmpdir(), 'painel-bench-map-'));
  const este = await startServer({ DATA_DIR: here, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'false' });
  const outroDir = mkdtempSync(join(tmpdir(), 'painel-bench-map-ab-'));
  const outro = await startServer({ DATA_DIR: outroDir, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'false' }, [], resolve(process.env.BENCH_AB_OTHER));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  const rate = RATES[0];
  try {
    const builds = { este: { base: este.url, token: '', runs: [] as Paint[] }, outro: { base: outro.url, token: '', runs: [] as Paint[] } };
    for (const b of Object.values(builds)) {
      b.token = await signInToken(b.base, EMAIL, PASSWORD);
      await importOutdoors(b.base, b.token);
      await paint(browser, b.base, b.token, 1);
    }
    // Interleaved, the order alternating each round: the neighbours' load falls on both alike.
    for (let i = 0; i < RUNS; i++) for (const name of (i % 2 ? ['outro', 'este'] : ['este', 'outro']) as (keyof typeof builds)[]) builds[name].runs.push(await paint(browser, builds[name].base, builds[name].token, rate));
    console.log(`Mapa lado a lado: este checkout e ${process.env.BENCH_AB_OTHER}; ${OUTDOORS.toLocaleString('pt-BR')} outdoors, CPU ${rate}×, ${RUNS} rodadas intercaladas`);
    for (const [name, b] of Object.entries(builds)) console.log(`${name}: primeiro marcador ${spread(b.runs.map((r) => r.marker))} (alvo ≤ ${TARGET_MS} ms); o do app ${spread(b.runs.map((r) => r.appMarker))}; "no mapa" ${median(b.runs.map((r) => r.summary)).toFixed(0)} ms`);
    const ratio = (pick: (r: Paint) => number) => (median(builds.este.runs.map(pick)) / median(builds.outro.runs.map(pick))).toFixed(2);
    console.log(`este ÷ outro: primeiro marcador ${ratio((r) => r.marker)}×, o do app ${ratio((r) => r.appMarker)}×`);
    for (const [name, b] of Object.entries(builds)) {
      const last = b.runs[b.runs.length - 1];
      if (last.profile) printSelfTimes(last.profile, last.appMarker, `${name}: tempo próprio da última visita até o primeiro marcador do app (${last.appMarker.toFixed(0)} ms)`);
    }
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
const dataDir = mkdtempSync(join(tmpdir(), 'painel-bench-map-'));
const { child, url: base } = await startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: EMAIL, ADMIN_PASSWORD: PASSWORD, SEED_DEMO: 'false' });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
try {
  const signIn = await fetch(`${base}/api/authentication`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: EMAIL, password: PASSWORD }) });
  const { token } = (await signIn.json()) as { token: string };
  await importOutdoors(base, token);
  // One visit first, unmeasured: the server's first read of the table and its compiled queries.
  await paint(browser, base, token, 1);
  console.log(`Mapa de uma lista: ${OUTDOORS.toLocaleString('pt-BR')} outdoors, /app/outdoors?layout=mapa, sem tiles; mediana de ${RUNS}`);
  for (const rate of RATES) {
    const runs: Paint[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await paint(browser, base, token, rate));
    const marker = median(runs.map((r) => r.marker));
    const summary = median(runs.map((r) => r.summary));
    const wire = runs[0].wire === undefined ? '' : `; os pontos: ${(runs[0].wire / 1024).toFixed(0)} kB na rede, ${((runs[0].body ?? 0) / 1024).toFixed(0)} kB lidos`;
    const all = runs.map((r) => r.marker.toFixed(0)).join(', ');
    console.log(
      `CPU ${rate}×: primeiro marcador ${marker.toFixed(0)} ms [${all}] (alvo ≤ ${TARGET_MS} ms${rate === 4 ? (marker <= TARGET_MS ? ' OK' : ' ACIMA') : ', a 4×'}); o primeiro desenhado pelo app ${spread(runs.map((r) => r.appMarker))}; "no mapa" ${summary.toFixed(0)} ms${wire}`,
    );
    const last = runs[runs.length - 1];
    if (last.profile) {
      for (const w of last.waterfall.sort((a, b) => a.start - b.start)) console.log(`  ${w.start.toFixed(0).padStart(5)}–${w.end.toFixed(0).padEnd(5)} ${w.name}`);
      printSelfTimes(last.profile, last.appMarker, `tempo próprio da última visita até o primeiro marcador do app (${last.appMarker.toFixed(0)} ms)`);
    }
  }
} finally {
  await browser.close();
  await stopGroup(child);
  rmSync(dataDir, { recursive: true, force: true });
}
