import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { png } from './support/files';
import { expect, networkQuiet, test } from './support/fixtures';

// Every screen, at a desktop and a phone size: no serious or critical axe violation, nothing wider than the
// window (the page never scrolls sideways, the account button stays on screen); a screenshot of each is kept for
// a person to look at. Records are edited once and one is deleted, so Histórico, Atividade and Lixeira have
// entries to draw (their screen-reader-only words included).
const shots = join(import.meta.dirname, 'artifacts', 'screens');
mkdirSync(shots, { recursive: true });

const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function check(page: Page, name: string) {
  for (const size of sizes) {
    await page.setViewportSize(size);
    // Let layout, fonts and lazy screens settle.
    await networkQuiet(page);
    await expect(page.getByRole('progressbar', { name: 'Carregando' })).toHaveCount(0, { timeout: 15_000 });
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, `${name} at ${size.width}px is ${scrollWidth}px wide`).toBeLessThanOrEqual(size.width);
    await page.screenshot({ path: join(shots, `${name}-${size.name}.png`), fullPage: true });
    // axe cannot run inside the HTML preview's sandboxed frame (scripts are off there, which is its point:
    // it would wait forever); the frame's title is checked in htmlPreview.spec.ts.
    const { violations } = await new AxeBuilder({ page }).exclude('iframe[sandbox]').analyze();
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), name).toEqual([]);
  }
}

test('sign-in', async ({ page }) => {
  await page.goto('/app/sign-in');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await check(page, 'sign-in');
});

