// The API's documentation page, as a developer opens it: drawn without a single script, styled by its own
// stylesheet under its strict CSP, and nothing refused in the console.
import { expect, test } from './support/fixtures';

test('GET /api/painel/docs: the calls, styled, no CSP refusal', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (m) => m.type() === 'error' && refused.push(m.text()));
  await page.goto('/api/painel/docs');
  await expect(page.getByRole('heading', { level: 1, name: 'Painel — API' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /GET \/api\/server\/services\/\{id\}/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'openapi.json' })).toHaveAttribute('href', 'openapi.json');
  // The stylesheet applied: the method badge has its colour.
  expect(await page.locator('.method.delete').first().evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(179, 38, 30)');
  await page.screenshot({ path: 'tests/e2e/artifacts/api-docs.png' });
  const json = await (await page.request.get('/api/painel/openapi.json')).json();
  expect(json.openapi).toBe('3.1.0');
  expect(refused).toEqual([]);
});
