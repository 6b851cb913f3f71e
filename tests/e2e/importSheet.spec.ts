// A spreadsheet in, through the real server and database: the check shows each problem by row and column and
// writes nothing; the corrected file is imported; "Desfazer" takes the whole import back.
import { expect, test, toast, unique } from './support/fixtures';

const file = (name: string, text: string) => ({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });

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
    await page.screenshot({ path: `tests/e2e/artifacts/import-problems-${viewport.width}.png` });
    // The check wrote nothing.
    expect((await (await api.get(`/api/server/services?q=${u}`)).json()).data.total).toBe(0);

    await dialog.getByRole('button', { name: 'Escolher outro arquivo' }).click();
    await dialog.getByLabel('Arquivo da planilha').setInputFiles(file('servicos.csv', `Nome;Descrição;Preço (R$)\r\nPlaca ${u} A;Frente;1.234,56\r\nPlaca ${u} B;Verso;"80,00"\r\n`));
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
