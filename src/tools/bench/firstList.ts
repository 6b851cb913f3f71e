// `npm run bench`, last part: the first visit to a list, Painel against a minimal react-admin app (the anchor,
// src/tools/bench/anchor: same React, MUI and Vite, reading the same API), side by side in one run.
// One local front serves both apps' built scripts and styles alike (precompressed, straight from their build
// folders); Painel's pages and the API come from Painel's server behind it.
// Each run: a fresh browser context (empty cache), the session already there (Painel's cookie, the anchor's
// localStorage token), CPU throttled by Chromium (1× and 4×); the time from navigation to the first row's text,
// then the time to draw the list again coming back to it from one of its records; the same with 50 rows a page.
import type { Browser } from 'playwright-core';
import { printBundleSizes } from '../bundleSize';
import { timeComingBack } from './comeBack';
import { anchorSizes, startSideBySide } from './sideBySide';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const RATES = [1, 4];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

interface Visit {
  /** From navigation to the first row drawn, in an empty context. */
  first: number;
  /**
   * From navigation to a list that answers clicks: Painel's rows may come drawn by the server, before any script
   * (then this is when the app has drawn over them); react-admin's are its app's from the start.
   */
  ready: number;
  /** Back to the list from one of its records (history.back(), the app's own router): to its first row drawn again. */
  revisit: number;
}

/**
 * A fresh context (empty cache) with the session there and the CPU throttled, its page opening the list of
 * outdoors at `limit` rows a page, watched from its first frame (in the page, an init script before any of the
 * page's own): `__rowsAt`, the frame the rows are first drawn in, and `__readyAt`, the first one where they are the
 * app's own. Rows on screen with a text cell, as both apps draw them (Painel's first column is the picture).
 * (Asked from outside, after navigation, the question itself waits for the page's scripts to let go of the main thread.)
 */
async function openList(browser: Browser, base: string, app: 'painel' | 'anchor', token: string, rate: number, limit: number) {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  if (app === 'painel') await context.addCookies([{ name: 'token', value: token, url: base }]);
  else await context.addInitScript((t) => localStorage.setItem('token', t), token);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(`(() => {
      const look = () => {
        const rows = [...document.querySelectorAll('tbody tr')].filter((tr) => tr.checkVisibility() && [...tr.querySelectorAll('td')].some((td) => /\\p{L}{3}/u.test(td.textContent ?? ''))).length;
        if (rows >= ${limit} && window.__rowsAt === undefined) window.__rowsAt = performance.now();
        if (rows >= ${limit} && !document.querySelector('[data-painel-first-page]')) window.__readyAt = performance.now();
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    })();`);
  await page.goto(app === 'painel' ? `${base}/app/outdoors?limit=${limit}` : `${base}/anchor/#/outdoors?perPage=${limit}`, { waitUntil: 'commit' });
  return { context, page };
}

async function visit(browser: Browser, base: string, app: 'painel' | 'anchor', token: string, rate: number, limit: number, recordId: string): Promise<Visit> {
  const { context, page } = await openList(browser, base, app, token, rate, limit);
  try {
    const watched = await page.waitForFunction(() => {
      const w = window as unknown as { __rowsAt?: number; __readyAt?: number };
      return w.__readyAt !== undefined && { first: w.__rowsAt!, ready: w.__readyAt };
    }, null, { timeout: 120_000, polling: 100 });
    const { first, ready } = (await watched.jsonValue()) as { first: number; ready: number };
    // Open the first record as a person would (Painel: its "Editar" link; react-admin: its edit route), wait
    // until the list is off screen, then come back.
    if (app === 'painel') await page.locator('tbody tr').first().getByRole('link', { name: /^Editar / }).click();
    else await page.evaluate((id) => (location.hash = `#/outdoors/${encodeURIComponent(id)}`), recordId);
    return { first, ready, revisit: await timeComingBack(page, limit) };
  } finally {
    await context.close();
  }
}

/**
 * The first visit's first click: the first row opened the moment the rows are seen (Painel's "Editar" link, on the
 * server's page if that is what is on screen: the app follows it when it is there; react-admin's row), from
 * navigation to the record's name in the form's field. `pressMs` 0 clicks in one step, as a script does; otherwise
 * the button is held that long, as a person's press is (about 100 ms), the same for both apps.
 */
