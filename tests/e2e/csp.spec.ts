import type { Page, Response } from '@playwright/test';
import { expect, networkQuiet, signIn, test } from './support/fixtures';

// Every screen under the real Content-Security-Policy: nothing is refused (no inline script, no eval:
// the form validators are precompiled), forms still validate, and every page carries the headers.

/** Collects CSP violations from every frame: the DOM event (main document) and Chromium's console report (all frames). */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const reported: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) reported.push(m.text());
  });
  page.on('pageerror', (e) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(String(e))) reported.push(String(e));
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations?: string[] };
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.cspViolations!.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return async () => [...reported, ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? []))];
}

function expectHeaders(res: Response | null, url: string) {
  expect(res, url).not.toBeNull();
  const h = res!.headers();
  const csp = h['content-security-policy'] ?? '';
  expect(csp, url).toContain("script-src 'self'");
  expect(csp, url).toContain("object-src 'none'");
  expect(csp, url).toContain("base-uri 'none'");
  expect(csp, url).toContain("frame-ancestors 'none'");
  expect(csp, url).toContain("form-action 'self'");
  expect(csp, url).not.toMatch(/unsafe-eval/);
  expect(h['x-frame-options'], url).toBe('DENY');
  expect(h['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
  expect(h['x-content-type-options'], url).toBe('nosniff');
}

test('sign-in under the policy: the page, the sign-in call and the home page raise no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  expectHeaders(await page.goto('/app/sign-in'), '/app/sign-in');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await signIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

test('every screen, and form validation, under the policy: no violation', async ({ signedIn: page, api }) => {
  test.setTimeout(240_000);
  const violations = await watchViolations(page);
  const ids: Record<string, string> = {};
  ids.categories = ((await (await api.post('/api/categories', { data: { name: 'Categoria da política' } })).json()) as { id: string }).id;
  // Inline styles and a data: image inside the sandboxed preview, which inherits the policy.
  const html = '<h3>Requisitos</h3><p style="color: rgb(20, 90, 80)">CNH D</p><style>p { font-weight: 700 }</style><img alt="ponto" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">';
  ids.jobs = ((await (await api.post('/api/jobs', { data: { name: 'Vaga da política', description: 'Descrição', html } })).json()) as { id: string }).id;
  ids.outdoors = ((await (await api.post('/api/outdoors', { multipart: { name: 'Outdoor da política', location: 'Av. Brasil, 500', latitude: '-22.9', longitude: '-43.2' } })).json()) as { id: string }).id;
  ids.services = ((await (await api.post('/api/server/services', { data: { name: 'Serviço da política', price: 10 } })).json()) as { data: { id: string } }).data.id;
  ids.users = ((await (await api.post('/api/server/users', { data: { name: 'Usuária da política', email: `politica-${Date.now()}@exemplo.com.br`, password: 'senha-politica' } })).json()) as { data: { id: string } }).data.id;

  const submitEmpty = async () => {
    await page.getByRole('button', { name: /^(Salvar|Alterar senha)$/ }).click();
    await expect(page.getByText('Campo obrigatório.').first()).toBeVisible();
  };
  const pages: [string, () => Promise<void>][] = [
    ['/app', () => expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible()],
    ['/app/config', () => expect(page.getByRole('textbox', { name: 'Token do Instagram' })).toBeEditable()],
    ['/app/nada-aqui', () => expect(page.getByRole('heading', { level: 2, name: 'Página não encontrada' })).toBeVisible()],
  ];
  for (const name of ['outdoors', 'banners', 'categories', 'jobs', 'services', 'tenancies', 'users', 'posts']) {
    pages.push([`/app/${name}`, () => expect(page.getByRole('table').or(page.getByText(/cadastrad[ao] ainda/))).toBeVisible()]);
    // Each create form validates (with its precompiled validator) before anything is sent.
    pages.push([`/app/${name}/new`, submitEmpty]);
  }
  for (const [name, id] of Object.entries(ids)) {
    pages.push([`/app/${name}/${id}`, () => expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled()]);
  }
  pages.push([`/app/users/${ids.users}/avatar`, () => expect(page.getByRole('button', { name: 'Alterar avatar' })).toBeVisible()]);
  pages.push([`/app/users/${ids.users}/change-password`, submitEmpty]);

  for (const [url, check] of pages) {
    expectHeaders(await page.goto(url), url);
    await check();
    await networkQuiet(page);
    expect(await violations(), url).toEqual([]);
  }

  // The preview rendered its content under the inherited policy.
  await page.goto(`/app/jobs/${ids.jobs}`);
  await expect(page.getByRole('region', { name: 'Pré-visualização' }).locator('iframe').contentFrame().getByText('CNH D')).toBeVisible();

  // The edit form's precompiled validator: a javascript: URL is refused in Portuguese.
  await page.goto(`/app/outdoors/${ids.outdoors}`);
  await page.getByRole('textbox', { name: 'Foto 360° (URL)' }).fill('javascript:alert(document.cookie)');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Informe uma URL completa (começando com http:// ou https://).')).toBeVisible();

  // The cross-field rule ($data) in the browser: end before start.
  await page.goto('/app/tenancies/new');
  await page.getByRole('main').getByLabel('Início').fill('2026-12-31');
  await page.getByRole('main').getByLabel('Fim').fill('2026-12-01');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Deve ser uma data igual ou posterior a Início.')).toBeVisible();

  expect(await violations()).toEqual([]);
});
