import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// A whole working session leaves the browser's console without an error: expected failures (a wrong password,
// a taken e-mail, a record in use, a record that is gone) are information, not errors, and no request the app
// makes ends as failed. The journey moves through the app's own links: a new page load would cancel the
// requests of the page it leaves (code fetched while idle), which is the browser's doing, not the app's.

/**
 * The browser's own line for an HTTP refusal ("Failed to load resource: … 409 (Conflict)"), which no page can
 * silence: the journey expects these statuses, so only their lines are let through. The page's own console
 * calls, policy violations and any other status still count.
 */
const EXPECTED_REFUSAL = /^Failed to load resource: the server responded with a status of (401|404|409) /;

function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !EXPECTED_REFUSAL.test(m.text())) problems.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  page.on('requestfailed', (r) => problems.push(`failed request: ${r.method()} ${r.url()} ${r.failure()?.errorText ?? ''}`));
  return problems;
}

/** Opens a list from the navigation, searching for `q` when given. */
async function openList(page: Page, label: string, q?: string) {
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: label }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  if (q) await page.getByRole('searchbox', { name: 'Buscar' }).fill(q);
}

async function exportCsv(page: Page, file: RegExp) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(file);
}

test("an export's request ends as a completed request, every time (it was reported as failed about one time in two)", async ({ signedIn: page }) => {
  const problems = watch(page);
  await page.goto('/app');
  for (const [list, file] of [['Vagas', /^vagas-/], ['Outdoors', /^outdoors-/]] as const) {
    await openList(page, list);
    for (let i = 0; i < 5; i += 1) await exportCsv(page, file);
  }
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
