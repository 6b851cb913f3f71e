import type { Page } from '@playwright/test';
import { baseUrl, expect, test, tokenFor, unique } from './support/fixtures';
import { appDrawn, row } from './support/listHelpers';

// Opening a list with a session (a bookmark, a reload): the app's first requests leave before its code has
// run, and the first drawing of the page already has the rows.

/**
 * Holds every script but the entry's and the first steps' (boot, descriptors) until the returned function is
 * called, or 10 s: the page is the server's alone until then.
 */
async function holdAppScripts(page: Page, { everyScript = false } = {}): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(everyScript ? /\/app\/assets\/[^/]+\.js$/ : /\/app\/assets\/(?!(index|rolldown-runtime|boot|descriptors)-)[^/]+\.js$/, async (route) => {
    await Promise.race([held, new Promise((r) => setTimeout(r, 10_000))]);
    await route.continue();
  });
  return release;
}

test('the session and the list\'s first page are asked for while the app\'s code is still on its way; one request each', async ({ signedIn: page, api }) => {
  const u = unique();
  await api.post('/api/categories', { data: { name: `Primeira ${u}` } });
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith('/api/')) asked.push(`${pathname}${search}`);
  });
  // Held until both requests have been seen (or 10 s, and the test fails): no React, MUI or router code has run by then.
  const release = await holdAppScripts(page);
  await page.goto(`/app/categories?q=${u}`, { waitUntil: 'commit' });
  await expect.poll(() => asked, { timeout: 8_000 }).toEqual(expect.arrayContaining(['/api/session', `/api/categories?q=${u}&page=1&limit=10`]));
  release();
  await expect(row(page, `Primeira ${u}`)).toBeVisible();
  expect(asked.filter((a) => a.startsWith('/api/categories'))).toEqual([`/api/categories?q=${u}&page=1&limit=10`]);
  expect(asked.filter((a) => a === '/api/session')).toHaveLength(1);
});

test('the first drawing of a list has its rows: no "Verificando sessão", no skeleton before them', async ({ signedIn: page, api }) => {
  const u = unique();
  await api.post('/api/categories', { data: { name: `Desenho ${u}` } });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"][aria-label="Verificando sessão"]')) seen.push('checking');
      if (document.querySelector('.MuiSkeleton-root')) seen.push('skeleton');
      if (document.querySelector('tbody tr')) seen.push('rows');
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(`/app/categories?q=${u}`);
  await expect(row(page, `Desenho ${u}`)).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.filter((s) => s !== 'rows')).toEqual([]);
});

