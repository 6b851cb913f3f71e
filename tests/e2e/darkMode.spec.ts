import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

// The screens issue 11 changed, in the system's dark and light schemes: axe finds nothing serious, and a
// picture of each is kept for a person to look at (SHOTS_DIR).
const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function look(page: Page, name: string, scheme: string) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    await expect(page.getByRole('progressbar', { name: 'Carregando' })).toHaveCount(0, { timeout: 15_000 });
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${scheme}-${size.width}.png`, fullPage: true });
    const { violations } = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `${name} ${scheme} ${size.width}`).toEqual([]);
  }
}

for (const scheme of ['dark', 'light'] as const) {
  test(`the system's ${scheme} scheme is followed; axe finds nothing serious`, async ({ signedIn: page, api }) => {
    test.setTimeout(180_000);
    const blocked: string[] = [];
    page.on('console', (m) => m.type() === 'error' && /Content Security Policy/i.test(m.text()) && blocked.push(m.text()));
    await page.emulateMedia({ colorScheme: scheme });
    const job = ((await (await api.post('/api/jobs', { data: { name: 'Vaga noturna', description: 'Descrição', html: '<p>Texto</p>' } })).json()) as { id: string }).id;
    const user = ((await (await api.post('/api/server/users', { data: { name: 'Clara Dias', email: `clara-${Date.now()}@exemplo.com.br`, password: 'senha-forte-1' } })).json()) as { data: { id: string } }).data.id;
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /dark/ : /light/);
    await look(page, 'home', scheme);
    await page.goto(`/app/jobs/${job}`);
    await expect(page.getByRole('region', { name: 'Sobre este registro' })).toContainText('Ativa');
    await look(page, 'job-edit', scheme);
    await page.goto(`/app/users/${user}`);
    await expect(page.getByRole('link', { name: 'Alterar senha' })).toBeVisible();
    await look(page, 'user-edit', scheme);
    await page.goto(`/app/users/${user}/change-password`);
    await page.getByRole('textbox', { name: 'Nova senha' }).fill('nova-senha-123');
    await page.getByRole('textbox', { name: 'Confirmar senha' }).fill('nova-senha-124');
    await page.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('As senhas não coincidem.')).toBeVisible();
    await look(page, 'change-password', scheme);
    await page.goto('/app/services/new');
    await page.getByRole('textbox', { name: 'Preço (R$)' }).fill('1.234,56');
    await page.getByRole('textbox', { name: 'Nome' }).click();
    await expect(page.getByRole('textbox', { name: 'Preço (R$)' })).toHaveValue('1.234,56');
    await look(page, 'service-new', scheme);
    await page.goto('/app/tenancies/new');
    await page.getByRole('textbox', { name: 'Início' }).fill('01122026');
    await expect(page.getByRole('textbox', { name: 'Início' })).toHaveValue('01/12/2026');
    await look(page, 'tenancy-new', scheme);
    await page.goto('/app/config');
    await expect(page.getByRole('button', { name: 'Mostrar token' })).toBeVisible();
    await look(page, 'config', scheme);
    await page.goto('/app');
    await page.getByRole('button', { name: 'Conta do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Atalhos do teclado' }).click();
    await expect(page.getByRole('dialog', { name: 'Atalhos' })).toBeVisible();
    // The account menu fades out behind the dialog: axe would judge its half-transparent items.
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(page.locator('.MuiMenu-root')).toHaveCount(0);
    await look(page, 'shortcuts', scheme);
    expect(blocked).toEqual([]);
  });
}

test('"Tema": Escuro and Claro override the system and are remembered after a reload; "Seguir o sistema" goes back to it', async ({ signedIn: page }) => {
  const html = page.locator('html');
  const choose = async (name: string) => {
    await page.getByRole('button', { name: 'Conta do usuário' }).click();
    const item = page.getByRole('menuitemradio', { name });
    await item.click();
    await expect(item).toHaveAttribute('aria-checked', 'true');
    await page.keyboard.press('Escape');
  };
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/app');
  await page.getByRole('button', { name: 'Conta do usuário' }).click();
  // Nobody chose yet: the system's.
  await expect(page.getByRole('menuitemradio', { checked: true })).toHaveText('Seguir o sistema');
  await page.keyboard.press('Escape');

  await choose('Escuro');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);

  await page.emulateMedia({ colorScheme: 'dark' });
  await choose('Claro');
  await expect(html).toHaveClass(/\blight\b/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(html).toHaveClass(/\blight\b/);

  // Back to the system's (dark now), and it follows the system when that changes.
  await choose('Seguir o sistema');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(html).toHaveClass(/\blight\b/);
  expect(await page.evaluate(() => localStorage.getItem('painel-tema'))).toBe('system');
  // The sign-in page's own script reads the same choice: none, so the system's.
  await page.context().clearCookies();
  await page.goto('/app/sign-in');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await expect(html).not.toHaveClass(/\bdark\b/);
});

test('the sign-in page follows the system dark scheme; axe finds nothing serious', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/app/sign-in');
  const enter = page.getByRole('button', { name: 'Entrar' });
  await expect(enter).toBeVisible();
  // Drawn in the dark scheme's colours: dark page, the light teal on the button.
  expect(await page.locator('main').evaluate((m) => getComputedStyle(m).backgroundColor)).toBe('rgb(16, 20, 20)');
  expect(await enter.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(43, 172, 165)');
  await look(page, 'sign-in', 'dark');
});

test('a scheme chosen in the app is the sign-in page\'s too, over the system\'s', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  // What "Tema → Escuro" in the account menu leaves in this browser.
  await page.addInitScript(() => localStorage.setItem('painel-tema', 'dark'));
  await page.goto('/app/sign-in');
  await page.waitForFunction(() => document.title === 'Entrar · Painel');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  expect(await page.locator('main').evaluate((m) => getComputedStyle(m).backgroundColor)).toBe('rgb(16, 20, 20)');
});
