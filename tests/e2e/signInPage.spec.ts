import { admin } from './support/painelServer';
import { expect, signIn, test } from './support/fixtures';

// The sign-in page a visitor without a session gets: drawn by the HTML and CSS the server sends, before any
// script runs; then the same page works, and the app takes over without reloading.

test.describe('before any script runs', () => {
  test.use({ javaScriptEnabled: false });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the sign-in form is already drawn and styled (${scheme} system scheme)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/app/outdoors');
      await expect(page.getByRole('heading', { level: 1, name: 'Painel' })).toBeVisible();
      await expect(page.getByText('Entre com o e-mail e a senha da sua conta.')).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
      await expect(page.getByLabel('Senha')).toBeVisible();
      const enter = page.getByRole('button', { name: 'Entrar' });
      await expect(enter).toBeVisible();
      // The theme's colours, from the served CSS alone: teal button; page background per the system scheme.
      expect(await enter.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe(scheme === 'light' ? 'rgb(24, 120, 115)' : 'rgb(43, 172, 165)');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(scheme === 'light' ? 'rgb(245, 247, 247)' : 'rgb(16, 20, 20)');
      await page.screenshot({ path: `tests/e2e/artifacts/sign-in-before-script-${scheme}.png` });
    });
  }

  test('Enter pressed before the script runs puts no password in the address', async ({ page }) => {
    await page.goto('/app/sign-in');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
    await page.getByLabel('Senha').fill('segredo-que-nao-vai-na-url');
    await page.getByLabel('Senha').press('Enter');
    await page.waitForLoadState();
    expect(page.url()).not.toContain('segredo');
    expect(page.url()).not.toContain(encodeURIComponent(admin.email));
  });
});

test('any address without a session shows sign-in with the way back; after sign-in the app opens there, same page, no reload', async ({ page }) => {
  await page.goto('/app/categories?page=1');
  await expect(page).toHaveURL(/\/app\/sign-in\?next=%2Fapp%2Fcategories%3Fpage%3D1$/);
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await signIn(page);
  await expect(page).toHaveURL(/\/app\/categories\?page=1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
});

test('what was typed before the script ran is kept when it takes over', async ({ page }) => {
  // Hold the sign-in page's script back until the visitor has typed.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/app\/assets\/sign-in-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Only the HTML is in: the page's module scripts wait for the held chunk.
  await page.goto('/app/sign-in', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'E-mail' }).fill(admin.email);
  await page.getByLabel('Senha').fill(admin.password);
  release();
  await page.waitForFunction(() => document.title === 'Entrar · Painel');
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(admin.email);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(`Olá, ${admin.name.split(' ')[0]}!`)).toBeVisible();
});

test('the sign-in page fetches the app\'s code only after it is drawn, and never the screens\' (shell, lists, forms)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace(/-[A-Za-z0-9_-]{8}\.js$/, ''));
  });
  await page.goto('/app/sign-in');
  await page.waitForFunction(() => document.title === 'Entrar · Painel');
  // Idle: the app's own chunk is fetched ahead of the sign-in, after the page's.
  await expect.poll(() => scripts.includes('/app/assets/app'), { timeout: 10_000 }).toBe(true);
  expect(scripts.indexOf('/app/assets/sign-in')).toBeGreaterThanOrEqual(0);
  expect(scripts.indexOf('/app/assets/sign-in')).toBeLessThan(scripts.indexOf('/app/assets/app'));
  await page.waitForTimeout(500);
  expect(scripts.filter((s) => /\/(descriptors|screens|list|form|formValidators)$/.test(s))).toEqual([]);
});

test('after sign-in, the screens\' code and the form\'s (with its validators) are fetched while idle, before the visitor opens one', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname.replace(/-[A-Za-z0-9_-]{8}\.js$/, ''));
  });
  await page.goto('/app/sign-in');
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  const wanted = ['/app/assets/screens', '/app/assets/form', '/app/assets/formValidators'];
  await expect.poll(() => wanted.filter((s) => scripts.includes(s)), { timeout: 15_000 }).toEqual(wanted);
  await expect(page).toHaveURL(/\/app$/);
});
