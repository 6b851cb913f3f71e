import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { makePng } from '../../src/server/demo/png';
import { expect, test } from './support/fixtures';

// The outdoor form shows the place its coordinates point at. Tiles come from OpenStreetMap on the internet:
// here they are answered by a local image, or refused as if offline.

const TILE = makePng(256, 256, [200, 230, 210], [180, 210, 190]);
const tiles = /^https:\/\/tile\.openstreetmap\.org\//;

async function typePlace(page: Page) {
  await page.goto('/app/outdoors/new');
  await page.getByRole('textbox', { name: 'Latitude' }).fill('-23,5505');
  await page.getByRole('textbox', { name: 'Longitude' }).fill('-46,6333');
}

test('with tiles: the map and its marker show the typed place, under the policy, axe clean', async ({ signedIn: page }) => {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
  });
  await page.route(tiles, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  await typePlace(page);
  const map = page.getByRole('group', { name: 'Mapa: -23,5505, -46,6333' });
  await expect(map).toBeVisible();
  // Tiles drawn (loaded images), and the marker.
  await expect.poll(() => map.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 256).length)).toBeGreaterThan(0);
  await expect(map.locator('svg').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute('href', /openstreetmap\.org\/\?mlat=-23\.5505&mlon=-46\.6333/);
  await map.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'tests/e2e/artifacts/map-preview.png' });
  expect(violations).toEqual([]);
  const { violations: axe } = await new AxeBuilder({ page }).include('section[aria-label="Mapa do local"]').analyze();
  expect(axe.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
});

/** The typed place's map with tiles, on screen: its section and the middle of the map. */
async function mapInView(page: Page) {
  await page.route(tiles, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
  await typePlace(page);
  const map = page.getByRole('group', { name: 'Mapa: -23,5505, -46,6333' });
  await map.scrollIntoViewIfNeeded();
  // Drawn (it has measured itself): its hints are only there from then on.
  await expect(map.locator('.pigeon-attribution')).toBeVisible();
  const box = (await map.boundingBox())!;
  return { section: page.locator('section[aria-label="Mapa do local"]'), x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

test('the map speaks Portuguese: the zoom hint under the mouse wheel, the credits', async ({ signedIn: page }) => {
  const { section, x, y } = await mapInView(page);
  // The wheel without Ctrl scrolls the page, and the map says how to zoom.
  await page.mouse.move(x, y);
  await page.mouse.wheel(0, 40);
  await expect(section.getByText('Segure ctrl e gire a roda do mouse para aproximar ou afastar o mapa')).toBeVisible();
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/map-wheel-1280.png` });
  await expect(section.getByRole('link', { name: 'Contribuidores do OpenStreetMap' })).toHaveAttribute('href', 'https://www.openstreetmap.org/copyright');
  expect(await section.textContent()).not.toMatch(/wheel|zoom|contributors|Pigeon/);
});

test.describe('on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('one finger on the map says, in Portuguese, to use two', async ({ signedIn: page }) => {
    const { section, x, y } = await mapInView(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y, id: 1 }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y - 20, id: 1 }] });
    await expect(section.getByText('Use dois dedos para mover o mapa')).toBeVisible();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/map-touch-390.png` });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await section.textContent()).not.toMatch(/fingers|move the map|contributors/);
  });
});

test('offline: a notice and the link instead of the map, no broken image, the form still saves', async ({ signedIn: page }) => {
  await page.route(tiles, (route) => route.abort('internetdisconnected'));
  await typePlace(page);
  await expect(page.getByRole('status').filter({ hasText: 'Mapa indisponível sem conexão' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver no mapa' })).toBeVisible();
  expect(await page.locator('section[aria-label="Mapa do local"] img').count()).toBe(0);
  await page.getByRole('textbox', { name: 'Nome' }).fill('Outdoor sem mapa');
  await page.getByRole('textbox', { name: 'Localização' }).fill('Av. Paulista, 1000');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Outdoor criado com sucesso!')).toBeVisible();
});
