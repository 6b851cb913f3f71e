import { startPainel } from './support/painelServer';
import { expect, test, toast, tokenFor } from './support/fixtures';

test('config: the Instagram token is read, changed, saved, and still changed after a reload and a server restart', async ({ browser, playwright }) => {
  // A server of its own: this journey restarts it.
  let server = await startPainel();
  try {
    const request = await playwright.request.newContext();
    const res = await request.post(`${server.url}/api/authentication`, { data: { email: 'admin@painel.test', password: 'senha-e2e-123' } });
    const { token } = (await res.json()) as { token: string };
    await request.dispose();
    const context = await browser.newContext({ baseURL: server.url });
    await context.addCookies([{ name: 'token', value: token, url: server.url }]);
    const page = await context.newPage();

    await page.goto('/app/config');
    const field = page.getByRole('textbox', { name: 'Token do Instagram' });
    await expect(field).toBeEditable();
    const before = await field.inputValue();
    const next = `IGQVJ-${Date.now()}`;
    expect(next).not.toBe(before);
    await field.fill(next);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Token do Instagram atualizado com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/config$/);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Token do Instagram' })).toHaveValue(next);

    const { dataDir, port } = server;
    await server.stop();
    server = await startPainel({ dataDir, port });
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Token do Instagram' })).toHaveValue(next);
    await context.close();
  } finally {
    await server.stop();
  }
});

test('config: the token is a secret, not readable without a session', async ({ playwright, baseURL }) => {
  const anonymous = await playwright.request.newContext();
  const res = await anonymous.get(`${baseURL}/rest/v1/config?select=instagram_token&id=eq.1`, { headers: { apikey: 'painel-anon-key' } });
  expect(res.status()).toBe(401);
  const token = await tokenFor(anonymous);
  const authed = await anonymous.get(`${baseURL}/rest/v1/config?select=instagram_token&id=eq.1`, {
    headers: { apikey: 'painel-anon-key', Authorization: `Bearer ${token}`, Accept: 'application/vnd.pgrst.object+json' },
  });
  expect(authed.status()).toBe(200);
  expect(Object.keys(await authed.json())).toEqual(['instagram_token']);
  await anonymous.dispose();
});
