import type { Page } from 'playwright-core';

/**
 * From a record opened from a list (the list off screen, the record's form on it): `history.back()`, and the ms
 * until `rows` rows with a text cell are drawn again, by the page's own clock (the benches' "coming back").
 */
export async function timeComingBack(page: Page, rows: number): Promise<number> {
  await page.waitForFunction(() => ![...document.querySelectorAll('tbody tr')].some((tr) => tr.checkVisibility()) && [...document.querySelectorAll('form input')].some((input) => input.checkVisibility()), null, { timeout: 120_000, polling: 'raf' });
  const back = await page.evaluate(() => {
    const t = performance.now();
    history.back();
    return t;
  });
  const drawn = await page.waitForFunction((min) => {
    const shown = [...document.querySelectorAll('tbody tr')].filter((tr) => tr.checkVisibility() && [...tr.querySelectorAll('td')].some((td) => /\p{L}{3}/u.test(td.textContent ?? ''))).length;
    return shown >= min ? performance.now() : false;
  }, rows, { timeout: 120_000, polling: 'raf' });
  return ((await drawn.jsonValue()) as number) - back;
}
