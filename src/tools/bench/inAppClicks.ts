// `npm run bench`, after firstList: clicks inside the app, Painel against the minimal react-admin app (the anchor),
// side by side in one run (issue 47). 2,000 categories, made through the API. Each round, for each
// app and CPU rate, in a fresh browser context with the session there: the outdoors list opened by its address, then
//   (a) the menu link to Categorias, a list not yet visited: the pointer on the link 100 ms before the click (as a
//       quick person's), click → 10 of its rows on screen;
//   (b) the menu to Outdoors, then the menu back to Categorias (visited before, via another list): click → 10 rows;
//   (c) a category opened from the list (click → its form ready, the name in its field), its name changed and saved
//       (click → the list again, with the success toast).
// Times by the page's own clock: from the click's mousedown to the frame where the condition holds.
import type { Browser } from 'playwright-core';
import { median } from './stats';
import { startSideBySide } from './sideBySide';
import { menuClick, untilRows, watchClicks, type App } from './menuClick';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const RATES = [4, 1];

interface Round {
  unvisited: number;
  visited: number;
  open: number;
  save: number;
}

async function round(browser: Browser, base: string, token: string, app: App, rate: number, n: number): Promise<Round> {
  const context = await browser.newContext({ locale: 'pt-BR', viewport: { width: 1280, height: 800 } });
  try {
    if (app === 'painel') await context.addCookies([{ name: 'token', value: token, url: base }]);
    else await context.addInitScript((t) => localStorage.setItem('token', t), token);
    const page = await context.newPage();
    await watchClicks(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    await page.goto(app === 'painel' ? `${base}/app/outdoors` : `${base}/anchor/#/outdoors`);
    // The first list drawn by the app itself (Painel's server-drawn page replaced), then a moment as a person's.
    await page.waitForFunction(() => document.querySelectorAll('tbody tr').length > 0 && !document.querySelector('[data-painel-first-page]'), null, { timeout: 60_000 });
    await page.waitForTimeout(1000);
    const unvisited = await menuClick(page, app, 'categories');
    await menuClick(page, app, 'outdoors', 2);
    const visited = await menuClick(page, app, 'categories');
    // (c) The first category: Painel's row has an "Editar …" link, react-admin's row opens on a click.
    const row = page.locator('tbody tr').filter({ visible: true }).first();
    const name = (await row.locator('td').filter({ hasText: /\p{L}{3}/u }).first().textContent())!.trim();
    await (app === 'painel' ? row.getByRole('link', { name: /^Editar / }) : row.locator('td').filter({ hasText: name }).first()).click();
    const formReady = await page.waitForFunction(
      (value) => {
        const w = window as unknown as { __clickAt: number };
        const ready = [...document.querySelectorAll('form input')].some((i) => (i as HTMLInputElement).value === value && i.checkVisibility());
        return ready && performance.now() - w.__clickAt;
      },
      name,
      { timeout: 60_000, polling: 'raf' },
    );
    const open = (await formReady.jsonValue()) as number;
    const field = page.locator('form input').filter({ visible: true }).first();
    const save = page.getByRole('button', { name: /^(Salvar|Save)$/ });
    // A name not given before (both apps, at each rate and round, rename the same first category).
    // react-admin may draw its form again once more after it is filled (its record read again): filled until it counts.
    for (let tries = 0; tries < 20 && !(await save.isEnabled()); tries++) {
      await field.fill('');
      await field.pressSequentially(`${name.replace(/ · .*$/, '')} · ${app} ${rate}× ${n}`);
      await page.waitForTimeout(200);
    }
    // The form has no rows: any list rows on screen are the list's again (Painel's may be the very ones it kept).
    await page.evaluate(() => delete (window as unknown as { __old?: unknown }).__old);
    await save.click();
    const saved = await untilRows(page, 10, /atualizada com sucesso|Element updated/);
    return { unvisited, visited, open, save: saved };
  } finally {
    await context.close();
  }
}

/** `count` more of a resource's records (beside the demo's), made through the API in a few parallel streams. */
async function seed(base: string, token: string, resource: string, count: number) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let next = 0;
  const stream = async () => {
    while (next < count) {
      const i = ++next;
      const res = await fetch(`${base}/api/${resource}`, { method: 'POST', headers, body: JSON.stringify({ name: `${'Categoria'} ${String(i).padStart(4, '0')}` }) });
      if (!res.ok) throw new Error(`${resource} ${i}: ${res.status} ${await res.text()}`);
    }
  };
  await Promise.all(Array.from({ length: 8 }, stream));
}

const { base, token, browser, close } = await startSideBySide();
try {
  await seed(base, token, 'categories', 2000);
  const times: Record<string, number[]> = {};
  const note = (key: string, ms: number) => (times[key] ??= []).push(ms);
  // Rounds interleaved: each app in turn, at each rate, so a slow moment of the machine falls on both.
  for (let n = 0; n < RUNS; n++)
    for (const rate of RATES)
      for (const app of ['painel', 'anchor'] as const) {
        const r = await round(browser, base, token, app, rate, n);
        for (const [k, v] of Object.entries(r)) note(`${app} ${rate} ${k}`, v);
      }

  const cell = (xs: number[]) => `${median(xs).toFixed(0)} [${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)}]`;
  const met = (ok: boolean) => (ok ? 'atingido' : 'NÃO atingido');
  console.log(`\n### Cliques dentro do app, Painel × react-admin 5.15 (2.000 categorias); mediana [mín–máx] de ${RUNS}, ms`);
  console.log('| clique | CPU | Painel | react-admin | Painel ÷ react-admin | alvo | |');
  console.log('|---|---|---|---|---|---|---|');
  const row = (title: string, key: keyof Round, rate: number, target: string, ok: (p: number[], ratio: number) => boolean) => {
    const p = times[`painel ${rate} ${key}`];
    const a = times[`anchor ${rate} ${key}`];
    const ratio = median(p) / median(a);
    console.log(`| ${title} | ${rate}× | ${cell(p)} | ${cell(a)} | ${ratio.toFixed(3)} | ${target} | ${met(ok(p, ratio))} |`);
  };
  row('menu → lista não visitada (ponteiro 100 ms antes), 10 linhas', 'unvisited', 4, '≤ 0,6×', (_, r) => r <= 0.6);
  row('menu → lista não visitada (ponteiro 100 ms antes), 10 linhas', 'unvisited', 1, '≤ 100 ms', (p) => median(p) <= 100);
  row('menu → lista já visitada (via outra lista), 10 linhas', 'visited', 4, '≤ 150 ms em toda rodada', (p) => Math.max(...p) <= 150);
  row('abrir um registro da lista → formulário pronto', 'open', 4, '≤ 0,6×', (_, r) => r <= 0.6);
  row('Salvar → lista de novo, com o aviso', 'save', 4, '≤ 0,6×', (_, r) => r <= 0.6);
} finally {
  await close();
}
