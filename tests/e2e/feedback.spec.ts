import type { Locator } from '@playwright/test';
import { expect, signIn, test, toast, unique } from './support/fixtures';

const overlap = async (a: Locator, b: Locator) => {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
};

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`a taken e-mail marks the E-mail field; the toast leaves the account button free (${viewport.width}px)`, async ({ signedIn: page, api }) => {
    await page.setViewportSize(viewport);
    const email = `taken-${unique()}@exemplo.com.br`;
    expect((await api.post('/api/server/users', { data: { name: 'Primeiro Dono', email, password: 'senha-forte-1' } })).ok()).toBe(true);
    await page.goto('/app/users/new');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Segundo Dono');
    await page.getByRole('textbox', { name: 'E-mail' }).fill(email.toUpperCase());
    await page.getByRole('textbox', { name: 'Senha', exact: true }).fill('senha-forte-2');
    await page.getByRole('textbox', { name: 'Confirmar senha' }).fill('senha-forte-2');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.locator('#root_email__error')).toHaveText('Já existe um usuário com este e-mail.');
    const error = toast(page, 'Erro ao cadastrar usuário!');
    await expect(error).toBeVisible();
    const account = page.getByRole('button', { name: 'Conta do usuário' });
    expect(await overlap(error, account)).toBe(false);
    // The toast slides in: the picture waits for it to settle.
    if (process.env.SHOTS_DIR) await page.waitForTimeout(800);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/duplicate-email-${viewport.width}.png` });
    await account.click();
    await expect(page.getByRole('menuitem', { name: 'Sair' })).toBeVisible();
  });
}

/** The toast has slid in and settled where it stays. */
async function settled(locator: Locator) {
  await expect(locator).toBeVisible();
  let last = '';
  await expect.poll(async () => {
    const box = JSON.stringify(await locator.boundingBox());
    const same = box === last;
    last = box;
    return same;
  }).toBe(true);
}

const viewports = [{ width: 1280, height: 800 }, { width: 390, height: 844 }];

for (const viewport of viewports) {
  test(`after a save, the toast leaves the list's actions free: Novo, Filtros, Colunas, Exportar CSV, the search (${viewport.width}px)`, async ({ signedIn: page, api }) => {
    await page.setViewportSize(viewport);
    const name = `Toldo ${unique()}`;
    const { id } = ((await (await api.post('/api/server/services', { data: { name, price: 700 } })).json()) as { data: { id: string } }).data;
    await page.goto(`/app/services/${id}`);
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page).toHaveURL(/\/app\/services$/);
    const saved = toast(page, 'Serviço atualizado com sucesso!');
    await settled(saved);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/save-toast-${viewport.width}.png` });
    for (const control of [
      page.getByRole('link', { name: 'Novo serviço' }),
      page.getByRole('button', { name: 'Filtros' }),
      page.getByRole('button', { name: 'Colunas' }),
      page.getByRole('button', { name: 'Exportar CSV' }),
      page.getByRole('searchbox', { name: 'Buscar' }),
      page.getByRole('button', { name: 'Conta do usuário' }),
    ]) {
      expect(await overlap(saved, control), (await control.evaluate((el) => el.textContent || el.getAttribute('aria-label'))) ?? '').toBe(false);
    }
  });

  test(`a toast never covers the form's banner and its actions after signing in again; the "session expired" toast is gone (${viewport.width}px)`, async ({ signedIn: page, api, context }) => {
    await page.setViewportSize(viewport);
    const name = `Lona ${unique()}`;
    const { id } = ((await (await api.post('/api/server/services', { data: { name, price: 300 } })).json()) as { data: { id: string } }).data;
    await page.goto(`/app/services/${id}`);
    await page.getByRole('textbox', { name: 'Nome' }).fill(`${name} dupla face`);
    await context.clearCookies();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(toast(page, 'Sua sessão expirou. Entre novamente.')).toBeVisible();
    await signIn(page);
    const banner = page.getByRole('alert').filter({ hasText: 'Recuperamos as alterações não salvas' });
    await expect(banner).toBeVisible();
    await expect(toast(page, 'Sua sessão expirou. Entre novamente.')).toBeHidden();
    // A toast while the banner is up: the server refuses the save, with its reason.
    await page.route(`**/api/server/services/${id}`, (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 409, json: { message: 'Outro administrador alterou este serviço agora há pouco.' } }) : route.fallback(),
    );
    await page.getByRole('button', { name: 'Salvar' }).click();
    const refused = toast(page, 'Erro ao atualizar serviço!');
    await settled(refused);
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/banner-toast-${viewport.width}.png` });
    expect(await overlap(refused, banner)).toBe(false);
    expect(await overlap(refused, banner.getByRole('button', { name: 'Descartar' }))).toBe(false);
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test(`a delete the server refuses says why inside the dialog, once, without a retry that cannot work (${scheme})`, async ({ signedIn: page, api }) => {
    await page.emulateMedia({ colorScheme: scheme });
    const name = `Empena em uso ${unique()}`;
    const service = ((await (await api.post('/api/server/services', { data: { name, price: 900 } })).json()) as { data: { id: string } }).data.id;
    const user = ((await (await api.post('/api/server/users', { data: { name: 'Locatária', email: `loc-${unique()}@exemplo.com.br`, password: 'senha-forte-1' } })).json()) as { data: { id: string } }).data.id;
    expect((await api.post('/api/server/tenancies', { data: { serviceId: service, userId: user, startDate: '2026-12-01', endDate: '2026-12-31' } })).ok()).toBe(true);
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(viewport);
      await page.goto(`/app/services?q=${encodeURIComponent(name)}`);
      await page.getByRole('button', { name: `Excluir ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Excluir serviço?' });
      await dialog.getByRole('button', { name: 'Excluir' }).click();
      await expect(dialog.getByRole('alert')).toContainText('Não é possível excluir este serviço: há locações ligadas a ele.');
      await expect(dialog).not.toContainText('vai para a Lixeira');
      // Said once, in the dialog; trying again would meet the same tenancy.
      await expect(dialog.getByRole('button', { name: 'Fechar' })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
      await expect(toast(page, 'Erro ao deletar serviço!')).toHaveCount(0);
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/delete-refused-${scheme}-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Fechar' }).click();
      await expect(dialog).toBeHidden();
      await expect(toast(page, 'Erro ao deletar serviço!')).toHaveCount(0);
    }
  });
}

