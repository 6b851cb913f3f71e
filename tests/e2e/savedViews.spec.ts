// "Visualizações" on the real server: saved with the list's setup, shared with a colleague, and following the
// person to another browser, where the list opens with the default.
import type { Browser } from '@playwright/test';
import { expect, test, tokenFor, unique } from './support/fixtures';

async function browserFor(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: 'token', value: token, url: baseURL }]);
  return { context, page: await context.newPage() };
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`save a shared default view; a reader opens it; another browser of the same person starts from it (${viewport.width}px)`, async ({ signedIn: page, api, browser, baseURL, request }) => {
    await page.setViewportSize(viewport);
    const u = unique();
    await api.post('/api/server/services', { data: { name: `Vista ${u} cara`, price: 900 } });
    await api.post('/api/server/services', { data: { name: `Vista ${u} barata`, price: 10 } });

    await page.goto(`/app/services?q=${u}&sort=-price`);
    await expect(page.getByText(`Vista ${u} cara`)).toBeVisible();
    await page.getByRole('button', { name: 'Visualizações' }).click();
    const dialog = page.getByRole('dialog', { name: 'Visualizações' });
    await dialog.getByLabel('Nome da visualização').fill(`Caros ${u}`);
    await dialog.getByLabel('Compartilhar com todos').check();
    await dialog.getByLabel('Abrir a lista com ela').check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByRole('button', { name: new RegExp(`Caros ${u} Compartilhada com todos · abre a lista`) })).toBeVisible();
    await page.screenshot({ path: `tests/e2e/artifacts/views-dialog-${viewport.width}.png` });
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(page.getByRole('button', { name: `Visualização: Caros ${u}` })).toBeVisible();

    // Another browser of the same person: the bare list opens with the default.
    const again = await browserFor(browser, baseURL!, await tokenFor(request));
    await again.page.setViewportSize(viewport);
    await again.page.goto('/app/services');
    await expect(again.page).toHaveURL(new RegExp(`[?&]q=${u}(&|$)`));
    await expect(again.page).toHaveURL(/[?&]sort=-price(&|$)/);
    await expect(again.page.getByRole('button', { name: `Visualização: Caros ${u}` })).toBeVisible();
    await again.context.close();

    // A reader sees the shared view, opens it, and may not share one of her own.
    const email = `leitora.${u}@exemplo.com.br`;
    const id = ((await (await api.post('/api/server/users', { data: { name: `Leitora ${u}`, email, password: 'senha-forte-1' } })).json()) as { data: { id: string } }).data.id;
    expect((await api.patch(`/api/server/users/role/${id}`, { data: { role: 'leitura' } })).status()).toBe(200);
    const reader = await browserFor(browser, baseURL!, await tokenFor(request, email, 'senha-forte-1'));
    await reader.page.setViewportSize(viewport);
    await reader.page.goto('/app/services');
    await reader.page.getByRole('button', { name: 'Visualizações' }).click();
    const hers = reader.page.getByRole('dialog', { name: 'Visualizações' });
    await expect(hers.getByLabel('Compartilhar com todos')).toHaveCount(0);
    await hers.getByRole('button', { name: new RegExp(`Caros ${u} Compartilhada por`) }).click();
    await expect(reader.page).toHaveURL(new RegExp(`[?&]q=${u}(&|$)`));
    await expect(reader.page.getByText(`Vista ${u} cara`)).toBeVisible();
    await reader.context.close();
    // The administrator's lists open as before for the tests that follow.
    expect((await api.put('/api/painel/views/services/default', { data: { id: null } })).status()).toBe(204);
  });
}
