import { createService } from './support/records';
import { baseUrl, expect, test, toast, tokenFor, unique } from './support/fixtures';
import { deleteRow, row, search } from './support/listHelpers';

// Two administrators at once, on the real server: no silent overwrite, and a mistake undone from its toast.

test('two tabs on one service: the later save sees the conflict view, keeps what it typed, and both changes are saved', async ({ browser, api }) => {
  const u = unique();
  const id = await createService(api, `Painel rodoviário ${u}`, 2466.26);
  const token = await tokenFor(api);
  const tab = async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    await context.addCookies([{ name: 'token', value: token, url: baseUrl() }]);
    const page = await context.newPage();
    await page.goto(`/app/services/${id}`);
    await expect(page.getByRole('textbox', { name: 'Preço (R$)' })).toHaveValue('2.466,26');
    return page;
  };
  const a = await tab();
  const b = await tab();

  await a.getByRole('textbox', { name: 'Preço (R$)' }).fill('5.000,00');
  await a.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(a, 'Serviço atualizado com sucesso!')).toBeVisible();

  // B still shows R$ 2.466,26 and changes only the description.
  await b.getByRole('textbox', { name: 'Descrição' }).fill('Iluminado, 9x3');
  await b.getByRole('button', { name: 'Salvar' }).click();
  const dialog = b.getByRole('dialog', { name: 'Alguém salvou este registro enquanto você editava' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Preço (R$)' })).toContainText(/Valor atual \(alterado por Administradora E2E (em \d{2}\/\d{2}\/\d{4} )?às \d{2}:\d{2}\)R\$\s5\.000,00/);
  // Only B changed the description: no conflict, no colleague's name beside it; it stays as typed.
  await expect(dialog.getByRole('region', { name: 'Descrição' })).toHaveCount(0);
  await expect(dialog).toContainText('Só você alterou, e fica como você digitou: Descrição.');
  await dialog.getByRole('button', { name: 'Aplicar e revisar' }).click();
  await expect(b.getByRole('textbox', { name: 'Preço (R$)' })).toHaveValue('5.000,00');
  await expect(b.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Iluminado, 9x3');
  await b.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(b, 'Serviço atualizado com sucesso!')).toBeVisible();

  const saved = (await (await api.get(`/api/server/services/${id}`)).json()) as { data: Record<string, unknown> };
  expect(saved.data).toMatchObject({ price: 5000, description: 'Iluminado, 9x3', version: 3 });
  await a.context().close();
  await b.context().close();
});

test('a deleted category comes back from its toast: "Desfazer"', async ({ signedIn: page, api }) => {
  const u = unique();
  expect((await api.post('/api/categories', { data: { name: `Desfazer ${u}` } })).status()).toBe(201);
  await page.goto('/app/categories');
  await search(page, `Desfazer ${u}`);
  await deleteRow(page, `Desfazer ${u}`, 'Excluir categoria', 'Categoria excluída com sucesso!');
  await toast(page, 'Categoria excluída com sucesso!').getByRole('button', { name: 'Desfazer' }).click();
  await expect(toast(page, 'Alteração desfeita.')).toBeVisible();
  await expect(row(page, `Desfazer ${u}`)).toHaveCount(1);
});
