import type { Browser, Page } from '@playwright/test';
import { createUser } from './support/records';
import { baseUrl, expect, signIn, test, toast, unique } from './support/fixtures';

// Sessions on the real server: "Sair" ends the session there, "Minha conta" lists where one is signed in and
// ends the others, and a password set by the administrator signs the person out everywhere.
const PASSWORD = 'senha-da-sessao-1';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const tokenIn = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'token')?.value;

/** A browser of the person's own, signed in through the page (`userAgent`: as if another device). */
async function browserOf(browser: Browser, email: string, options: { userAgent?: string; viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ baseURL: baseUrl(), ...options });
  const page = await context.newPage();
  await page.goto('/app/sign-in');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/app$/);
  return page;
}

async function openAccount(page: Page) {
  await page.getByRole('button', { name: 'Conta do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Minha conta' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  return page.getByRole('region', { name: 'Sessões' });
}

/**
 * The page finds its session ended — at once through its live stream, or at its next read —: back to sign-in,
 * told why in `words`.
 */
async function expectSignedOut(page: Page, words: string) {
  const toSignIn = /\/app\/sign-in/;
  const there = await expect(page).toHaveURL(toSignIn, { timeout: 3000 }).then(() => true, () => false);
  if (!there) await page.goto('/app/categories');
  await expect(page).toHaveURL(toSignIn);
  await expect(toast(page, words)).toBeVisible();
}
const ENDED_ELSEWHERE = 'Sua sessão foi encerrada em outro dispositivo. Entre novamente.';

test('"Sair" ends the session on the server: its token is refused afterwards, not only forgotten', async ({ signedIn: page, request }) => {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  const token = await tokenIn(page);
  expect((await request.get('/api/session', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);
  const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/painel/sign-out'));
  await page.getByRole('button', { name: 'Conta do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/app\/sign-in$/);
  expect((await signedOut).status()).toBe(204);
  expect(await tokenIn(page)).toBeUndefined();
  const after = await request.get('/api/session', { headers: { Authorization: `Bearer ${token}` } });
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ message: 'Sessão inválida ou expirada. Entre novamente.' });
});

test('"Minha conta" lists the sessions; "Encerrar" and "Sair de todos os outros" sign the other browsers out', async ({ browser, api }) => {
  const u = unique();
  const email = `sessoes-${u}@exemplo.com.br`;
  const id = await createUser(api, `Sofia Reis ${u}`, email, PASSWORD);
  expect((await api.patch(`/api/server/users/role/${id}`, { data: { role: 'editor' } })).status()).toBe(200);
  const laptop = await browserOf(browser, email);
  const phone = await browserOf(browser, email, { userAgent: IPHONE, viewport: { width: 390, height: 844 } });

  const sessions = await openAccount(laptop);
  const list = sessions.getByRole('list', { name: 'Sessões abertas' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText('Chrome no Linux');
  await expect(list.getByRole('listitem').first()).toContainText('Esta sessão');
  await expect(list.getByRole('listitem').nth(1)).toContainText('Safari no iOS');
  await sessions.scrollIntoViewIfNeeded();
  if (process.env.SHOTS_DIR) await laptop.screenshot({ path: `${process.env.SHOTS_DIR}/account-sessions-desktop.png`, fullPage: true });
  const phoneSessions = await openAccount(phone);
  await expect(phoneSessions.getByRole('listitem')).toHaveCount(2);
  await phoneSessions.scrollIntoViewIfNeeded();
  if (process.env.SHOTS_DIR) await phone.screenshot({ path: `${process.env.SHOTS_DIR}/account-sessions-phone.png` });

  // "Encerrar" the phone from the laptop: asked first; the phone's next step finds itself signed out.
  await sessions.getByRole('button', { name: 'Encerrar a sessão em Safari no iOS' }).click();
  const dialog = laptop.getByRole('dialog', { name: 'Encerrar esta sessão?' });
  await expect(dialog).toContainText('A sessão em Safari no iOS termina agora');
  if (process.env.SHOTS_DIR) await laptop.screenshot({ path: `${process.env.SHOTS_DIR}/account-sessions-confirm.png` });
  await dialog.getByRole('button', { name: 'Encerrar' }).click();
  await expect(toast(laptop, 'Sessão encerrada.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expectSignedOut(phone, ENDED_ELSEWHERE);
  if (process.env.SHOTS_DIR) await phone.screenshot({ path: `${process.env.SHOTS_DIR}/signed-out-elsewhere-phone.png` });

  // Signed in again on the phone, then "Sair de todos os outros" from the laptop.
  await signIn(phone, email, PASSWORD);
  // Back where it was when its stream told it (its account page), or where its next read was.
  await expect(phone).toHaveURL(/\/app\/(account|categories)$/);
  await laptop.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await sessions.getByRole('button', { name: 'Sair de todos os outros' }).click();
  await laptop.getByRole('dialog', { name: 'Sair de todos os outros?' }).getByRole('button', { name: 'Sair de todos os outros' }).click();
  await expect(toast(laptop, 'As outras sessões foram encerradas.')).toBeVisible();
  await expect(sessions).toContainText('Você não está conectado em nenhum outro lugar.');
  await expectSignedOut(phone, ENDED_ELSEWHERE);
  // The laptop itself is still in.
  await laptop.goto('/app/categories');
  await expect(laptop.getByRole('heading', { level: 1, name: 'Categorias' })).toBeVisible();
  await expect(laptop).toHaveURL(/\/app\/categories$/);
  await laptop.context().close();
  await phone.context().close();
});

test('a password set by the administrator signs the person out of every browser at once', async ({ browser, api }) => {
  const u = unique();
  const email = `senha-nova-${u}@exemplo.com.br`;
  const id = await createUser(api, `Rui Campos ${u}`, email, PASSWORD);
  expect((await api.patch(`/api/server/users/role/${id}`, { data: { role: 'leitura' } })).status()).toBe(200);
  const one = await browserOf(browser, email);
  const two = await browserOf(browser, email, { userAgent: IPHONE });
  expect((await api.patch(`/api/server/users/change-password/${id}`, { data: { id, password: 'outra-senha-do-rui' } })).status()).toBe(200);
  await expectSignedOut(one, 'Sua senha foi redefinida por um administrador. Entre com a nova senha.');
  await expectSignedOut(two, 'Sua senha foi redefinida por um administrador. Entre com a nova senha.');
  if (process.env.SHOTS_DIR) await one.screenshot({ path: `${process.env.SHOTS_DIR}/signed-out-password-reset.png` });
  await one.context().close();
  await two.context().close();
});
