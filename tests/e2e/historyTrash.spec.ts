import { expect, test, toast, unique } from './support/fixtures';
import { row, rows, search } from './support/listHelpers';
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

// Undo after the toast is gone: a bulk request from "Atividade", several records from the "Lixeira".

test('a bulk delete, its toast closed: "Atividade" undoes the whole of it, and the three are back in their list', async ({ signedIn: page, api }) => {
  const u = unique();
  for (const n of [1, 2, 3]) expect((await api.post('/api/categories', { data: { name: `Lote ${u} ${n}` } })).status()).toBe(201);
  await page.goto(`/app/categories?q=${encodeURIComponent(`Lote ${u}`)}`);
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
  await page.getByRole('region', { name: 'Seleção' }).getByRole('button', { name: 'Excluir (3)' }).click();
  await page.getByRole('dialog', { name: 'Excluir 3 categorias?' }).getByRole('button', { name: 'Excluir' }).click();
  const summary = toast(page, '3 categorias excluídas');
  await expect(summary.getByRole('button', { name: 'Desfazer' })).toBeVisible();
  await summary.getByRole('button', { name: 'Fechar' }).click();
  await expect(summary).toBeHidden();
  await expect(rows(page)).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Atividade' }).click();
  const bulk = page.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' }).locator(':scope > li').filter({ hasText: '3 categorias' }).first();
  await expect(bulk).toContainText('Exclusão');
  await expect(bulk).toContainText('Em lote');
  await bulk.getByRole('button', { name: 'Desfazer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Desfazer esta ação em lote?' });
  await expect(dialog).toContainText('As 3 categorias voltam a como estavam antes de');
  await dialog.getByRole('button', { name: 'Desfazer' }).click();
  await expect(toast(page, 'Alteração desfeita.')).toBeVisible();
  await expect(bulk.getByRole('button', { name: 'Desfazer' })).toHaveCount(0);

  await page.goto(`/app/categories?q=${encodeURIComponent(`Lote ${u}`)}`);
  await expect(rows(page)).toHaveCount(3);
});

test('"Lixeira": two ticked come back together, and "Desfazer" sends both back', async ({ signedIn: page, api }) => {
  const u = unique();
  const names = [`Volta ${u} A`, `Volta ${u} B`];
  for (const name of names) {
    const { id } = (await (await api.post('/api/categories', { data: { name } })).json()) as { id: string };
    expect((await api.delete(`/api/categories/${id}`)).status()).toBe(204);
  }
  await page.goto('/app/lixeira?recurso=categories');
  for (const name of names) await page.getByRole('checkbox', { name: `Selecionar ${name}` }).check();
  await page.getByRole('button', { name: 'Restaurar selecionados (2)' }).click();
  const restored = toast(page, '2 registros restaurados.');
  await expect(restored).toBeVisible();
  const trashed = page.getByRole('list', { name: 'Registros na lixeira' }).getByRole('listitem').filter({ hasText: `Volta ${u}` });
  await expect(trashed).toHaveCount(0);
  await restored.getByRole('button', { name: 'Desfazer' }).click();
  await expect(toast(page, 'Alteração desfeita.')).toBeVisible();
  await expect(trashed).toHaveCount(2);
});

test('a version restored from a long "Histórico" scrolled to: the toast is in the window, with "Desfazer"; the same version again says nothing changed', async ({ signedIn: page, api }) => {
  const u = unique();
  const { id } = (await (await api.post('/api/categories', { data: { name: `Longa ${u}` } })).json()) as { id: string };
  for (let v = 2; v <= 12; v++) expect((await api.patch(`/api/categories/${id}`, { data: { name: `Longa ${u} v${v}` } })).ok()).toBe(true);
  await page.goto(`/app/categories/${id}`);
  await page.getByRole('button', { name: 'Histórico' }).click();
  const entries = page.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' }).locator(':scope > li');
  await expect(entries).toHaveCount(12);
  // The history fills the window: its top is above it, its end below.
  await entries.nth(8).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  await entries.nth(9).getByRole('button', { name: 'Restaurar esta versão' }).click();
  await page.getByRole('dialog', { name: 'Restaurar a versão 3?' }).getByRole('button', { name: 'Restaurar' }).click();
  const restored = toast(page, 'Versão restaurada.');
  await expect(restored.getByRole('button', { name: 'Desfazer' })).toBeAttached();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(`Longa ${u} v3`);
  await expect(entries).toHaveCount(13);
  // Settled where it stays (the page read again under it): inside the window.
  await page.waitForTimeout(500);
  await expect(restored).toBeInViewport({ ratio: 1 });

  // Version 13 is version 3 again: restoring 3 once more writes nothing.
  await entries.nth(10).getByRole('button', { name: 'Restaurar esta versão' }).click();
  await page.getByRole('dialog', { name: 'Restaurar a versão 3?' }).getByRole('button', { name: 'Restaurar' }).click();
  await expect(toast(page, 'Esta versão é igual à atual: nada mudou.')).toBeInViewport({ ratio: 1 });
  await expect(entries).toHaveCount(13);
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`the bulk "Ativar" toast appears where it stays, never over "Nova vaga", frame by frame (${viewport.width}px)`, async ({ signedIn: page, api }) => {
    await page.setViewportSize(viewport);
    const u = unique();
    for (const n of [1, 2]) {
      const { id } = (await (await api.post('/api/jobs', { data: { name: `Inativa ${u} ${n}`, description: 'Descrição', html: '<p>x</p>' } })).json()) as { id: string };
      expect((await api.patch(`/api/jobs/${id}`)).ok()).toBe(true);
    }
    await page.goto(`/app/jobs?q=${encodeURIComponent(`Inativa ${u}`)}`);
    await expect(page.getByText('Inativa', { exact: false }).first()).toBeVisible();
    await page.getByRole('checkbox', { name: /^Selecionar todos/ }).check();
    const create = page.getByRole('link', { name: 'Nova vaga' });
    const button = await create.boundingBox();
    // Every frame from the click on: where the toast is drawn.
    await page.evaluate(() => {
      const w = window as unknown as { __frames: DOMRect[] };
      w.__frames = [];
      const started = performance.now();
      const tick = () => {
        const alert = document.querySelector('.notistack-SnackbarContainer [role="alert"]');
        if (alert) w.__frames.push(alert.getBoundingClientRect());
        if (performance.now() - started < 2500) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.getByRole('region', { name: 'Seleção' }).getByRole('button', { name: 'Ativar (2)', exact: true }).click();
    const activated = toast(page, '2 vagas ativadas');
    await expect(activated.getByRole('button', { name: 'Desfazer' })).toBeVisible();
    await page.waitForTimeout(2600);
    const frames = await page.evaluate(() => (window as unknown as { __frames: { x: number; y: number; width: number; height: number }[] }).__frames);
    expect(frames.length).toBeGreaterThan(5);
    const over = frames.filter((f) => f.x < button!.x + button!.width && button!.x < f.x + f.width && f.y < button!.y + button!.height && button!.y < f.y + f.height);
    expect(over).toEqual([]);
  });
}
