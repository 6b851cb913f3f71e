import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The data rows of the list on screen. */
export const rows = (page: Page) => page.locator('table tbody tr');

/**
 * Waits until the app has drawn over the list the server sent drawn (the copy goes in the app's first commit):
 * an element of that copy measured meanwhile may be detached under the measure, 0×0 and unstyled.
 */
export async function appDrawn(page: Page) {
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
}
export const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

/** Types in the search box like a user and waits for the URL to carry it. */
export async function search(page: Page, q: string) {
  await page.getByRole('searchbox', { name: 'Buscar' }).fill(q);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(q).replace(/%20/g, '(\\+|%20)')}`));
}

/** With `total` matching records (10 per page): page 1 shows 10, the next page the rest, and the URL follows. */
export async function pagesThrough(page: Page, total: number) {
  await expect(page.getByText(`1–10 de ${total}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(10);
  await page.getByRole('button', { name: 'Ir para a próxima página' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(`11–${total} de ${total}`)).toBeVisible();
  await expect(rows(page)).toHaveCount(total - 10);
  await page.goBack();
  await expect(page.getByText(`1–10 de ${total}`)).toBeVisible();
}

/** Deletes a row after confirming, checking the exact toast. */
export async function deleteRow(page: Page, title: string, dialogTitle: string, message: string) {
  await page.getByRole('button', { name: `Excluir ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toContainText(title);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  await expect(row(page, title)).toHaveCount(0);
}

/** The thumbnail of a row is a real image the browser could load. */
export async function expectThumbnail(page: Page, alt: string) {
  const img = page.getByRole('img', { name: alt });
  await expect(img).toBeVisible();
  await expect(img).toHaveAttribute('src', /^\/uploads\/[^/]+\.png$/);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

/** "Exportar CSV", then the dialog's "Exportar" (the visible columns, its default). */
export async function startExport(page: Page) {
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  await page.getByRole('dialog', { name: 'Exportar CSV' }).getByRole('button', { name: 'Exportar', exact: true }).click();
}