test('home and every list, form, record with its Histórico open, record action, config, Atividade, Lixeira, Minha conta and 404', async ({ signedIn: page, api }) => {
  test.setTimeout(360_000);
  // One record of each kind, to open edit forms and record actions.
  const ids: Record<string, string> = {};
  ids.categories = ((await (await api.post('/api/categories', { data: { name: 'Categoria da vistoria' } })).json()) as { id: string }).id;
  ids.jobs = ((await (await api.post('/api/jobs', { data: { name: 'Vaga da vistoria', description: 'Descrição', html: '<p>Texto</p>' } })).json()) as { id: string }).id;
  ids.outdoors = ((await (await api.post('/api/outdoors', { multipart: { name: 'Outdoor da vistoria', location: 'Av. Brasil, 500', latitude: '-22.9', longitude: '-43.2' } })).json()) as { id: string }).id;
  ids.services = ((await (await api.post('/api/server/services', { data: { name: 'Serviço da vistoria', price: 10 } })).json()) as { data: { id: string } }).data.id;
  ids.users = ((await (await api.post('/api/server/users', { data: { name: 'Usuária da vistoria', email: `vistoria-${Date.now()}@exemplo.com.br`, password: 'senha-vistoria' } })).json()) as { data: { id: string } }).data.id;
  // Their pages are extensions of the reference server's API.
  ids.banners = ((await (await api.post('/api/banners', { multipart: { title: 'Banner da vistoria' } })).json()) as { id: string }).id;
  const tenancy = { serviceId: ids.services, userId: ids.users, startDate: '2027-01-01', endDate: '2027-01-31' };
  ids.tenancies = ((await (await api.post('/api/server/tenancies', { data: tenancy })).json()) as { data: { id: string } }).data.id;
  ids.posts = ((await (await api.post('/api/server/posts', { multipart: { serviceId: ids.services, file: png('vistoria.png') } })).json()) as { data: { id: string } }).data.id;

  // One edit each: every Histórico (and Atividade) has a "before → after" line, with its hidden "passou a".
  const long = 'com um nome bem comprido para a vistoria de largura';
  const edits = [
    api.patch(`/api/categories/${ids.categories}`, { data: { name: `Categoria ${long}` } }),
    api.put(`/api/jobs/${ids.jobs}`, { data: { name: `Vaga ${long}`, description: 'Descrição mais longa da vaga', html: '<p>Texto novo</p>' } }),
    api.put(`/api/outdoors/${ids.outdoors}`, { multipart: { name: `Outdoor ${long}`, location: 'Av. Brasil, 501', latitude: '-22.91', longitude: '-43.21' } }),
    api.put(`/api/server/services/${ids.services}`, { data: { name: `Serviço ${long}`, price: 2466.26 } }),
    api.put(`/api/server/users/${ids.users}`, { data: { name: `Usuária ${long}`, email: `vistoria-editada-${Date.now()}@exemplo.com.br` } }),
    api.put(`/api/banners/${ids.banners}`, { multipart: { title: `Banner ${long}` } }),
    api.put(`/api/server/tenancies/${ids.tenancies}`, { data: { ...tenancy, endDate: '2027-02-28' } }),
    api.put(`/api/server/posts/${ids.posts}`, { multipart: { serviceId: ids.services, file: png('vistoria-2.png') } }),
  ];
  for (const edit of edits) expect((await edit).status()).toBe(200);
  // Something in the Lixeira.
  const gone = ((await (await api.post('/api/categories', { data: { name: `Categoria excluída ${long}` } })).json()) as { id: string }).id;
  expect((await api.delete(`/api/categories/${gone}`)).status()).toBe(204);

  const pages: [string, string, () => Promise<void>][] = [
    ['home', '/app', () => expect(page.getByRole('heading', { level: 1, name: 'Início' })).toBeVisible()],
    ['config', '/app/config', () => expect(page.getByRole('textbox', { name: 'Token do Instagram' })).toBeEditable()],
    ['not-found', '/app/nada-aqui', () => expect(page.getByRole('heading', { level: 2, name: 'Página não encontrada' })).toBeVisible()],
    ['activity', '/app/atividade', () => expect(page.getByText(`Categoria ${long}`).first()).toBeVisible()],
    ['trash', '/app/lixeira', () => expect(page.getByText(`Categoria excluída ${long}`).first()).toBeVisible()],
    [
      'timeline',
      '/app/tenancies/ocupacao?calendario=meses',
      async () => {
        await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
        await expect(page.getByRole('grid', { name: 'Locações: ocupação' })).toBeVisible();
      },
    ],
  ];
  for (const name of ['outdoors', 'banners', 'categories', 'jobs', 'services', 'tenancies', 'users', 'posts']) {
    pages.push([`${name}-list`, `/app/${name}`, () => expect(page.getByRole('table').or(page.getByText(/cadastrad[ao] ainda/))).toBeVisible()]);
    pages.push([`${name}-new`, `/app/${name}/new`, () => expect(page.getByRole('button', { name: 'Salvar' })).toBeVisible()]);
  }
  for (const [name, id] of Object.entries(ids)) {
    pages.push([`${name}-edit`, `/app/${name}/${id}`, () => expect(page.getByRole('button', { name: 'Salvar' })).toBeEnabled()]);
    pages.push([
      `${name}-history`,
      `/app/${name}/${id}`,
      async () => {
        await page.getByRole('button', { name: 'Histórico' }).click();
        await expect(page.getByRole('list', { name: 'Alterações, da mais recente à mais antiga' }).getByText('passou a').first()).toBeAttached();
      },
    ]);
  }
  pages.push(['users-avatar', `/app/users/${ids.users}/avatar`, () => expect(page.getByRole('button', { name: 'Alterar avatar' })).toBeVisible()]);
  pages.push(['users-password', `/app/users/${ids.users}/change-password`, () => expect(page.getByRole('button', { name: 'Alterar senha' })).toBeVisible()]);
  pages.push(['account', '/app/account', () => expect(page.getByRole('region', { name: 'Alterar senha' })).toBeVisible()]);

  for (const [name, url, ready] of pages) {
    await page.setViewportSize(sizes[0]);
    await page.goto(url);
    await ready();
    await check(page, name);
  }
});
