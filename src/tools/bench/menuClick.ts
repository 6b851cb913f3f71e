// Timing a click inside the app by the page's own clock (inAppClicks.ts, revisitAb.ts): from the click's mousedown
// to the frame where the new rows (and a toast, when asked) are on screen.
import type { Page } from 'playwright-core';

export type App = 'painel' | 'anchor';

/** A list's link in each app's menu (react-admin's are menu items with a hash address). */
export const menuLink = (page: Page, app: App, list: string) =>
  app === 'painel' ? page.getByRole('navigation', { name: 'Navegação principal' }).locator(`a[href="/app/${list}"]`) : page.locator(`a.RaMenuItemLink-root[href="#/${list}"]`);

/** Marks the rows on screen now: the next list's rows are the ones not marked (or whose text changed). A list kept out of sight (Painel keeps the last lists shown) is not on screen: its rows count once it shows again. */
export const markRows = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __old: WeakMap<Element, string> };
    w.__old = new WeakMap();
    for (const tr of document.querySelectorAll('tbody tr')) if (tr.checkVisibility()) w.__old.set(tr, tr.textContent ?? '');
  });

/** The mousedown's time, caught in the page (so the click is timed from when it lands, not from when it was asked). */
export const watchClicks = (page: Page) =>
  page.addInitScript(() => addEventListener('mousedown', (e) => ((window as unknown as { __clickAt: number }).__clickAt = e.timeStamp), { capture: true }));

/** ms from the last mousedown to the frame where `rows` new rows with text are on screen (and the toast, when asked). */
export async function untilRows(page: Page, rows: number, toast?: RegExp): Promise<number> {
  const done = await page.waitForFunction(
    ([min, toastSource]) => {
      const w = window as unknown as { __old?: WeakMap<Element, string>; __clickAt: number };
      const shown = [...document.querySelectorAll('tbody tr')].filter(
        (tr) =>
          w.__old?.get(tr) !== tr.textContent &&
          tr.checkVisibility() &&
          [...tr.querySelectorAll('td')].some((td) => /\p{L}{3}/u.test(td.textContent ?? '')),
      ).length;
      if (shown < (min as number)) return false;
      if (toastSource) {
        const re = new RegExp(toastSource as string);
        // notistack's snackbar (Painel), react-admin's notification: both role="alert" or MUI's snackbar content.
        const toasts = [...document.querySelectorAll('[role="alert"], #notistack-snackbar, .MuiSnackbarContent-message')];
        if (!toasts.some((t) => t.checkVisibility() && re.test(t.textContent ?? ''))) return false;
      }
      return performance.now() - w.__clickAt;
    },
    [rows, toast?.source ?? null] as const,
    { timeout: 60_000, polling: 'raf' },
  );
  return (await done.jsonValue()) as number;
}

/** The pointer on a menu link, then the click 100 ms later; ms to `rows` new rows. */
export async function menuClick(page: Page, app: App, list: 'categories' | 'outdoors', rows = 10): Promise<number> {
  const link = menuLink(page, app, list);
  await markRows(page);
  await link.hover();
  await page.waitForTimeout(100);
  await link.click();
  return untilRows(page, rows);
}