async function firstClick(browser: Browser, base: string, app: 'painel' | 'anchor', token: string, rate: number, limit: number, pressMs: number): Promise<{ ms: number; answers: number; again: boolean }> {
  const { context, page } = await openList(browser, base, app, token, rate, limit);
  try {
    await page.waitForFunction(() => (window as unknown as { __rowsAt?: number }).__rowsAt !== undefined, null, { timeout: 120_000, polling: 'raf' });
    // Where a person's pointer goes, read in one step (a locator's click would wait for a target that takes pointer
    // events: an inert page's does not).
    const click = async () => {
      const target = await page.evaluate((painel) => {
        const row = [...document.querySelectorAll('tbody tr')].find((tr) => tr.checkVisibility() && [...tr.querySelectorAll('td')].some((td) => /\p{L}{3}/u.test(td.textContent ?? '')))!;
        const link = painel ? row.querySelector<HTMLElement>('a[aria-label^="Editar "]')! : [...row.querySelectorAll('td')].find((td) => /\p{L}{3}/u.test(td.textContent ?? ''))!;
        const box = link.getBoundingClientRect();
        const name = painel ? link.getAttribute('aria-label')!.replace(/^Editar /, '') : link.textContent!.trim();
        return { x: box.x + box.width / 2, y: box.y + box.height / 2, name };
      }, app === 'painel');
      if (pressMs === 0) await page.mouse.click(target.x, target.y);
      else {
        await page.mouse.move(target.x, target.y);
        await page.mouse.down();
        await new Promise((r) => setTimeout(r, pressMs));
        await page.mouse.up();
      }
      return target.name;
    };
    // Seen (on Painel, the server's drawing of the form counts: inert, it is on screen), then answering: the app's own
    // form, which takes typing.
    const opened = (name: string, timeout: number, answering = false) =>
      page
        .waitForFunction(
          ({ value, answering }) =>
            [...document.querySelectorAll('form input')].some((i) => (i as HTMLInputElement).value === value && i.checkVisibility() && !(answering && i.closest('[inert]'))) && performance.now(),
          { value: name, answering },
          { timeout, polling: 'raf' },
        )
        .then(async (handle) => (await handle.jsonValue()) as number);
    let name = await click();
    // A click that opened nothing in 10 s is made again, as a person would: counted, and timed from navigation still.
    let ms = await opened(name, 10_000).catch(() => undefined);
    const again = ms === undefined;
    if (ms === undefined) ms = await opened((name = await click()), 60_000);
    return { ms, answers: await opened(name, 60_000, true), again };
  } finally {
    await context.close();
  }
}

