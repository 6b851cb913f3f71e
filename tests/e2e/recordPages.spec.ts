import { pdf, png } from './support/files';
import { expect, signIn, test, toast, unique } from './support/fixtures';
import { expectThumbnail, row, search } from './support/listHelpers';
import { createService, createUser, pick } from './support/records';

// Records the spec gives no edit (banners, tenancies, posts) have a page of their own on the reference server,
// whose API profiles declare the extension operations (read, update); and "Minha conta".

test("a banner saved without an image gets one on its page, opened by clicking its row", async ({ signedIn: page, api }) => {
  const u = unique();
  expect((await api.post('/api/banners', { multipart: { title: `Liquidação ${u}` } })).status()).toBe(201);
  await page.goto('/app/banners');
  await search(page, `Liquidação ${u}`);
  await expect(row(page, `Liquidação ${u}`).getByLabel('Sem imagem', { exact: true })).toBeVisible();
  await row(page, `Liquidação ${u}`).getByText(`Liquidação ${u}`).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar banner' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(`Liquidação ${u}`);
  await page.locator('input[type=file]').setInputFiles(png('verao.png', [230, 120, 40]));
  await expect(page.getByRole('img', { name: 'Pré-visualização de Imagem' })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Banner atualizado com sucesso!')).toBeVisible();
  // Back on the list as it was left: its search kept.
  await expect(page).toHaveURL(/\/app\/banners\?q=Liquida%C3%A7%C3%A3o\+/);
  await expect(page.getByRole('searchbox', { name: 'Buscar' })).toHaveValue(`Liquidação ${u}`);
  await expectThumbnail(page, `Imagem de Liquidação ${u}`);
});

test("a tenancy's wrong end date is corrected on its page; the end still cannot come before the start", async ({ signedIn: page, api }) => {
  const u = unique();
  const serviceId = await createService(api, `Empena ${u}`);
  const userId = await createUser(api, `Carla ${u}`, `carla-${u}@exemplo.com.br`);
  expect((await api.post('/api/server/tenancies', { data: { serviceId, userId, startDate: '2027-03-01', endDate: '2027-03-13' } })).status()).toBe(201);
  await page.goto('/app/tenancies');
  await search(page, `Empena ${u}`);
  await row(page, `Empena ${u}`).getByText('13/03/2027').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar locação' })).toBeVisible();
  const end = page.getByRole('textbox', { name: 'Fim' });
  await expect(end).toHaveValue('13/03/2027');
  await end.fill('28022027');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Deve ser uma data igual ou posterior a Início.')).toBeVisible();
  await end.fill('31032027');
  await expect(end).toHaveValue('31/03/2027');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Locação atualizada com sucesso!')).toBeVisible();
  await search(page, `Empena ${u}`);
  await expect(row(page, `Empena ${u}`)).toContainText('31/03/2027');
});

test("a post is moved to another service on its page, its file kept; its status still switches", async ({ signedIn: page, api }) => {
  const u = unique();
  const first = await createService(api, `Front-light ${u}`);
  await createService(api, `Backlight ${u}`);
  const file = pdf('proposta.pdf');
  expect((await api.post('/api/server/posts', { multipart: { serviceId: first, file } })).status()).toBe(201);
  await page.goto('/app/posts');
  await search(page, `Front-light ${u}`);
  await row(page, `Front-light ${u}`).getByText(`Front-light ${u}`).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Editar post' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Serviço' })).toHaveValue(`Front-light ${u}`);
  await expect(page.getByText('Mantém o arquivo atual se nenhum outro for escolhido.')).toBeVisible();
  await pick(page, 'Serviço', `Backlight ${u}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Post atualizado com sucesso!')).toBeVisible();
  await search(page, `Backlight ${u}`);
  const moved = row(page, `Backlight ${u}`);
  await expect(moved.getByRole('link', { name: 'Abrir PDF' })).toBeVisible();
  await moved.getByRole('button', { name: /^Ocultar post/ }).click();
  await expect(toast(page, 'Status do post alterado com sucesso!')).toBeVisible();
  await expect(moved).toContainText('Oculto');
});

test('"Minha conta": changing my password asks for the current one', async ({ browser, api, baseURL }) => {
  const u = unique();
  const email = `helena-${u}@exemplo.com.br`;
  const helena = await createUser(api, `Helena Prado ${u}`, email, 'senha-atual-1');
  expect((await api.patch(`/api/server/users/role/${helena}`, { data: { role: 'editor' } })).status()).toBe(200);
  // Helena, in a browser of her own (the administrator's password stays as the other tests need it).
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/app/sign-in');
  await signIn(page, email, 'senha-atual-1');
  await expect(page).toHaveURL(/\/app$/);
  await page.getByRole('button', { name: 'Conta do usuário' }).click();
  await page.getByRole('menuitem', { name: 'Minha conta' }).click();
  await expect(page).toHaveURL(/\/app\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Minha conta' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: `Helena Prado ${u}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dados pessoais' }).getByRole('textbox', { name: 'E-mail' })).toHaveValue(email);

  const password = page.getByRole('region', { name: 'Alterar senha' });
  await password.getByLabel(/^Nova senha/).fill('senha-nova-2');
  await password.getByLabel(/^Confirmar senha/).fill('senha-nova-2');
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(password.getByText('Campo obrigatório.')).toBeVisible();

  await password.getByLabel(/^Senha atual/).fill('chute-errado');
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page, 'Erro ao alterar senha!')).toBeVisible();
  await expect(password.getByText('Senha atual incorreta.')).toBeVisible();

  await password.getByLabel(/^Senha atual/).fill('senha-atual-1');
  await password.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page, 'Senha alterada com sucesso!')).toBeVisible();
  await expect(password.getByLabel(/^Senha atual/)).toHaveValue('');
  await expect(page).toHaveURL(/\/app\/account$/);

  const signsIn = async (secret: string) => (await page.request.post('/api/authentication', { data: { email, password: secret } })).status();
  expect(await signsIn('senha-nova-2')).toBe(200);
  expect(await signsIn('senha-atual-1')).toBe(401);
  await context.close();
});
