import { fakePng } from './support/files';
import { startPainel } from './support/painelServer';
import { expect, test, toast, tokenFor, unique } from './support/fixtures';

test('the server stopped mid-session: a Portuguese error toast, the page and the typed values stay', async ({ browser, playwright }) => {
  const server = await startPainel();
  try {
    const request = await playwright.request.newContext();
    const token = await (async () => {
      const res = await request.post(`${server.url}/api/authentication`, { data: { email: 'admin@painel.test', password: 'senha-e2e-123' } });
      return ((await res.json()) as { token: string }).token;
    })();
    await request.dispose();
    const context = await browser.newContext({ baseURL: server.url });
    await context.addCookies([{ name: 'token', value: token, url: server.url }]);
    const page = await context.newPage();
    // The other screens' code arrives in the background shortly after sign-in.
    const listCode = page.waitForResponse((r) => /\/app\/assets\/list-[^/]+\.js$/.test(r.url()));
    await page.goto('/app/categories/new');
    await page.getByRole('textbox', { name: 'Nome' }).fill('Sem servidor');
    await listCode;

    await server.stop();
    await page.getByRole('button', { name: 'Salvar' }).click();
    const error = toast(page, 'Erro ao criar categoria, tente novamente.');
    await expect(error).toBeVisible();
    await expect(error).toContainText('Não foi possível conectar ao servidor');
    await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Sem servidor');
    await expect(page).toHaveURL(/\/app\/categories\/new$/);

    // A list that cannot load says so instead of going blank.
    await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Vagas' }).click();
    await page.getByRole('dialog', { name: 'Descartar alterações?' }).getByRole('button', { name: 'Descartar e sair' }).click();
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    await expect(toast(page, 'Erro ao buscar vagas')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Navegação principal' })).toBeVisible();
    await context.close();
  } finally {
    await server.stop();
  }
});

test('invalid input: Portuguese field errors and nothing sent', async ({ signedIn: page }) => {
  const posted: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posted.push(r.url()));
  await page.goto('/app/outdoors/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill('A');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('123');
  await page.getByRole('textbox', { name: 'Foto 360° (URL)' }).fill('não é url');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Deve ter pelo menos 2 caracteres.')).toBeVisible();
  await expect(page.getByText('Deve ser menor ou igual a 90.')).toBeVisible();
  await expect(page.getByText('Informe um endereço (URL) válido, começando com http:// ou https://.')).toBeVisible();
  await expect(page.getByText('Campo obrigatório.').first()).toBeVisible();
  expect(posted).toEqual([]);
  await expect(page).toHaveURL(/\/app\/outdoors\/new$/);
});

test('a rejected upload (text renamed .png) is refused in the browser with the server\'s words, before sending', async ({ signedIn: page }) => {
  const u = unique();
  const posted: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/api/') && posted.push(r.url()));
  await page.goto('/app/banners/new');
  await page.getByRole('textbox', { name: 'Título' }).fill(`Falso ${u}`);
  await page.locator('input[type=file]').setInputFiles(fakePng('foto.png'));
  await expect(page.getByText('O arquivo enviado não é uma imagem válida (aceitos: imagens).')).toBeVisible();
  // The refused file is not kept: no preview, nothing chosen, nothing sent.
  await expect(page.getByText('Nenhum arquivo selecionado.')).toBeVisible();
  await expect(page.getByRole('img', { name: /^Pré-visualização/ })).toHaveCount(0);
  expect(posted).toEqual([]);
  await expect(page).toHaveURL(/\/app\/banners\/new$/);
  await expect(page.getByRole('textbox', { name: 'Título' })).toHaveValue(`Falso ${u}`);
});

test('unsaved changes ask before leaving', async ({ signedIn: page }) => {
  await page.goto('/app/services/new');
  await page.getByRole('textbox', { name: 'Nome' }).fill('Rascunho');
  await page.getByRole('link', { name: 'Categorias' }).click();
  await expect(page.getByRole('dialog', { name: 'Descartar alterações?' })).toBeVisible();
  await page.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue('Rascunho');
  await expect(page).toHaveURL(/\/app\/services\/new$/);
});

test('the loading bar runs during a slow navigation and is gone after', async ({ signedIn: page, baseURL, request }) => {
  await tokenFor(request);
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Carregando' })).toHaveCount(0, { timeout: 15_000 });
  // A slow API: every call waits 1.5 s.
  await page.route(`${baseURL}/api/**`, async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Navegação principal' }).getByRole('link', { name: 'Vagas' }).click();
  const bar = page.getByRole('progressbar', { name: 'Carregando' });
  await expect(bar).toBeVisible();
  const box = await bar.boundingBox();
  expect(box).toMatchObject({ y: 0, height: 3 });
  expect(await bar.evaluate((el) => getComputedStyle(el.querySelector('.MuiLinearProgress-bar')!).backgroundColor)).toBe('rgb(43, 172, 165)');
  await expect(page.getByRole('table', { name: 'Vagas' }).or(page.getByText('Nenhuma vaga cadastrada ainda.'))).toBeVisible();
  await expect(bar).toHaveCount(0);
});
