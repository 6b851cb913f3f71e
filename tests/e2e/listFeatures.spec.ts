import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test, toast, unique } from './support/fixtures';
import { png } from './support/files';
import { row, rows, startExport } from './support/listHelpers';

/** Screenshots for a reviewer, only when asked (PAINEL_SHOTS names a folder). */
async function shot(page: Page, name: string) {
  if (process.env.PAINEL_SHOTS) await page.screenshot({ path: `${process.env.PAINEL_SHOTS}/${name}.png` });
}

const names = async (page: Page, column: number) => (await rows(page).locator(`td:nth-child(${column})`).allTextContents()).map((t) => t.trim());

test('filter jobs by status: the filter bar, the chip, the URL; a reload keeps it and axe finds nothing serious', async ({ signedIn: page, api }) => {
  const u = unique();
  const ids: string[] = [];
  for (const n of [1, 2, 3]) ids.push(((await (await api.post('/api/jobs', { data: { name: `Filtro ${u} ${n}`, description: 'Vaga filtrada', html: '<p>x</p>' } })).json()) as { id: string }).id);
  expect((await api.patch(`/api/jobs/${ids[1]}`)).status()).toBe(200);

  await page.goto(`/app/jobs?q=${u}`);
  await expect(rows(page)).toHaveCount(3);
  await page.getByRole('button', { name: 'Filtros' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Inativa' }).click();
  await shot(page, 'filter-dialog-desktop');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/[?&]status=false(&|$)/);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, `Filtro ${u} 2`)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remover filtro Status: Inativa' })).toBeVisible();
  await shot(page, 'filter-bar-desktop');

  await page.reload();
  await expect(rows(page)).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Remover filtro Status: Inativa' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.goBack();
  await expect(rows(page)).toHaveCount(3);
});

test('sort outdoors by name: ascending, then descending, kept by a reload', async ({ signedIn: page, api }) => {
  const u = unique();
  for (const name of ['Beta', 'Alfa', 'Gama']) {
    await api.post('/api/outdoors', { multipart: { name: `${name} ${u}`, location: `Rua ${u}`, latitude: '-19.92', longitude: '-43.94' } });
  }
  await page.goto(`/app/outdoors?q=${u}`);
  await expect(rows(page)).toHaveCount(3);
  // Newest first by default.
  expect(await names(page, 3)).toEqual([`Gama ${u}`, `Alfa ${u}`, `Beta ${u}`]);
  const header = page.getByRole('columnheader', { name: 'Nome' });
  await header.getByRole('button', { name: 'Nome' }).click();
  await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
  await expect.poll(() => names(page, 3)).toEqual([`Alfa ${u}`, `Beta ${u}`, `Gama ${u}`]);
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  await header.getByRole('button', { name: 'Nome' }).click();
  await expect(page).toHaveURL(/[?&]sort=-name(&|$)/);
  await expect.poll(() => names(page, 3)).toEqual([`Gama ${u}`, `Beta ${u}`, `Alfa ${u}`]);
  await page.reload();
  await expect.poll(() => names(page, 3)).toEqual([`Gama ${u}`, `Beta ${u}`, `Alfa ${u}`]);
  await expect(page.getByRole('columnheader', { name: 'Nome' })).toHaveAttribute('aria-sort', 'descending');
});

test('bulk-delete three categories: one confirmation naming the count, one toast, all three gone', async ({ signedIn: page, api }) => {
  const u = unique();
  const ids: string[] = [];
  for (const n of [1, 2, 3]) ids.push(((await (await api.post('/api/categories', { data: { name: `Lote ${u} ${n}` } })).json()) as { id: string }).id);
  await page.goto(`/app/categories?q=${u}`);
  await expect(rows(page)).toHaveCount(3);
  for (const n of [1, 2, 3]) await page.getByRole('checkbox', { name: `Selecionar Lote ${u} ${n}` }).check();
  const bar = page.getByRole('region', { name: 'Seleção' });
  await expect(bar).toContainText('3 categorias selecionadas');
  await shot(page, 'bulk-selection-desktop');
  await bar.getByRole('button', { name: 'Excluir (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir 3 categorias?' });
  await expect(dialog).toContainText('3 categorias vão para a Lixeira, de onde podem ser restauradas.');
  await dialog.getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, '3 categorias excluídas')).toBeVisible();
  await expect(page.getByText('Nenhum resultado para')).toBeVisible();
  for (const id of ids) expect((await api.get(`/api/categories/${id}`)).status()).toBe(404);
});

