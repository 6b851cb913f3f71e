import AxeBuilder from '@axe-core/playwright';
import { makePng } from '../../src/server/demo/png';
import { expect, test, unique } from './support/fixtures';

// The outdoors list as a map: every outdoor the search matches, clustered, with no tiles (the tests are offline:
// OpenStreetMap is refused as a closed network refuses it) and no error on the page.

const tiles = /^https:\/\/tile\.openstreetmap\.org\//;

test('Mapa: layout=mapa in the URL, a marker per outdoor the search finds, its card links to it; free for a period', async ({ signedIn: page, api }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && !/Failed to load resource: net::ERR_FAILED/.test(m.text()) && errors.push(m.text()));
  await page.route(tiles, (route) => route.abort('failed'));
  const u = unique();
  const places = [
    ['Centro', '-23.5505', '-46.6333'],
    ['Paulista', '-23.5614', '-46.6559'],
    ['Copacabana', '-22.9711', '-43.1822'],
  ];
  for (const [name, latitude, longitude] of places) {
    expect((await api.post('/api/outdoors', { multipart: { name: `Ponto ${name} ${u}`, location: `Rua ${u}`, latitude, longitude } })).ok()).toBe(true);
  }

  await page.goto(`/app/outdoors?q=${u}`);
  await expect(page.getByRole('cell', { name: `Ponto Centro ${u}`, exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Mapa', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/app/outdoors\\?q=${u}.*layout=mapa`));
  await expect(page.getByRole('status').filter({ hasText: 'no mapa' })).toHaveText('3 outdoors no mapa');
  // São Paulo's two are near each other, Rio's far: at the zoom that shows all three, a marker or a cluster each.
  const map = page.locator('.pigeon-click-block button');
  await expect.poll(() => map.count()).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: `Ponto Copacabana ${u}` })).toBeVisible();
  await page.getByRole('button', { name: `Ponto Copacabana ${u}` }).click();
  const card = page.getByRole('dialog', { name: `Ponto Copacabana ${u}` });
  await card.getByRole('link', { name: 'Abrir' }).click();
  await expect(page).toHaveURL(/\/app\/outdoors\/[^/?]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/layout=mapa/);
  // The cluster of the two in São Paulo says how many; a click zooms in until they part.
  await page.getByRole('button', { name: '2 outdoors aqui: aproximar' }).click();
  await expect(page.getByRole('button', { name: `Ponto Paulista ${u}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Ponto Centro ${u}` })).toBeVisible();

  // A period: every marker the filter keeps is free, in its name and its card.
  await page.goto(`/app/outdoors?q=${u}&livre=2030-01-01%2F2030-01-14&layout=mapa`);
  await expect(page.getByRole('status').filter({ hasText: 'no mapa' })).toHaveText('3 outdoors no mapa, livres entre 01/01/2030 e 14/01/2030');
  await page.getByRole('button', { name: 'Ver como lista' }).click();
  await expect(page.getByRole('list', { name: 'Outdoors no mapa' }).getByRole('link', { name: `Ponto Centro ${u} — Livre` })).toBeVisible();
  expect(errors).toEqual([]);
});

// In both schemes, at desktop and phone widths: axe finds nothing serious on the map (pictures for a person: SHOTS_DIR).
test('the map in the dark and light schemes, desktop and phone: axe finds nothing serious', async ({ signedIn: page, api }) => {
  test.setTimeout(120_000);
  const tile = makePng(256, 256, [225, 232, 220], [205, 215, 200]);
  await page.route(tiles, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
  const u = unique();
  for (let i = 0; i < 12; i++) {
    const latitude = String(-23.55 + (i % 4) * 0.02);
    const longitude = String(-46.63 + Math.floor(i / 4) * 0.03);
    expect((await api.post('/api/outdoors', { multipart: { name: `Ponto ${i} ${u}`, location: `Rua ${u}`, latitude, longitude } })).ok()).toBe(true);
  }
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const size of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await page.goto(`/app/outdoors?q=${u}&ocupado=2030-01-01%2F2030-01-14&layout=mapa`);
      await expect(page.getByRole('status').filter({ hasText: 'no mapa' })).toHaveText('Nenhum outdoor no mapa, ocupado entre 01/01/2030 e 14/01/2030');
      await page.goto(`/app/outdoors?q=${u}&livre=2030-01-01%2F2030-01-14&layout=mapa`);
      await expect(page.getByRole('status').filter({ hasText: 'no mapa' })).toHaveText('12 outdoors no mapa, livres entre 01/01/2030 e 14/01/2030');
      await expect(page.locator('.pigeon-click-block button').first()).toBeVisible();
      await page.locator('.pigeon-click-block button').last().click();
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/list-map-${scheme}-${size.width}.png` });
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`), `${scheme} ${size.width}`).toEqual([]);
    }
  }
});

test('a list opened on its map comes drawn by the server, and the app draws its map over it with no "Carregando o mapa…" between, even when the points come after the rows', async ({ signedIn: page, api }) => {
  await page.route(tiles, (route) => route.abort('failed'));
  const u = unique();
  for (const [name, latitude, longitude] of [['Centro', '-23.5505', '-46.6333'], ['Paulista', '-23.5614', '-46.6559']]) {
    expect((await api.post('/api/outdoors', { multipart: { name: `Ponto ${name} ${u}`, location: `Rua ${u}`, latitude, longitude } })).ok()).toBe(true);
  }
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[data-painel-first-page]')) seen.push('server');
      if (document.body?.textContent?.includes('Carregando o mapa')) seen.push('loading');
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  // The browser's own points come 600 ms late (its rows at once): the app's route waits for them too.
  await page.route('**/api/painel/map/**', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  await page.goto(`/app/outdoors?q=${u}&layout=mapa`);
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'no mapa' })).toHaveText('2 outdoors no mapa');
  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen).toContain('server');
  expect(seen).not.toContain('loading');
});
