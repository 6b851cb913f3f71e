import type { Page } from '@playwright/test';
import { expect, test, unique } from './support/fixtures';
import { appDrawn, rows } from './support/listHelpers';

/** Screenshots for a reviewer, only when asked (PAINEL_SHOTS names a folder). */
async function shot(page: Page, name: string) {
  if (process.env.PAINEL_SHOTS) await page.screenshot({ path: `${process.env.PAINEL_SHOTS}/${name}.png`, fullPage: true });
}

test('the search box has one clear button, ours: Chromium draws no cancel cross of its own', async ({ signedIn: page, api }) => {
  // A search that finds a row: one with no result also offers "Limpar busca" in its empty state, a second button.
  const u = unique();
  expect((await api.post('/api/jobs', { data: { name: `Motorista ${u}`, description: 'Entregas.', html: '<p>CNH</p>' } })).ok()).toBe(true);
  await page.goto('/app/jobs');
  const box = page.getByRole('searchbox', { name: 'Buscar' });
  await box.fill(u);
  await expect(rows(page)).toHaveCount(1);
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

test('outdoors: "Ver no mapa" opens OpenStreetMap at the row\'s place; services: prices right-aligned; numbered pages', async ({ signedIn: page, api }) => {
  const u = unique();
  await api.post('/api/outdoors', { multipart: { name: `Mapa ${u}`, location: 'Av. Afonso Pena, 1000', latitude: '-19.9245', longitude: '-43.9352' } });
  // 20 older ones make three pages; the three priced ones are the newest, on page 1.
  for (let i = 0; i < 20; i++) await api.post('/api/server/services', { data: { name: `Antigo ${u} ${i}`, price: 10 + i } });
  for (const [i, price] of [1250.5, 90, 100000].entries()) await api.post('/api/server/services', { data: { name: `Preço ${u} ${i}`, price } });

  await page.goto(`/app/outdoors?q=${u}`);
  await expect(rows(page)).toHaveCount(1);
  const link = page.getByRole('link', { name: `Ver no mapa: Mapa ${u}` });
  await expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=-19.9245&mlon=-43.9352#map=17/-19.9245/-43.9352');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
  await shot(page, 'outdoors-desktop');

  await page.goto(`/app/services?q=${u}`);
  await expect(rows(page)).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Ir para a página 3' })).toBeVisible();
  const price = page.getByRole('cell', { name: /R\$\s1\.250,50/ });
  expect(await price.evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
  // The amounts end at the same x: they line up on their last digit.
  const rights = await page.locator('td').filter({ hasText: /^R\$/ }).evaluateAll((cells) => cells.map((c) => Math.round(c.getBoundingClientRect().right)));
  expect(new Set(rights).size).toBe(1);
  await shot(page, 'services-desktop');

  await page.getByRole('button', { name: 'Ir para a página 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(page.getByRole('button', { name: 'página 2', exact: true })).toHaveAttribute('aria-current', 'page');
  await shot(page, 'services-page2-desktop');
  await page.goto('/app/users');
  await expect(rows(page).first()).toBeVisible();
  await appDrawn(page);
  // A person's avatar is a round 40×40 picture, an outdoor's image (here its placeholder) a 56×40 rounded rectangle.
  const box = (el: Element) => ({ width: el.getBoundingClientRect().width, height: el.getBoundingClientRect().height, radius: getComputedStyle(el).borderRadius });
  expect(await rows(page).first().locator('.MuiAvatar-root').evaluate(box)).toEqual({ width: 40, height: 40, radius: '50%' });
  await shot(page, 'users-desktop');
  await page.goto(`/app/outdoors?q=${u}`);
  await expect(rows(page)).toHaveCount(1);
  await appDrawn(page);
  expect(await rows(page).first().locator('.MuiAvatar-root').evaluate(box)).toEqual({ width: 56, height: 40, radius: '8px' });

  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/app/outdoors', `/app/services?q=${u}&page=2`, '/app/users']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: 'Navegar pela paginação' })).toBeVisible();
    await shot(page, `${path.split('/').pop()!.split('?')[0]}-phone`);
  }
});
