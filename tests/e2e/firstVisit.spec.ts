import { expect, test, unique } from './support/fixtures';
import { row } from './support/listHelpers';

// Opening a list with a session (a bookmark, a reload): the app's first requests leave before its code has
// run, and the first drawing of the page already has the rows.

test('the session and the list\'s first page are asked for while the app\'s code is still on its way; one request each', async ({ signedIn: page, api }) => {
  const u = unique();
  await api.post('/api/categories', { data: { name: `Primeira ${u}` } });
  const asked: string[] = [];
  page.on('request', (r) => {
    const { pathname, search } = new URL(r.url());
    if (pathname.startsWith('/api/')) asked.push(`${pathname}${search}`);
  });
  // Every script but the entry's and the first steps' (boot, descriptors) is held until both requests have been
  // seen (or 10 s, and the test fails): no React, MUI or router code has run by then.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app\/assets\/(?!(index|rolldown-runtime|boot|descriptors)-)[^/]+\.js$/, async (route) => {
    await Promise.race([held, new Promise((r) => setTimeout(r, 10_000))]);
    await route.continue();
  });
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

test('until the app draws, the page shows the teal loading bar; a session lookup that hangs still lets the app draw its "checking" step', async ({ signedIn: page }) => {
  // The session's answer is held for the whole test: the app draws after waiting at most 3 s.
  await page.route('**/api/session', () => new Promise<void>(() => undefined));
  await page.goto('/app/categories', { waitUntil: 'commit' });
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
