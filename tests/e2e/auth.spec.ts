import { admin } from './support/painelServer';
import { expect, signIn, test, toast } from './support/fixtures';

test.describe('sign-in and session', () => {
  test('wrong password: Portuguese error, stays on sign-in, no cookie', async ({ page, context }) => {
    await page.goto('/app/sign-in');
    await signIn(page, admin.email, 'senha-errada');
    await expect(page.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos' })).toBeVisible();
    await expect(page).toHaveURL(/\/app\/sign-in$/);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
    // The e-mail is kept for the next try.
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(admin.email);
  });

  test('right password: lands on /app with a one-hour SameSite=Strict `token` cookie on path /; reload keeps the session; sign-out returns to sign-in', async ({ page, context }) => {
    await page.goto('/app');
    await expect(page).toHaveURL(/\/app\/sign-in$/);
    const before = Date.now() / 1000;
    await signIn(page);
    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByText(`Olá, ${admin.name.split(' ')[0]}!`)).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'token')!;
    expect(cookie.path).toBe('/');
    expect(cookie.sameSite).toBe('Strict');
    // Served over plain http here: a Secure cookie would not be kept at all.
    expect(cookie.secure).toBe(false);
    expect(cookie.expires - before).toBeGreaterThan(3600 - 30);
    expect(cookie.expires - before).toBeLessThan(3600 + 30);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    await expect(page).toHaveURL(/\/app$/);

    await page.getByRole('button', { name: 'Conta do usuário' }).click();
    await expect(page.getByRole('menu')).toContainText(admin.email);
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/app\/sign-in$/);
    expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
  });

  test('without the cookie a page sends the user to sign-in, and back to it afterwards', async ({ page, context }) => {
    await page.goto('/app/sign-in');
    await signIn(page);
    await expect(page).toHaveURL(/\/app$/);
    await context.clearCookies();
    await page.goto('/app/categories?page=1&limit=25');
    await expect(page).toHaveURL(/\/app\/sign-in\?next=/);
    await signIn(page);
    await expect(page).toHaveURL(/\/app\/categories\?page=1&limit=25$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  });

  test('a token the server no longer accepts signs out with a notice', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'token', value: 'token-invalido', url: baseURL! }]);
    await page.goto('/app/jobs');
    await expect(page).toHaveURL(/\/app\/sign-in/);
    await expect(toast(page, 'Sua sessão expirou. Entre novamente.')).toBeVisible();
  });

  test('"Esqueci minha senha" explains what to do', async ({ page }) => {
    await page.goto('/app/sign-in');
    await page.getByRole('button', { name: 'Esqueci minha senha' }).click();
    await expect(page.getByRole('dialog', { name: 'Esqueci minha senha' })).toContainText('Minha conta → Alterar senha');
  });
});
