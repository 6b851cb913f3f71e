import { baseUrl, expect, test, toast, tokenFor, unique } from './support/fixtures';
import { search } from './support/listHelpers';

// Two administrators at once on the real server: what one saves, the other's open list shows within a second,
// with nothing clicked or reloaded.

test("a category saved in one browser appears in the other's open list within a second", async ({ browser, api }) => {
  const u = unique();
  const token = await tokenFor(api);
  const tab = async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    await context.addCookies([{ name: 'token', value: token, url: baseUrl() }]);
    return context.newPage();
  };
  const watcher = await tab();
  const live = watcher.waitForResponse((r) => r.url().endsWith('/api/painel/events'));
  await watcher.goto('/app/categories');
  await search(watcher, `Ao vivo ${u}`);
  await expect(watcher.getByText(`Nenhum resultado para “Ao vivo ${u}”.`)).toBeVisible();
  expect((await live).headers()['content-type']).toBe('text/event-stream; charset=utf-8');

  const editor = await tab();
  await editor.goto('/app/categories/new');
  await editor.getByRole('textbox', { name: 'Nome' }).fill(`Ao vivo ${u}`);
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(editor, 'Categoria criada com sucesso!')).toBeVisible();
  await expect(watcher.getByRole('cell', { name: `Ao vivo ${u}`, exact: true })).toBeVisible({ timeout: 1000 });
  if (process.env.SHOTS_DIR) await watcher.screenshot({ path: `${process.env.SHOTS_DIR}/live-list.png` });

  // A change made through the API (another client, another person's script) shows too; then a deletion.
  const id = (((await (await api.get(`/api/categories?q=${encodeURIComponent(`Ao vivo ${u}`)}`)).json()) as { data: { id: string }[] }).data[0]).id;
  expect((await api.patch(`/api/categories/${id}`, { data: { name: `Ao vivo ${u} (renomeada)` } })).ok()).toBe(true);
  await search(watcher, `Ao vivo ${u}`);
  await expect(watcher.getByRole('cell', { name: `Ao vivo ${u} (renomeada)`, exact: true })).toBeVisible({ timeout: 1000 });
  expect((await api.delete(`/api/categories/${id}`)).ok()).toBe(true);
  await expect(watcher.getByRole('cell', { name: `Ao vivo ${u} (renomeada)`, exact: true })).toHaveCount(0, { timeout: 1000 });
  await watcher.context().close();
  await editor.context().close();
});

test("an open edit form names a colleague on it, is told of her save before its own, and shows the comparison on request", async ({ browser, api }) => {
  const u = unique();
  const created = (await (await api.post('/api/categories', { data: { name: `Formulário ${u}` } })).json()) as { id: string };
  const context = await browser.newContext({ baseURL: baseUrl() });
  await context.addCookies([{ name: 'token', value: await tokenFor(api, undefined, undefined), url: baseUrl() }]);
  const page = await context.newPage();
  const live = page.waitForResponse((r) => r.url().endsWith('/api/painel/events'));
  await page.goto(`/app/categories/${created.id}`);
  const name = page.getByRole('textbox', { name: 'Nome' });
  await expect(name).toHaveValue(`Formulário ${u}`);
  await live;
  await name.fill(`Formulário ${u} (meu)`);

  // A colleague (another person) saves it meanwhile.
  const colleague = `colega-${u}@exemplo.com.br`;
  const person = (await (await api.post('/api/server/users', { data: { name: `Maria Colega ${u}`, email: colleague, password: 'senha-da-colega' } })).json()) as { data: { id: string } };
  expect((await api.patch(`/api/server/users/role/${person.data.id}`, { data: { role: 'editor' } })).status()).toBe(200);
  const theirs = await tokenFor(api, colleague, 'senha-da-colega');
  // She opens it too (her page says so every 20 s): this page names her.
  expect((await api.post(`/api/painel/presence/categories/${created.id}`, { headers: { Authorization: `Bearer ${theirs}` } })).status()).toBe(204);
  await expect(page.getByText(`Maria Colega ${u} também está editando este registro.`)).toBeVisible({ timeout: 1000 });
  const saved = await api.patch(`/api/categories/${created.id}`, { data: { name: `Formulário ${u} (dela)` }, headers: { Authorization: `Bearer ${theirs}` } });
  expect(saved.status()).toBe(200);
  const notice = page.getByRole('alert').filter({ hasText: `Maria Colega ${u} alterou este registro às` });
  await expect(notice).toBeVisible({ timeout: 1000 });
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/live-form-notice.png` });
  await notice.getByRole('button', { name: 'Ver alterações' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alguém salvou este registro enquanto você editava' });
  await expect(dialog).toContainText(`Formulário ${u} (dela)`);
  await expect(dialog).toContainText(`Formulário ${u} (meu)`);
  if (process.env.SHOTS_DIR) {
    // After MUI's fade-in: a shot taken mid-fade shows the form through the dialog.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/live-form-compare.png` });
  }
  await context.close();
});

test('presence: two people on one record see each other within a second or two of arriving, and the leaving at once', async ({ browser, api }) => {
  const u = unique();
  const created = (await (await api.post('/api/categories', { data: { name: `Presença ${u}` } })).json()) as { id: string };
  const colleague = `presenca-${u}@exemplo.com.br`;
  const person = (await (await api.post('/api/server/users', { data: { name: `Bia Colega ${u}`, email: colleague, password: 'senha-da-colega' } })).json()) as { data: { id: string } };
  expect((await api.patch(`/api/server/users/role/${person.data.id}`, { data: { role: 'editor' } })).status()).toBe(200);
  const open = async (token: string) => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    await context.addCookies([{ name: 'token', value: token, url: baseUrl() }]);
    const page = await context.newPage();
    const live = page.waitForResponse((r) => r.url().endsWith('/api/painel/events'));
    await page.goto(`/app/categories/${created.id}`);
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(`Presença ${u}`);
    await live;
    return page;
  };
  const first = await open(await tokenFor(api));
  const second = await open(await tokenFor(api, colleague, 'senha-da-colega'));
  // Each names the other: the one who arrived second at once, the first by its answer — not at a 20 s beat.
  await expect(first.getByText(`Bia Colega ${u} também está editando este registro.`)).toBeVisible({ timeout: 2000 });
  await expect(second.getByText('Administradora E2E também está editando este registro.')).toBeVisible({ timeout: 2000 });
  if (process.env.SHOTS_DIR) await first.screenshot({ path: `${process.env.SHOTS_DIR}/live-presence.png` });

  // She goes back to the list: gone from the first page at once (not 45 s later).
  await second.getByRole('link', { name: 'Cancelar' }).click();
  await expect(first.getByText(/também está editando este registro/)).toHaveCount(0, { timeout: 2000 });
  // She comes back, then closes the tab.
  await second.goto(`/app/categories/${created.id}`);
  await expect(first.getByText(`Bia Colega ${u} também está editando este registro.`)).toBeVisible({ timeout: 2000 });
  await second.close({ runBeforeUnload: true });
  await expect(first.getByText(/também está editando este registro/)).toHaveCount(0, { timeout: 2000 });
  await first.context().close();
  await second.context().close();
});
