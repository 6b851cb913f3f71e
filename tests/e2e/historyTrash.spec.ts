import { expect, test, toast, unique } from './support/fixtures';
import { row, search } from './support/listHelpers';
import { createService } from './support/records';

// The painel profile's screens on the real server: a deleted record waits in the Lixeira and comes back; a
// record's Histórico shows each edit and puts an older version back.

test('a deleted service goes to the Lixeira, and "Restaurar" brings it back to its list', async ({ signedIn: page, api }) => {
  const name = `Lona ${unique()}`;
  await createService(api, name, 2466.26);
  await page.goto(`/app/services?q=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `Excluir ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir serviço?' });
  await expect(dialog).toContainText(`“${name}” vai para a Lixeira, de onde pode ser restaurado.`);
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Serviço deletado com sucesso!')).toBeVisible();
  await expect(row(page, name)).toHaveCount(0);

  // The list's "Lixeira": this resource's deleted records.
  await page.getByRole('main').getByRole('link', { name: 'Lixeira' }).click();
  await expect(page).toHaveURL(/\/app\/lixeira\?recurso=services$/);
  const trashed = page.getByRole('list', { name: 'Registros na lixeira' }).getByRole('listitem').filter({ hasText: name });
  await expect(trashed).toContainText('Serviço · Excluído por Administradora E2E em');
  await trashed.getByRole('button', { name: `Restaurar ${name}` }).click();
  await expect(toast(page, `“${name}” foi restaurado.`)).toBeVisible();
  await expect(trashed).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Serviços' }).click();
  await search(page, name);
  await expect(row(page, name)).toContainText('R$ 2.466,26');
});

test('a category renamed twice: the Histórico shows both, "Restaurar esta versão" puts the first back', async ({ signedIn: page, api }) => {
  const u = unique();
  const created = await api.post('/api/categories', { data: { name: `Eventos ${u}` } });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  await page.goto(`/app/categories/${id}`);
  const nameBox = page.getByRole('textbox', { name: 'Nome' });
  for (const next of [`Eventos ${u} 2026`, `Eventos ${u} 2027`]) {
    await expect(nameBox).not.toHaveValue('');
    await nameBox.fill(next);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Categoria atualizada com sucesso!')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/categories(\?.*)?$/);
    await page.goto(`/app/categories/${id}`);
  }
  await expect(nameBox).toHaveValue(`Eventos ${u} 2027`);

  await page.getByRole('button', { name: 'Histórico' }).click();
  const changes = page.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' });
  const entries = changes.locator(':scope > li');
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText('Versão 3');
  await expect(entries.nth(0)).toContainText(`Nome: Eventos ${u} 2026→passou aEventos ${u} 2027`);
  await expect(entries.nth(1)).toContainText(`Nome: Eventos ${u}→passou aEventos ${u} 2026`);
  await expect(entries.nth(2)).toContainText('Criação');
  await expect(entries.nth(0)).toContainText('Administradora E2E');
  await expect(entries.nth(0).getByRole('button', { name: 'Restaurar esta versão' })).toHaveCount(0);

  await entries.nth(2).getByRole('button', { name: 'Restaurar esta versão' }).click();
  const dialog = page.getByRole('dialog', { name: 'Restaurar a versão 1?' });
  await dialog.getByRole('button', { name: 'Restaurar' }).click();
  await expect(toast(page, 'Versão restaurada.')).toBeVisible();
  await expect(nameBox).toHaveValue(`Eventos ${u}`);
  await expect(entries).toHaveCount(4);
  await expect(entries.nth(0)).toContainText('Versão 4');
  await expect(entries.nth(0)).toContainText('Restauração de versão');
  await expect(entries.nth(0)).toContainText(`Nome: Eventos ${u} 2027→passou aEventos ${u}`);

  // Everyone's changes, on "Atividade".
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Atividade' }).click();
  await expect(page.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' }).locator(':scope > li').first()).toContainText(`Categoria · Eventos ${u}`);
});