test('a list drawn by the server and scrolled before the app is there stays where it was scrolled when the app draws over it', async ({ signedIn: page, api }) => {
  const u = unique();
  for (let i = 1; i <= 50; i += 1) {
    const created = await api.post('/api/categories', { data: { name: `Rolada ${u} ${String(i).padStart(2, '0')}` } });
    expect(created.ok()).toBe(true);
  }
  // The app's code is held until the server's page has been scrolled.
  const release = await holdAppScripts(page);
  await page.setViewportSize({ width: 1280, height: 600 });
  await page.goto(`/app/categories?q=${u}&limit=50`, { waitUntil: 'commit' });
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(1);
  await expect(row(page, `Rolada ${u} 50`)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const scrolled = await page.evaluate(() => Math.round(window.scrollY));
  expect(scrolled).toBeGreaterThan(500);
  release();
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Editar Rolada ${u} 50` })).toBeVisible();
  // A frame later, still there: not put back at the top by the app's first render.
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  expect(await page.evaluate(() => Math.round(window.scrollY))).toBe(scrolled);
});

test('until the app draws, the page shows the teal loading bar; a session lookup that hangs still lets the app draw its "checking" step', async ({ signedIn: page }) => {
  // The session's answer is held for the whole test: the app draws after waiting at most 3 s. ("Minha conta": an
  // address the server does not draw; a list's or the home page's would come drawn.)
  await page.route('**/api/session', () => new Promise<void>(() => undefined));
  await page.goto('/app/account', { waitUntil: 'commit' });
  const bar = () => page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root || root.childElementCount) return null;
    const before = getComputedStyle(root, '::before');
    return { height: before.height, background: before.backgroundColor, position: before.position };
  });
  await expect.poll(bar).toEqual({ height: '3px', background: 'rgb(43, 172, 165)', position: 'fixed' });
  await expect(page.getByRole('progressbar', { name: 'Verificando sessão' })).toBeVisible({ timeout: 8_000 });
  expect(await bar()).toBeNull();
});

test.describe('a list drawn by the server, before any script', () => {
  test.use({ javaScriptEnabled: false });

  for (const scheme of ['light', 'dark'] as const) {
    test(`opened with a session, it is there with its rows, styled, in the system's scheme (${scheme})`, async ({ page, context, request, api }) => {
      const u = unique();
      await api.post('/api/categories', { data: { name: `Servidor ${u} <b>negrito</b> & cia` } });
      await context.addCookies([{ name: 'token', value: await tokenFor(request), url: baseUrl() }]);
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto(`/app/categories?q=${u}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
      // The value as typed, never as markup.
      await expect(row(page, `Servidor ${u} <b>negrito</b> & cia`)).toBeVisible();
      await expect(page.getByRole('link', { name: 'Nova categoria' })).toBeVisible();
      await expect(page.getByText('Linhas por página:')).toBeVisible();
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(scheme === 'light' ? 'rgb(245, 247, 247)' : 'rgb(16, 20, 20)');
      // Seen, not used: a click on a row's link there opens nothing (the app, once it has drawn, will).
      await expect(page.locator('[data-painel-first-page]')).toHaveAttribute('inert', '');
      const link = await row(page, `Servidor ${u}`).getByRole('link', { name: /^Editar / }).boundingBox();
      await page.mouse.click(link!.x + link!.width / 2, link!.y + link!.height / 2);
      await page.waitForTimeout(300);
      expect(new URL(page.url()).pathname).toBe('/app/categories');
      await page.screenshot({ path: `tests/e2e/artifacts/list-before-script-${scheme}.png` });
    });
  }
});

test('the app draws over the server\'s list without a blank moment, and the list then works as always', async ({ signedIn: page, api }) => {
  const u = unique();
  for (const n of [1, 2]) await api.post('/api/categories', { data: { name: `Tomada ${n} ${u}` } });
  // Every animation frame until the app's own list is there: the rows never leave the screen.
  await page.addInitScript(() => {
    const frames: number[] = [];
    (window as unknown as { frames: number[] }).frames = frames;
    const look = () => {
      frames.push(document.querySelectorAll('tbody tr').length);
      if (document.querySelector('[data-painel-first-page] tbody tr')) (window as unknown as { drawn: boolean }).drawn = true;
      // Until the page has all come (its head is sent first, the drawn list when it is ready) and the app has drawn over it.
      if (document.querySelector('[data-painel-first-page]') || document.readyState === 'loading' || frames.length < 5) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto(`/app/categories?q=${u}`);
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
  const frames = await page.evaluate(() => (window as unknown as { frames: number[] }).frames);
  // The server's rows were on screen, then the app's: no frame between them without rows.
  expect(await page.evaluate(() => (window as unknown as { drawn?: boolean }).drawn)).toBe(true);
  expect(frames.slice(frames.indexOf(2))).not.toContain(0);
  expect(frames).toContain(2);
  // The app's list: a click opens the record in place, without loading the page again.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await row(page, `Tomada 1 ${u}`).getByRole('link', { name: new RegExp(`^Editar Tomada 1 ${u}`) }).click();
  await expect(page.getByRole('textbox', { name: /Nome/ })).toHaveValue(`Tomada 1 ${u}`);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the home page comes drawn by the server with its panels\' numbers; the app draws over it with no skeleton between, and without errors', async ({ signedIn: page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  // Every animation frame until the app's own panels are there: how many panels show their numbers.
  await page.addInitScript(() => {
    const frames: number[] = [];
    (window as unknown as { frames: number[] }).frames = frames;
    const look = () => {
      frames.push(document.querySelectorAll('[data-panel][data-state="drawn"]').length);
      if (document.querySelector('[data-painel-first-page] [data-panel][data-state="drawn"]')) (window as unknown as { drawn: boolean }).drawn = true;
      if (document.querySelector('[data-painel-first-page]') || document.readyState === 'loading' || frames.length < 5) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  await page.goto('/app');
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { drawn?: boolean }).drawn)).toBe(true);
  const frames = await page.evaluate(() => (window as unknown as { frames: number[] }).frames);
  // The server's panels were on screen, then the app's: no frame between them without a panel's numbers.
  const first = frames.findIndex((n) => n > 0);
  expect(first).toBeGreaterThan(-1);
  expect(frames.slice(first)).not.toContain(0);
  // The app's own page: a chart drawn, its table a click away.
  await expect(page.locator('[data-panel] svg').first()).toBeVisible();
  await page.screenshot({ path: 'tests/e2e/artifacts/home-drawn-over.png' });
  expect(errors).toEqual([]);
});

test('a Tab pressed on the server\'s page, before the app is there, puts the focus on "Pular para o conteúdo" when the app draws over it', async ({ signedIn: page }) => {
  const release = await holdAppScripts(page);
  // The page's first steps follow the visitor from the moment they ask for the session.
  const firstSteps = page.waitForRequest('**/api/session');
  await page.goto('/app', { waitUntil: 'commit' });
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(1);
  await expect(page.getByText(/Olá, /).first()).toBeAttached();
  await firstSteps;
  // The server's page is inert (seen, not used): the key is kept for the app's page.
  await page.keyboard.press('Tab');
  release();
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
});

/** The height of the loading bar drawn over #root ('3px'), or 'auto' when there is none. */
const loadingBar = (page: Page) => page.evaluate(() => getComputedStyle(document.getElementById('root')!, '::before').height);

/** Clicks, with the mouse, the middle of what `box` found (Playwright's own click waits for a target that takes pointer events: an inert page's never does). */
async function clickMiddle(page: Page, box: { x: number; y: number; width: number; height: number } | null, modifiers: ('Control' | 'Shift')[] = []) {
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2);
  for (const key of modifiers) await page.keyboard.up(key);
}

/**
 * Opens `address` with the app's code held: the server's drawn page alone is on screen, with the row `rowName`,
 * and the page's first steps (which follow the visitor) have run. Returns what lets the app's code through.
 */
async function serverPageFollowed(page: Page, address: string, rowName: string): Promise<() => void> {
  const release = await holdAppScripts(page);
  const firstSteps = page.waitForRequest('**/api/session');
  await page.goto(address, { waitUntil: 'commit' });
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(1);
  await expect(row(page, rowName)).toBeVisible();
  await firstSteps;
  return release;
}

test('a row\'s "Editar" clicked on the server\'s page, before the app is there, opens that record when the app draws; Back and "Cancelar" come to the list', async ({ signedIn: page, api }) => {
  const u = unique();
  await api.post('/api/categories', { data: { name: `Clicada ${u}` } });
  await api.post('/api/categories', { data: { name: `Outra ${u}` } });
  const release = await serverPageFollowed(page, `/app/categories?q=${u}`, `Clicada ${u}`);
  // Seen and clicked as a person does, the moment the row is there.
  expect(await loadingBar(page)).toBe('auto');
  await clickMiddle(page, await row(page, `Clicada ${u}`).getByRole('link', { name: /^Editar / }).boundingBox());
  // Taken: the loading bar says so until the app is there.
  expect(await loadingBar(page)).toBe('3px');
  await page.screenshot({ path: 'tests/e2e/artifacts/server-page-click-kept.png' });
  release();
  // The app's own form (the server's drawing of it may come first, inert).
  await appDrawn(page);
  await expect(page.getByRole('textbox', { name: /Nome/ })).toHaveValue(`Clicada ${u}`);
  expect(await loadingBar(page)).toBe('auto');
  await expect(page.getByRole('heading', { level: 1, name: 'Editar categoria' })).toBeVisible();
  expect(new URL(page.url()).pathname).toMatch(/^\/app\/categories\/[^/]+$/);
  // The list it was opened from, as it was: by "Cancelar" (the list's address kept, though the app never drew it),
  // and by Back (two steps: "Cancelar" went forward to the list).
  const address = () => `${new URL(page.url()).pathname}${new URL(page.url()).search}`;
  await page.getByRole('link', { name: 'Cancelar' }).click();
  await expect(row(page, `Outra ${u}`)).toBeVisible();
  expect(address()).toBe(`/app/categories?q=${u}`);
  await page.goBack();
  await expect(page.getByRole('textbox', { name: /Nome/ })).toHaveValue(`Clicada ${u}`);
  await page.goBack();
  await expect(row(page, `Outra ${u}`)).toBeVisible();
  expect(address()).toBe(`/app/categories?q=${u}`);
});

test('a row\'s "Editar" clicked on the server\'s page before any of the app\'s scripts has come (a slow network) shows the record\'s form the server drew, then the app\'s', async ({ signedIn: page, api }) => {
  const u = unique();
  await api.post('/api/categories', { data: { name: `Cedo ${u}` } });
  // Not even the page's entry: only what the server's page brings itself runs.
  const release = await holdAppScripts(page, { everyScript: true });
  await page.goto(`/app/categories?q=${u}`, { waitUntil: 'commit' });
  await expect(row(page, `Cedo ${u}`)).toBeVisible();
  await clickMiddle(page, await row(page, `Cedo ${u}`).getByRole('link', { name: /^Editar / }).boundingBox());
  expect(await loadingBar(page)).toBe('3px');
  // Asked of the server at once, the record's form is drawn in the list's place while the scripts are still held:
  // seen, inert, with the loading bar on; the address is the app's to change when it goes there.
  const drawn = page.locator('[data-painel-first-page]');
  await expect(drawn.locator('h1')).toHaveText('Editar categoria');
  await expect(drawn.locator('form input').first()).toHaveValue(`Cedo ${u}`);
  expect(await drawn.evaluate((e) => (e as HTMLElement).inert)).toBe(true);
  expect(new URL(page.url()).pathname).toBe('/app/categories');
  expect(await loadingBar(page)).toBe('3px');
  await page.screenshot({ path: 'tests/e2e/artifacts/server-page-click-drawn.png' });
  release();
  await appDrawn(page);
  await expect(page.getByRole('textbox', { name: /Nome/ })).toHaveValue(`Cedo ${u}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar categoria' })).toBeVisible();
  expect(await loadingBar(page)).toBe('auto');
});

test('a row\'s "Editar" pressed on the server\'s page and released once the app has drawn over it opens that record', async ({ signedIn: page, api }) => {
  const u = unique();
  await api.post('/api/categories', { data: { name: `Apertada ${u}` } });
  const release = await serverPageFollowed(page, `/app/categories?q=${u}`, `Apertada ${u}`);
  // A person's press spans the moment the app draws over the page (the browser gives the release's click to what
  // holds both drawings: the click was lost).
  const box = (await row(page, `Apertada ${u}`).getByRole('link', { name: /^Editar / }).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  release();
  await appDrawn(page);
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar categoria' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Nome/ })).toHaveValue(`Apertada ${u}`);
  expect(new URL(page.url()).pathname).toMatch(/^\/app\/categories\/[^/]+$/);
});

test('on the server\'s page, a menu link clicked is followed; a click held with Ctrl, or on what is not a link, is not', async ({ signedIn: page, api }) => {
  const u = unique();
  await api.post('/api/categories', { data: { name: `Menu ${u}` } });
  const menuLink = () => page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Serviços', exact: true });
  for (const how of ['link', 'ctrl', 'heading'] as const) {
    const release = await serverPageFollowed(page, `/app/categories?q=${u}`, `Menu ${u}`);
    if (how === 'heading') await clickMiddle(page, await page.getByRole('heading', { level: 1, name: 'Categorias' }).boundingBox());
    else await clickMiddle(page, await menuLink().boundingBox(), how === 'ctrl' ? ['Control'] : []);
    expect(await loadingBar(page), how).toBe(how === 'link' ? '3px' : 'auto');
    release();
    await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
    if (how === 'link') await expect(page.getByRole('heading', { level: 1, name: 'Serviços' })).toBeVisible();
    else {
      await expect(row(page, `Menu ${u}`)).toBeVisible();
      // A moment more: nothing was kept to be followed late.
      await page.waitForTimeout(500);
      expect(new URL(page.url()).pathname, how).toBe('/app/categories');
    }
    await page.unrouteAll();
  }
});

test('Ocupação opened by its address comes drawn by the server at this month\'s column, where the app then draws it', async ({ signedIn: page, api }) => {
  const u = unique();
  const outdoor = await api.post('/api/outdoors', { multipart: { name: `Outdoor ${u}`, location: 'Av. Paulista', latitude: '-23.56', longitude: '-46.65' } });
  expect(outdoor.status()).toBe(201);
  const month = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'][new Date().getMonth()];
  const release = await holdAppScripts(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/tenancies/ocupacao?calendario=meses&q=${u}`, { waitUntil: 'commit' });
  const grid = page.locator('[role="grid"]');
  const head = grid.locator('.tl-colhead').filter({ has: page.locator('b', { hasText: new RegExp(`^${month}$`) }) });
  await expect(page.locator('[data-painel-first-page] [role="grid"]')).toHaveCount(1);
  // In view: right of the row names, inside the grid's box.
  const inView = async () => {
    const [g, h] = [(await grid.boundingBox())!, (await head.boundingBox())!];
    expect(h.x).toBeGreaterThanOrEqual(g.x + 220 - 1);
    expect(h.x + h.width).toBeLessThanOrEqual(g.x + g.width + 1);
    return Math.round(h.x);
  };
  const drawn = await inView();
  await page.screenshot({ path: 'tests/e2e/artifacts/timeline-server-drawn.png' });
  release();
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
  await expect(page.getByRole('grid')).toBeVisible();
  expect(await inView()).toBe(drawn);
});