test('export posts of one service: the filtered set as a CSV Excel reads (BOM, ;, CRLF)', async ({ signedIn: page, api }) => {
  const u = unique();
  const service = ((await (await api.post('/api/server/services', { data: { name: `Exportação ${u}`, price: 1500.5 } })).json()) as { data: { id: string } }).data.id;
  for (const n of [1, 2]) await api.post('/api/server/posts', { multipart: { serviceId: service, file: png(`post-${n}.png`) } });
  await page.goto(`/app/posts?serviceId=${service}`);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('button', { name: `Remover filtro Serviço: Exportação ${u}` })).toBeVisible();

  const download = page.waitForEvent('download');
  await startExport(page);
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^posts-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const lines = text.slice(1).split('\r\n');
  expect(lines.at(-1)).toBe('');
  expect(lines).toHaveLength(4);
  expect(lines[0].split(';')).toContain('Serviço');
  for (const line of lines.slice(1, 3)) expect(line).toContain(`Exportação ${u}`);
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
});

test('on a phone the filters stay reachable: "Filtros" on screen, the choice full screen, the chip after it', async ({ signedIn: page, api }) => {
  const u = unique();
  for (const n of [1, 2]) await api.post('/api/jobs', { data: { name: `Telefone ${u} ${n}`, description: 'Vaga no celular', html: '<p>x</p>' } });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/app/jobs?q=${u}`);
  await expect(page.getByRole('list', { name: 'Vagas' }).getByRole('listitem')).toHaveCount(2);
  const open = page.getByRole('button', { name: 'Filtros' });
  await expect(open).toBeInViewport();
  await page.getByRole('checkbox', { name: `Selecionar Telefone ${u} 1` }).check();
  await expect(page.getByRole('region', { name: 'Seleção' })).toContainText('1 vaga selecionada');
  await shot(page, 'bulk-selection-phone');
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Filtros' });
  await expect(dialog.getByRole('button', { name: 'Aplicar' })).toBeInViewport();
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Ativa', exact: true }).click();
  await shot(page, 'filter-dialog-phone');
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByRole('button', { name: 'Remover filtro Status: Ativa' })).toBeInViewport();
  await shot(page, 'filter-bar-phone');
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('a slow export shows rows of the total and bytes received until the file is handed over', async ({ signedIn: page, api }) => {
  const u = unique();
  const description = `Descrição longa ${u} `.repeat(90).slice(0, 1900);
  for (let n = 1; n <= 40; n += 1) await api.post('/api/jobs', { data: { name: `Exporta ${u} ${n}`, description, html: '<p>x</p>' } });
  for (const size of [
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'phone' },
  ]) {
    await page.setViewportSize(size);
    await page.goto(`/app/jobs?q=${u}`);
    await expect(page.getByText(/de 40/).first()).toBeVisible();
    // About 80 kB at 40 kB/s: long enough to watch the progress.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: 40_000, uploadThroughput: -1 });
    const download = page.waitForEvent('download');
    await startExport(page);
    const progress = page.getByRole('status').filter({ hasText: /linhas/ });
    await expect(progress).toContainText(/^\d+ de 40 linhas · \d+(,\d)? (B|KB)$/);
    await expect(page.getByRole('progressbar', { name: 'Progresso da exportação' })).toBeVisible();
    await shot(page, `export-progress-${size.name}`);
    const file = await download;
    await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    expect((await readFile((await file.path())!, 'utf8')).split('\r\n')).toHaveLength(42);
    await expect(progress).toHaveCount(0);
  }
});
