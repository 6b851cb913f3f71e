import { pdf, png } from './support/files';
import { expect, signIn, test, toast, unique } from './support/fixtures';
import { deleteRow, expectThumbnail, pagesThrough, row, rows, search } from './support/listHelpers';
import { createService, createUser, pick } from './support/records';

// Journeys over the services API group: services, tenancies, users, posts.

test('services: create, price in reais, edit, page through, delete', async ({ signedIn: page, api }) => {
  const u = unique();
  for (let i = 1; i <= 11; i += 1) await createService(api, `Pacote ${u} ${i}`);
  await page.goto('/app/services/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Outdoor 9×3 ${u}`);
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Quinzena em ponto nobre.');
  await page.getByRole('textbox', { name: 'Preço (R$)' }).fill('2500,5');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Serviço criado com sucesso!')).toBeVisible();

  await search(page, `Outdoor 9×3 ${u}`);
  await expect(row(page, `Outdoor 9×3 ${u}`)).toContainText('R$ 2.500,50');

  await page.getByRole('link', { name: `Editar Outdoor 9×3 ${u}` }).click();
  await page.getByRole('textbox', { name: 'Preço (R$)' }).fill('2800');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Serviço atualizado com sucesso!')).toBeVisible();
  await search(page, `Outdoor 9×3 ${u}`);
  await expect(row(page, `Outdoor 9×3 ${u}`)).toContainText('R$ 2.800,00');

  await search(page, `Pacote ${u}`);
  await pagesThrough(page, 11);

  await search(page, `Outdoor 9×3 ${u}`);
  await deleteRow(page, `Outdoor 9×3 ${u}`, 'Excluir serviço?', 'Serviço deletado com sucesso!');
});

test('tenancies: an outdoor already rented for those dates is refused beside the start date, naming the rental', async ({ signedIn: page, api }) => {
  const u = unique();
  const serviceId = await createService(api, `Bissemana ${u}`);
  const bakery = await createUser(api, `Padaria ${u}`, `padaria-${u}@exemplo.com.br`);
  await api.post('/api/painel/clients', { data: { name: `Ótica ${u}` } });
  const outdoor = await api.post('/api/outdoors', { multipart: { name: `Paulista ${u}`, location: 'Av. Paulista, 1000', latitude: '-23.56', longitude: '-46.65' } });
  const outdoorId = ((await outdoor.json()) as { id: string }).id;
  expect((await api.post('/api/server/tenancies', { data: { serviceId, userId: bakery, outdoorId, startDate: '2026-12-01', endDate: '2026-12-14' } })).status()).toBe(201);

  await page.goto('/app/tenancies/new');
  await pick(page, 'Outdoor', `Paulista ${u}`);
  await pick(page, 'Serviço', `Bissemana ${u}`);
  await pick(page, 'Cliente', `Ótica ${u}`);
  await page.getByRole('textbox', { name: 'Início' }).fill('14/12/2026');
  await page.getByRole('textbox', { name: 'Fim' }).fill('20/12/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  const refused = `O outdoor Paulista ${u} já está locado de 01/12/2026 a 14/12/2026 para Padaria ${u} (Locação confirmada).`;
  await expect(page.locator('#root_startDate__error')).toHaveText(refused);
  await expect(page.getByRole('textbox', { name: 'Início' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/app\/tenancies\/new$/);

  // The day after it ends is free.
  await page.getByRole('textbox', { name: 'Início' }).fill('15/12/2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Locação feita com sucesso!')).toBeVisible();
});

test('tenancies: pick the service and the client, find it by the service name, page through, delete', async ({ signedIn: page, api }) => {
  const u = unique();
  const serviceId = await createService(api, `Empena ${u}`);
  const userId = await createUser(api, `Carla ${u}`, `carla-${u}@exemplo.com.br`);
  for (let i = 1; i <= 11; i += 1) {
    await api.post('/api/server/tenancies', { data: { serviceId, userId, startDate: `2027-01-${String(i).padStart(2, '0')}`, endDate: '2027-02-28' } });
  }
  await page.goto('/app/tenancies/new');
  await pick(page, 'Serviço', `Empena ${u}`);
  await api.post('/api/painel/clients', { data: { name: `Carla ${u}` } });
  await pick(page, 'Cliente', `Carla ${u}`);
  await page.getByRole('textbox', { name: 'Início' }).fill('2027-03-01');
  await page.getByRole('textbox', { name: 'Fim' }).fill('2027-03-15');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Locação feita com sucesso!')).toBeVisible();

  await search(page, `Empena ${u}`);
  await expect(page.getByText(`1–10 de 12`)).toBeVisible();
  await expect(rows(page).first()).toContainText(`Empena ${u}`);
  await expect(rows(page).first()).toContainText(`Carla ${u}`);
  await expect(row(page, '01/03/2027')).toContainText('15/03/2027');
  await pagesThrough(page, 12);

  const newest = row(page, '01/03/2027');
  await newest.getByRole('button', { name: /^Excluir/ }).click();
  await page.getByRole('dialog', { name: 'Excluir locação?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Locação excluída com sucesso!')).toBeVisible();
  await expect(row(page, '01/03/2027')).toHaveCount(0);
});

test('users: create, edit, avatar shows the new image, the new password works and the old one not, page through, delete', async ({ signedIn: page, api, browser }) => {
  const u = unique();
  for (let i = 1; i <= 11; i += 1) await createUser(api, `Equipe ${u} ${i}`, `equipe-${u}-${i}@exemplo.com.br`);
  const email = `daniela-${u}@exemplo.com.br`;
  await page.goto('/app/users/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Daniela ${u}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Senha/).fill('senha-antiga-1');
  await page.getByLabel(/^Confirmar senha/).fill('senha-antiga-1');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Cadastro realizado com sucesso!')).toBeVisible();

  await search(page, `Daniela ${u}`);
  await page.getByRole('link', { name: `Editar Daniela ${u}` }).click();
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Daniela Rocha ${u}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Usuário atualizado com sucesso!')).toBeVisible();

  await search(page, `Daniela Rocha ${u}`);
  await page.getByRole('link', { name: `Alterar avatar: Daniela Rocha ${u}` }).click();
  await page.locator('input[type=file]').setInputFiles(png('rosto.png', [200, 120, 60]));
  await page.getByRole('button', { name: 'Alterar avatar' }).click();
  await expect(toast(page, 'Avatar atualizado com sucesso!')).toBeVisible();
  await search(page, `Daniela Rocha ${u}`);
  await expectThumbnail(page, `Imagem de Daniela Rocha ${u}`);

  await page.getByRole('link', { name: `Alterar senha: Daniela Rocha ${u}` }).click();
  await page.getByLabel(/^Nova senha/).fill('senha-nova-2');
  // Typed twice since "Confirmar senha" (issue 11).
  await page.getByLabel(/^Confirmar senha/).fill('senha-nova-2');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page, 'Senha alterada com sucesso!')).toBeVisible();

  // Created without a role, she signs in once an administrator gives her one ("Alterar perfil").
  const listed = (await (await api.get(`/api/server/users?q=${encodeURIComponent(email)}`)).json()) as { data: { items: { id: string }[] } };
  expect((await api.patch(`/api/server/users/role/${listed.data.items[0].id}`, { data: { role: 'editor' } })).status()).toBe(200);

  // That user, in a browser of their own.
  const other = await browser.newContext({ baseURL: page.url().replace(/\/app.*/, '') });
  const theirs = await other.newPage();
  await theirs.goto('/app/sign-in');
  await signIn(theirs, email, 'senha-antiga-1');
  await expect(theirs.getByRole('alert').filter({ hasText: 'E-mail ou senha inválidos' })).toBeVisible();
  await signIn(theirs, email, 'senha-nova-2');
  await expect(theirs).toHaveURL(/\/app$/);
  await expect(theirs.getByText(`Olá, Daniela!`)).toBeVisible();
  await other.close();

  await search(page, `Equipe ${u}`);
  await pagesThrough(page, 11);

  await search(page, `Daniela Rocha ${u}`);
  await deleteRow(page, `Daniela Rocha ${u}`, 'Excluir usuário?', 'Usuário deletado com sucesso!');
});

test('posts: an image and a PDF for a service, status toggle survives a reload, page through, delete', async ({ signedIn: page, api }) => {
  const u = unique();
  const serviceId = await createService(api, `Mídia ${u}`);
  for (let i = 1; i <= 10; i += 1) {
    await api.post('/api/server/posts', { multipart: { serviceId, file: png(`lote-${i}.png`) } });
  }
  await page.goto('/app/posts/new');
  await pick(page, 'Serviço', `Mídia ${u}`);
  await page.locator('input[type=file]').setInputFiles(png('arte.png', [250, 200, 0]));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Post criado com sucesso!')).toBeVisible();

  await page.getByRole('link', { name: 'Novo post' }).first().click();
  await pick(page, 'Serviço', `Mídia ${u}`);
  await page.locator('input[type=file]').setInputFiles(pdf('proposta.pdf'));
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Post criado com sucesso!')).toBeVisible();

  await search(page, `Mídia ${u}`);
  await pagesThrough(page, 12);
  const newest = rows(page).first();
  await expect(newest.getByRole('link', { name: 'Abrir PDF' })).toHaveAttribute('href', /^\/uploads\/[^/]+\.pdf$/);
  const image = rows(page).nth(1);
  await expect(image.getByRole('img')).toHaveAttribute('src', /^\/uploads\/[^/]+\.png$/);
  await expect.poll(() => image.getByRole('img').evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);

  await expect(newest.getByText('Publicado')).toBeVisible();
  await newest.getByRole('button', { name: /^Ocultar post/ }).click();
  await expect(toast(page, 'Status do post alterado com sucesso!')).toBeVisible();
  await expect(rows(page).first().getByText('Oculto')).toBeVisible();
  await page.reload();
  await expect(rows(page).first().getByText('Oculto')).toBeVisible();

  await rows(page).first().getByRole('button', { name: /^Excluir/ }).click();
  await page.getByRole('dialog', { name: 'Excluir post?' }).getByRole('button', { name: 'Excluir' }).click();
  await expect(toast(page, 'Post deletado com sucesso!')).toBeVisible();
  await expect(page.getByText('1–10 de 11')).toBeVisible();
});
