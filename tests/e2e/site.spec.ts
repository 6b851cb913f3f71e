import { png } from './support/files';
import { expect, test, toast, unique } from './support/fixtures';
import { deleteRow, expectThumbnail, pagesThrough, row, rows, search } from './support/listHelpers';

// Journeys over the first group of the spec: categories, jobs, outdoors, banners.

test('categories: create, find, page through, edit, delete', async ({ signedIn: page, api }) => {
  const u = unique();
  for (let i = 1; i <= 11; i += 1) expect((await api.post('/api/categories', { data: { name: `Lote ${u} ${i}` } })).status()).toBe(201);

  await page.goto('/app/categories');
  await page.getByRole('link', { name: 'Nova categoria' }).first().click();
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Painéis ${u}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Categoria criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/categories$/);

  await search(page, `Painéis ${u}`);
  await expect(rows(page)).toHaveCount(1);
  await search(page, `Lote ${u}`);
  await pagesThrough(page, 11);

  await search(page, `Painéis ${u}`);
  await page.getByRole('link', { name: `Editar Painéis ${u}` }).click();
  const name = page.getByRole('textbox', { name: 'Nome' });
  await expect(name).toHaveValue(`Painéis ${u}`);
  await name.fill(`Totens ${u}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Categoria atualizada com sucesso!')).toBeVisible();
  await search(page, u);
  await expect(row(page, `Totens ${u}`)).toHaveCount(1);

  await deleteRow(page, `Totens ${u}`, 'Excluir categoria?', 'Categoria excluída com sucesso!');
});

test('jobs: create with HTML, edit, status toggle survives a reload, page through, delete', async ({ signedIn: page, api }) => {
  const u = unique();
  for (let i = 1; i <= 11; i += 1) {
    await api.post('/api/jobs', { data: { name: `Vaga ${u} ${i}`, description: 'Em lote', html: '<p>lote</p>' } });
  }
  await page.goto('/app/jobs/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Instalador ${u}`);
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Instalação de lonas em São Paulo.');
  await page.getByRole('textbox', { name: 'Conteúdo (HTML)' }).fill('<h3>Requisitos</h3><ul><li>CNH B</li></ul><script>document.title="x"</script>');
  // The preview is a sandboxed frame inside the region.
  const preview = page.getByRole('region', { name: 'Pré-visualização' }).locator('iframe').contentFrame();
  await expect(preview.getByText('CNH B')).toBeVisible();
  // Sanitized in the real browser: the script never made it into the preview.
  expect(await preview.locator('script').count()).toBe(0);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Vaga criada com sucesso!')).toBeVisible();

  await search(page, `Instalador ${u}`);
  const created = row(page, `Instalador ${u}`);
  await expect(created.getByText('Ativa')).toBeVisible();
  await page.getByRole('button', { name: `Desativar vaga: Instalador ${u}` }).click();
  await expect(toast(page, 'Status da vaga alterado com sucesso!')).toBeVisible();
  await expect(created.getByText('Inativa')).toBeVisible();
  await page.reload();
  await expect(row(page, `Instalador ${u}`).getByText('Inativa')).toBeVisible();

  await page.getByRole('link', { name: `Editar Instalador ${u}` }).click();
  await expect(page.getByRole('textbox', { name: 'Conteúdo (HTML)' })).toHaveValue(/CNH B/);
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Instalador sênior ${u}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Vaga atualizada com sucesso!')).toBeVisible();

  await search(page, `Vaga ${u}`);
  await pagesThrough(page, 11);

  await search(page, `Instalador sênior ${u}`);
  await deleteRow(page, `Instalador sênior ${u}`, 'Excluir vaga?', 'Vaga excluída com sucesso!');
});

test('outdoors: create with a PNG and see its thumbnail, find by location, edit, page through, delete', async ({ signedIn: page, api }) => {
  const u = unique();
  for (let i = 1; i <= 11; i += 1) {
    await api.post('/api/outdoors', { multipart: { name: `Ponto ${u} ${i}`, location: `Rua ${u}, ${i}`, latitude: '-19.92', longitude: '-43.94' } });
  }
  await page.goto('/app/outdoors/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Marginal ${u}`);
  await page.getByRole('textbox', { name: 'Localização' }).fill(`Marginal Pinheiros, km ${u}`);
  await page.getByRole('textbox', { name: 'Latitude' }).fill('-23,5903');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('-46,6911');
  await page.locator('input[type=file]').setInputFiles(png('marginal.png'));
  await expect(page.getByRole('img', { name: 'Pré-visualização de Imagem' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Outdoor criado com sucesso!')).toBeVisible();

  await search(page, `Marginal Pinheiros, km ${u}`);
  await expect(rows(page)).toHaveCount(1);
  await expectThumbnail(page, `Imagem de Marginal ${u}`);

  await page.getByRole('link', { name: `Editar Marginal ${u}` }).click();
  await expect(page.getByRole('img', { name: 'Pré-visualização de Imagem' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Street View (URL)' }).fill('https://maps.google.com/?q=-23.5903,-46.6911');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Outdoor atualizado com sucesso!')).toBeVisible();
  // The image was kept: no new file was chosen.
  await search(page, `Marginal ${u}`);
  await expectThumbnail(page, `Imagem de Marginal ${u}`);

  await search(page, `Ponto ${u}`);
  await pagesThrough(page, 11);

  await search(page, `Marginal ${u}`);
  await deleteRow(page, `Marginal ${u}`, 'Excluir outdoor?', 'Outdoor deletado com sucesso!');
});

test('banners: create with a PNG, see the thumbnail, page through, delete', async ({ signedIn: page, api }) => {
  const u = unique();
  for (let i = 1; i <= 11; i += 1) await api.post('/api/banners', { multipart: { title: `Faixa ${u} ${i}` } });
  await page.goto('/app/banners');
  await page.getByRole('link', { name: 'Novo banner' }).first().click();
  await page.getByRole('textbox', { name: 'Título' }).fill(`Black Friday ${u}`);
  await page.locator('input[type=file]').setInputFiles(png('black-friday.png', [20, 20, 20]));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Banner criado com sucesso!')).toBeVisible();

  await search(page, `Black Friday ${u}`);
  await expectThumbnail(page, `Imagem de Black Friday ${u}`);
  // Its page (an extension of the reference server's API): tests/e2e/recordPages.spec.ts.
  await expect(page.getByRole('link', { name: `Editar Black Friday ${u}` })).toBeVisible();

  await search(page, `Faixa ${u}`);
  await pagesThrough(page, 11);

  await search(page, `Black Friday ${u}`);
  await deleteRow(page, `Black Friday ${u}`, 'Excluir banner?', 'Banner excluído com sucesso!');
});
