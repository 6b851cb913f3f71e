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
