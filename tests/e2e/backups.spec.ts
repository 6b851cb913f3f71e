import { expect, test, toast } from './support/fixtures';

// "Cópias de segurança" on the real server (its BACKUP_DIR inside the suite's temporary data folder): an
// administrator makes one now, sees it run, then listed as verified, the last good one; the activity has it.

test('"Fazer cópia agora": the backup runs, then is listed verified as the last good one, and is in the Atividade', async ({ signedIn: page }) => {
  await page.goto('/app');
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Cópias de segurança' }).click();
  await expect(page).toHaveURL(/\/app\/copias-de-seguranca$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cópias de segurança');
  await expect(page.getByText('Só quando pedidas (BACKUP_EVERY_HOURS=0); guarda as 14 mais recentes.', { exact: false })).toBeVisible();

  await page.getByRole('button', { name: 'Fazer cópia agora' }).click();
  await expect(page.getByText('Fazendo a cópia de segurança… Ela é verificada antes de terminar.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fazer cópia agora' })).toBeDisabled();

  await expect(toast(page, 'Cópia de segurança feita e verificada')).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Cópias de segurança, da mais recente à mais antiga' });
  const newest = table.getByRole('row').nth(1);
  await expect(newest).toContainText('Manual');
  await expect(newest).toContainText('Administradora E2E');
  await expect(newest).toContainText(/painel-.*\.tar/);
  await expect(newest.getByRole('cell').nth(5)).toHaveText('Sim');
  await expect(newest).toContainText('Última cópia boa');
  await expect(page.getByRole('region', { name: 'Última cópia boa' })).toContainText('verificada');
  await expect(page.getByRole('button', { name: 'Fazer cópia agora' })).toBeEnabled();

  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Atividade' }).click();
  await expect(page.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' })).toContainText('Cópia de segurança manual feita e verificada');
});
