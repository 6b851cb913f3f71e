import type { Page } from '@playwright/test';
import { expect, test, unique } from './support/fixtures';
import { rows } from './support/listHelpers';

/** Screenshots for a reviewer, only when asked (PAINEL_SHOTS names a folder). */
async function shot(page: Page, name: string) {
  if (process.env.PAINEL_SHOTS) await page.screenshot({ path: `${process.env.PAINEL_SHOTS}/${name}.png`, fullPage: true });
}

test('the search box has one clear button, ours: Chromium draws no cancel cross of its own', async ({ signedIn: page }) => {
  await page.goto('/app/jobs');
  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.fill('motorista');
  await expect(page.getByRole('button', { name: 'Limpar busca' })).toHaveCount(1);
  // The native cross is a pseudo-element getComputedStyle cannot read: look for a rule hiding it that applies to this box.
  const hidden = await box.evaluate((el) =>
    [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => {
        if (!(rule instanceof CSSStyleRule) || rule.style.display !== 'none') return false;
        return rule.selectorText.split(',').some((sel) => sel.includes('::-webkit-search-cancel-button') && el.matches(sel.replace('::-webkit-search-cancel-button', '')));
      }),
    ),
  );
  expect(hidden).toBe(true);
  await page.getByRole('button', { name: 'Limpar busca' }).click();
  await expect(box).toHaveValue('');
});