test('the account menu: "Minha conta", "Tema" (Claro, Escuro, Seguir o sistema), "Atalhos do teclado", "Sair"; the skip link shows on the first Tab', async ({ signedIn: page }) => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/app');
    await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
    // The app's page, not the server's drawing of it (a Tab pressed on that one: firstVisit.spec.ts).
    await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Pular para o conteúdo' })).toBeFocused();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/skip-link-${viewport.width}.png` });
    await page.getByRole('button', { name: 'Conta do usuário' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Minha conta' })).toBeVisible();
    for (const name of ['Claro', 'Escuro', 'Seguir o sistema']) await expect(menu.getByRole('menuitemradio', { name })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Atalhos do teclado' })).toBeVisible();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/account-menu-${viewport.width}.png` });
    await menu.getByRole('menuitem', { name: 'Minha conta' }).click();
    await expect(page).toHaveURL(/\/app\/account$/);
    await expect(page.getByRole('region', { name: 'Alterar senha' })).toBeVisible();
  }
});

// The list a record was opened from stays under it, out of sight: what it marks as clear of toasts (its toolbar)
// is not on screen, and a toast on the record page sits where it sits on a record opened by its address.
test('a toast on a record opened from its list sits where it sits with no list kept under the page', async ({ signedIn: page, api }) => {
  const name = `Placa ${unique()}`;
  const { id } = ((await (await api.post('/api/server/services', { data: { name, price: 200 } })).json()) as { data: { id: string } }).data;
  await page.route(`**/api/server/services/${id}`, (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 409, json: { message: 'Outro administrador alterou este serviço agora há pouco.' } }) : route.fallback(),
  );
  const refusedTop = async () => {
    await page.getByRole('button', { name: 'Salvar' }).click();
    const refused = toast(page, 'Erro ao atualizar serviço!');
    await settled(refused);
    return (await refused.boundingBox())!.y;
  };
  await page.goto(`/app/services/${id}`);
  await page.getByRole('textbox', { name: 'Nome' }).fill(`${name} dupla face`);
  const alone = await refusedTop();
  // A new page load: that toast is gone.
  await page.goto(`/app/services?q=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name: `Editar ${name}` }).click();
  await page.getByRole('textbox', { name: 'Nome' }).fill(`${name} dupla face`);
  expect(await refusedTop()).toBe(alone);
});
