import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test, unique } from './support/fixtures';

// Each shipped role signed in through the real page: what it is shown, and what it is not offered.
const PASSWORD = 'senha-forte-123';

/** A person created by the administrator and given a role with "Alterar perfil". */
async function personWithRole(api: APIRequestContext, role: string): Promise<{ id: string; email: string; name: string }> {
  const tag = unique();
  const email = `${role}-${tag}@exemplo.com.br`;
  const name = `Pessoa ${role} ${tag}`;
  const created = await api.post('/api/server/users', { data: { name, email, password: PASSWORD } });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  expect((await api.patch(`/api/server/users/role/${id}`, { data: { role } })).status()).toBe(200);
  return { id, email, name };
}

async function signInAs(page: Page, email: string) {
  await page.goto('/app/sign-in');
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/app$/);
}

const nav = (page: Page) => page.getByRole('navigation');

test('editor: all content, users read-only except its own account, no Instagram token', async ({ page, api }) => {
  const editor = await personWithRole(api, 'editor');
  const other = await personWithRole(api, 'leitura');
  await signInAs(page, editor.email);
  await expect(nav(page).getByRole('link', { name: 'Categorias' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Lixeira' })).toBeVisible();
  await expect(nav(page).getByRole('link', { name: 'Configurações' })).toHaveCount(0);

  await page.goto('/app/categories');
  await expect(page.getByRole('link', { name: 'Nova categoria' }).first()).toBeVisible();

  await page.goto(`/app/users?q=${encodeURIComponent(other.email)}`);
  await expect(page.getByRole('cell', { name: other.email })).toBeVisible();
  // Someone else's account: opened, not edited; no "Novo usuário", no delete, no "Alterar perfil".
  await expect(page.getByRole('link', { name: `Abrir ${other.name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: `Editar ${other.name}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Novo usuário/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Excluir ${other.name}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Alterar perfil: ${other.name}` })).toHaveCount(0);

  // Typed by hand, the token's page says it is refused to an editor (not a 404).
  await page.goto('/app/config');
  await expect(page.getByRole('heading', { level: 2, name: 'Sem permissão para esta página' })).toBeVisible();
  await expect(page.getByText('Seu perfil (Editor) não pode ver configurações.')).toBeVisible();
  // Another person's password: refused before the form, not on submit.
  await page.goto(`/app/users/${other.id}/change-password`);
  await expect(page.getByText('Seu perfil (Editor) só pode alterar senha da própria conta.')).toBeVisible();
  await expect(page.getByLabel(/^Nova senha/)).toHaveCount(0);
});

test('leitura: reads content, users without their e-mail, and is offered no write', async ({ page, api }) => {
  const reader = await personWithRole(api, 'leitura');
  const category = `Categoria lida ${unique()}`;
  expect((await api.post('/api/categories', { data: { name: category } })).status()).toBe(201);
  await signInAs(page, reader.email);
  await expect(nav(page).getByRole('link', { name: 'Lixeira' })).toHaveCount(0);
  await page.goto('/app/categories');
  await expect(page.getByRole('table', { name: 'Categorias' })).toBeVisible();
  await expect(page.getByRole('cell', { name: category, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Nova categoria' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Excluir / })).toHaveCount(0);

  await page.goto('/app/users');
  const table = page.getByRole('table', { name: 'Usuários' });
  await expect(table.getByRole('columnheader', { name: 'Nome' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'E-mail' })).toHaveCount(0);
  await expect(table).not.toContainText('@exemplo.com.br');

  // The activity it reads, with no CSV it could not export; the trash, opened by its address, refused in words.
  await page.goto('/app/atividade');
  await expect(page.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toHaveCount(0);
  await page.goto('/app/lixeira');
  await expect(page.getByText('Você não tem permissão para usar a lixeira.')).toBeVisible();
  await expect(page.getByText('A lixeira está vazia.')).toHaveCount(0);
});

test('sem-acesso: the right password is told it has no access, and stays on the sign-in page', async ({ page, api, context }) => {
  const tenant = await personWithRole(api, 'sem-acesso');
  await page.goto('/app/sign-in');
  await signIn(page, tenant.email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Este usuário não tem acesso ao painel.' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/sign-in$/);
  expect((await context.cookies()).find((c) => c.name === 'token')).toBeUndefined();
});

test('administrador: the user form shows the role, and "Alterar perfil" offers the roles by name', async ({ signedIn: page, api }) => {
  const person = await personWithRole(api, 'leitura');
  await page.goto(`/app/users/${person.id}/role`);
  const select = page.getByRole('combobox', { name: 'Perfil' });
  await select.click();
  for (const label of ['Administrador', 'Editor', 'Leitura', 'Sem acesso']) await expect(page.getByRole('option', { name: label })).toBeVisible();
  await page.getByRole('option', { name: 'Editor' }).click();
  await page.getByRole('button', { name: 'Alterar perfil' }).click();
  await expect(page.locator('.notistack-SnackbarContainer').getByRole('alert').filter({ hasText: 'Perfil alterado com sucesso!' }).first()).toBeVisible();
  await page.goto(`/app/users?q=${encodeURIComponent(person.email)}`);
  await expect(page.getByRole('cell', { name: 'Editor', exact: true })).toBeVisible();
});

test('administrador: a new person is given a role on the form ("Perfil"), with the password typed twice', async ({ signedIn: page }) => {
  const tag = unique();
  const email = `nova-${tag}@exemplo.com.br`;
  await page.goto('/app/users/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Pessoa nova ${tag}`);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel(/^Senha/).fill(PASSWORD);
  await page.getByLabel(/^Confirmar senha/).fill(PASSWORD);
  await page.getByRole('combobox', { name: 'Perfil' }).click();
  await page.getByRole('option', { name: 'Leitura' }).click();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.locator('.notistack-SnackbarContainer').getByRole('alert').filter({ hasText: 'Cadastro realizado com sucesso!' }).first()).toBeVisible();
  await page.goto(`/app/users?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('cell', { name: 'Leitura', exact: true })).toBeVisible();
});
