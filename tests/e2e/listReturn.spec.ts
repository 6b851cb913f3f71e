import type { Page } from '@playwright/test';
import { expect, test, unique } from './support/fixtures';

// A record opened from deep in a list (second page of a search, sorted, scrolled to the bottom) returns to that
// same list, at the same place on the page, whichever way the user leaves it.

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`Cancelar, Salvar and the browser's Back return to the list as it was left, scrolled as it was (${viewport.width}px)`, async ({ signedIn: page, api }) => {
    await page.setViewportSize(viewport);
    const u = unique();
    for (let i = 1; i <= 50; i += 1) {
      const created = await api.post('/api/server/services', { data: { name: `Pacote ${u} ${String(i).padStart(2, '0')}`, price: 100 * i } });
      expect(created.ok()).toBe(true);
    }
    const list = `/app/services?page=2&limit=25&sort=-price&q=${u}`;
    await page.goto(list);
    // Sorted by price, highest first: the second page holds 25 down to 01.
    const last = `Pacote ${u} 01`;
    const edit = page.getByRole('link', { name: `Editar ${last}` });
    await expect(edit).toBeVisible();
    // Scrolled once the app has drawn over the server's first page: the test is about the app's own return.
    await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const left = await scrollY(page);
    expect(left).toBeGreaterThan(100);

    const backAt = async (how: string) => {
      await expect(page, how).toHaveURL(list);
      await expect(page.getByRole('link', { name: `Editar ${last}` })).toBeVisible();
      await expect.poll(() => scrollY(page), { message: how }).toBe(left);
    };

    await edit.click();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(last);
    // The list is kept under the record, out of sight: nothing of it is drawn.
    const keptLink = page.locator(`a[aria-label="Editar ${last}"]`);
    await expect(keptLink).toHaveCount(1);
    await expect(keptLink).toBeHidden();
    await page.getByRole('link', { name: 'Cancelar' }).click();
    await backAt('Cancelar');

    await page.getByRole('link', { name: `Editar ${last}` }).click();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(last);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await backAt('Salvar');

    await page.getByRole('link', { name: `Editar ${last}` }).click();
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(last);
    // The record's page opens at its top, not scrolled as the list was.
    expect(await scrollY(page)).toBe(0);
    // The list shows before the router has finished coming back to it: already where it was left, in its very first
    // frame on screen (not at the record page's top, then jumping down).
    await page.evaluate((label) => {
      const w = window as unknown as { __firstSeenY?: number };
      w.__firstSeenY = undefined;
      const look = () => {
        const link = document.querySelector(`a[aria-label="${label}"]`);
        if (link instanceof HTMLElement && link.checkVisibility()) w.__firstSeenY = Math.round(window.scrollY);
        else requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, `Editar ${last}`);
    await page.goBack();
    await backAt('Back');
    expect(await page.evaluate(() => (window as unknown as { __firstSeenY?: number }).__firstSeenY)).toBe(left);
  });
}