/** Enough outdoors for a page of 50 (the demo has a few): made through the API, as a person would. One's id. */
async function enoughOutdoors(base: string, token: string, count: number): Promise<string> {
  const { total } = (await (await fetch(`${base}/api/outdoors?limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { total: number };
  for (let i = total; i < count; i++) {
    const form = new FormData();
    form.set('name', `Outdoor de teste ${i + 1}`);
    form.set('location', `Av. Paulista, ${1000 + i}`);
    form.set('latitude', String(-23.56 + i / 1000));
    form.set('longitude', String(-46.65 - i / 1000));
    const res = await fetch(`${base}/api/outdoors`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
    if (!res.ok) throw new Error(`outdoor ${i}: ${res.status} ${await res.text()}`);
  }
  const { data } = (await (await fetch(`${base}/api/outdoors?limit=1`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: { id: string }[] };
  return data[0].id;
}

/** The first clicks timed: key, rows a page, how long the button is held (0: one step, as a script clicks). */
const FIRST_CLICKS = [
  ['click', 10, 0],
  ['fifty-click', 50, 0],
  ['press', 10, 90],
  ['fifty-press', 50, 90],
] as const;

const { base, token, browser, close } = await startSideBySide();
try {
  const recordId = await enoughOutdoors(base, token, 60);
  const times: Record<string, number[]> = {};
  const note = (key: string, ms: number) => (times[key] ??= []).push(ms);
  /** The first clicks that opened nothing and were made again. */
  const clickedAgain: string[] = [];
  for (let run = 0; run < RUNS; run++)
    for (const rate of RATES)
      for (const app of ['painel', 'anchor'] as const) {
        const ten = await visit(browser, base, app, token, rate, 10, recordId);
        note(`${app} ${rate} first`, ten.first);
        note(`${app} ${rate} ready`, ten.ready);
        note(`${app} ${rate} revisit`, ten.revisit);
        const fifty = await visit(browser, base, app, token, rate, 50, recordId);
        note(`${app} ${rate} fifty`, fifty.first);
        note(`${app} ${rate} fifty-ready`, fifty.ready);
        note(`${app} ${rate} fifty-revisit`, fifty.revisit);
        for (const [key, rows, pressMs] of FIRST_CLICKS) {
          const { ms, answers, again } = await firstClick(browser, base, app, token, rate, rows, pressMs);
          note(`${app} ${rate} ${key}`, ms);
          note(`${app} ${rate} ${key}-answers`, answers);
          if (again) clickedAgain.push(`${app} ${rate}× ${rows} linhas${pressMs ? `, apertado ${pressMs} ms` : ''}`);
        }
      }

  printBundleSizes();
  const anchor = anchorSizes();
  console.log(`react-admin 5.15 (âncora): página de entrada ${kb(anchor.signIn)} gzip, app inteiro ${kb(anchor.whole)} gzip`);
  const cell = (xs: number[]) => `${median(xs).toFixed(0)} [${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}]`;
  const cases: [string, string][] = [
    ['first', 'Primeira visita a uma lista (/outdoors, 10 linhas), ms até a primeira linha (alvo ≤ 0,6× react-admin)'],
    ['ready', 'Primeira visita, 10 linhas, ms até a lista responder a cliques (no Painel, o app desenhou sobre a página que o servidor desenhou)'],
    ['revisit', 'Volta à lista já visitada (de um registro, com history.back()), ms até a primeira linha (alvo ≤ 150 ms em toda rodada)'],
    ['fifty', 'Primeira visita, 50 linhas por página, ms até a 50ª linha (alvo ≤ 0,6× react-admin)'],
    ['fifty-ready', 'Primeira visita, 50 linhas, ms até a lista responder a cliques'],
    ['fifty-revisit', 'Volta à lista de 50 linhas, ms até a 50ª linha'],
    ['click', 'Primeira visita, 10 linhas: o primeiro registro aberto assim que as linhas aparecem, ms da navegação ao formulário com o nome (alvo ≤ 0,6× react-admin)'],
    ['fifty-click', 'Primeira visita, 50 linhas: o mesmo clique, ms da navegação ao formulário (alvo ≤ 0,6× react-admin)'],
    ['press', 'Primeira visita, 10 linhas: o mesmo registro aberto com o botão apertado 90 ms, como uma pessoa aperta, ms da navegação ao formulário com o nome (alvo ≤ 0,6× react-admin)'],
    ['fifty-press', 'Primeira visita, 50 linhas: o mesmo clique apertado 90 ms, ms da navegação ao formulário (alvo ≤ 0,6× react-admin)'],
    ['click-answers', 'Primeira visita, 10 linhas, o mesmo clique: ms da navegação ao formulário que responde (no Painel, o do app, não o desenho do servidor; sem alvo)'],
    ['fifty-click-answers', 'Primeira visita, 50 linhas, o mesmo clique: ms da navegação ao formulário que responde (sem alvo)'],
  ];
  // The cases whose target is a ratio to react-admin's time: each row says whether it is met.
  const ratioTargets = new Set(['first', 'fifty', 'click', 'fifty-click', 'press', 'fifty-press']);
  for (const [key, title] of cases) {
    console.log(`\n### ${title}; mediana [mín–máx] de ${RUNS}`);
    console.log('| CPU | Painel | react-admin | Painel ÷ react-admin |');
    console.log('|---|---|---|---|');
    for (const rate of RATES) {
      const p = times[`painel ${rate} ${key}`];
      const a = times[`anchor ${rate} ${key}`];
      const ratio = median(p) / median(a);
      const met = ratioTargets.has(key)
        ? (ratio <= 0.6 ? ' (alvo cumprido)' : ' (alvo não cumprido)')
        : key === 'revisit'
          ? (Math.max(...p) <= 150 ? ' (alvo cumprido: ≤ 150 ms em toda rodada)' : ' (alvo não cumprido)')
          : '';
      console.log(`| ${rate}× | ${cell(p)} | ${cell(a)} | ${ratio.toFixed(3)}${met} |`);
    }
  }
  console.log(`\nPrimeiros cliques que não abriram nada em 10 s e foram repetidos: ${clickedAgain.length ? clickedAgain.join('; ') : 'nenhum'}`);
} finally {
  await close();
}
