// A spreadsheet in, through the real server and database: the check shows each problem by row and column and
// writes nothing; the corrected file is imported; "Desfazer" takes the whole import back.
import type { Locator } from '@playwright/test';
import { expect, test, toast, unique } from './support/fixtures';

const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });

/** Words of an element drawn over two lines (broken inside the word, "Serviç/o"). */
const wordsBrokenIn = (element: Locator) =>
  element.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        if (new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`import services: problems by row and column, nothing written; then the corrected file, and its undo (${viewport.width}px)`, async ({ signedIn: page, api }) => {
    await page.setViewportSize(viewport);
    const u = unique();
    await page.goto(`/app/services?q=${u}`);
    await expect(page.getByText(`Nenhum resultado para “${u}”.`)).toBeVisible();

    await page.getByRole('button', { name: 'Importar' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar serviços' });
    await dialog.getByLabel('Arquivo da planilha').setInputFiles(
      file('servicos.csv', `Nome;Descrição;Preço (R$)\r\nPlaca ${u} A;Frente;1.234,56\r\nPlaca ${u} B;Verso;1,234.56\r\nX;;abc\r\n`),
    );
    const problems = dialog.getByRole('table', { name: 'Problemas encontrados' });
    await expect(problems.getByRole('row')).toHaveCount(4);
    await expect(problems.getByRole('row').nth(1)).toHaveText(/^3Preço \(R\$\)Use vírgula para os centavos: 1\.234,56\.$/);
    await expect(problems.getByRole('row').nth(2)).toHaveText(/^4Nome.*2 caracteres/);
    await expect(problems.getByRole('row').nth(3)).toHaveText(/^4Preço \(R\$\)Informe um número\.$/);
    await expect(dialog.getByText(/3 problemas em 3 linhas/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Importar', exact: true })).toBeDisabled();
    // A phone wraps the table between words, never inside one.
    expect(await wordsBrokenIn(problems)).toEqual([]);
    await page.screenshot({ path: `tests/e2e/artifacts/import-problems-${viewport.width}.png` });
    // The check wrote nothing.
    expect((await (await api.get(`/api/server/services?q=${u}`)).json()).data.total).toBe(0);

    // "Escolher outro arquivo" opens the file chooser itself (no step back to the first screen).
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Escolher outro arquivo' }).click()]);
    await expect(problems).toBeVisible();
    await chooser.setFiles(file('servicos.csv', `Nome;Descrição;Preço (R$)\r\nPlaca ${u} A;Frente;1.234,56\r\nPlaca ${u} B;Verso;"80,00"\r\n`));
    await expect(dialog.getByText(/Tudo certo: 2 linhas, 2 a criar/)).toBeVisible();
    await page.screenshot({ path: `tests/e2e/artifacts/import-ready-${viewport.width}.png` });
    await dialog.getByRole('button', { name: 'Importar 2 registros' }).click();
    await expect(toast(page, 'Planilha importada: 2 registros criados.')).toBeVisible();
    // Rows on a desktop, cards on a phone: found by their text.
    await expect(page.getByText(`Placa ${u} A`, { exact: true })).toBeVisible();
    await expect(page.getByText(`Placa ${u} B`, { exact: true })).toBeVisible();
    await expect(page.getByText('R$ 1.234,56')).toBeVisible();

    await toast(page, 'Planilha importada: 2 registros criados.').getByRole('button', { name: 'Desfazer' }).click();
    await expect(toast(page, 'Alteração desfeita.')).toBeVisible();
    await expect(page.getByText(`Placa ${u} A`, { exact: true })).toHaveCount(0);
    expect((await (await api.get(`/api/server/services?q=${u}`)).json()).data.total).toBe(0);
  });
}

test('on a phone the problems wrap between words: "Serviço" stays whole beside a long message', async ({ signedIn: page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const u = unique();
  await page.goto('/app/tenancies');
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar locações' });
  await dialog
    .getByLabel('Arquivo da planilha')
    .setInputFiles(file('locacoes.csv', `Serviço;Usuário;Início;Fim\r\nPainel rodoviário inexistente ${u};Pessoa inexistente ${u};01/01/2027;31/01/2027\r\n`));
  const problems = dialog.getByRole('table', { name: 'Problemas encontrados' });
  await expect(problems.getByRole('row').nth(1)).toContainText('Serviço');
  expect(await wordsBrokenIn(problems)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: 'tests/e2e/artifacts/import-problems-tenancies-390.png' });
});

test('a large file: the dialog counts the rows the server has read, then what it has written, of how many', async ({ signedIn: page, api }) => {
  test.setTimeout(180_000);
  const u = unique();
  // Large enough that the server says how far it got several times (a line every 1,000 rows) before it is done.
  const total = 20_000;
  const named = (i: number) => (i === 0 ? `Primeira ${u}` : i === total - 1 ? `Ultima ${u}` : `Contada ${u} ${i + 1}`);
  const lines = Array.from({ length: total }, (_, i) => `${named(i)};${(i % 900) + 1},50`);
  await page.goto('/app/services');
  await page.getByRole('button', { name: 'Importar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar serviços' });
  await expect(dialog).toBeVisible();
  // Every text the progress line shows, noted as it changes (it may last less than Playwright's polling).
  await page.evaluate(`(() => {
    window.__progress = [];
    new MutationObserver(() => {
      const text = document.querySelector('[role="dialog"] [role="status"] p')?.textContent;
      if (text && window.__progress.at(-1) !== text) window.__progress.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  })()`);
  await dialog.getByLabel('Arquivo da planilha').setInputFiles(file('grande.csv', `Nome;Preço (R$)\r\n${lines.join('\r\n')}\r\n`));
  await expect(dialog.getByText(`Tudo certo: ${total.toLocaleString('pt-BR')} linhas`, { exact: false })).toBeVisible({ timeout: 60_000 });
  const read = (await page.evaluate('window.__progress')) as string[];
  expect(read.filter((t) => /^Lendo e verificando cada linha… [\d.]+ linhas$/.test(t)).length).toBeGreaterThan(0);

  await page.evaluate('window.__progress = []');
  await dialog.getByRole('button', { name: `Importar ${total.toLocaleString('pt-BR')} registros` }).click();
  await expect(toast(page, `Planilha importada: ${total.toLocaleString('pt-BR')} registros criados.`)).toBeVisible({ timeout: 120_000 });
  const written = (await page.evaluate('window.__progress')) as string[];
  expect(written.filter((t) => new RegExp(`^Gravando os registros… [\\d.]+ de ${total.toLocaleString('pt-BR').replace('.', '\\.')}$`).test(t)).length).toBeGreaterThan(0);
  // Counting stops at 10,000 ("mais de 10.000"): the first and the last row are looked up instead.
  for (const name of [`Primeira ${u}`, `Ultima ${u}`]) {
    expect((await (await api.get(`/api/server/services?q=${encodeURIComponent(name)}`)).json()).data.items.map((r: { name: string }) => r.name)).toEqual([name]);
  }
});
