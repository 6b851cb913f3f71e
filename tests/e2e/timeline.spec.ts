import type { APIRequestContext } from '@playwright/test';
import { baseUrl, expect, test, toast, tokenFor, unique } from './support/fixtures';
import { createService, pick } from './support/records';

// "Ocupação" (tenancies' timeline): rows are outdoors, columns the year's bissemanas (records of Períodos), a free
// cell opens a new rental holding the outdoor and the period's days, and the saved rental shows in its cell.
// Periods of 2031 and 2032 are made here: the test owns its calendar, whatever the seed holds.

/** 2031-01-20 → 20/01/2031, as the form shows a date. */
const br = (iso: string) => iso.split('-').reverse().join('/');

async function setUp(api: APIRequestContext, year: number) {
  const u = unique();
  const weekTwo = year === 2031 ? ['2031-01-06', '2031-01-19', '2031-01-20', '2031-02-02'] : ['2032-01-05', '2032-01-18', '2032-01-19', '2032-02-01'];
  for (const [name, startDate, endDate] of [['B02', weekTwo[0], weekTwo[1]], ['B04', weekTwo[2], weekTwo[3]]]) {
    const found = (await (await api.get(`/api/painel/periods?q=${name}&startDate.gte=${startDate}&startDate.lte=${startDate}`)).json()) as { total: number };
    if (!found.total) expect((await api.post('/api/painel/periods', { data: { name, startDate, endDate, kind: 'bissemana' } })).status()).toBe(201);
  }
  const outdoor = await api.post('/api/outdoors', { multipart: { name: `Outdoor ${u}`, location: 'Av. Paulista', latitude: '-23.56', longitude: '-46.65' } });
  expect(outdoor.status()).toBe(201);
  await createService(api, `Bissemana ${u}`);
  // The tenant is a Cliente (the form asks for one; a user is the spec's old way).
  expect((await api.post('/api/painel/clients', { data: { name: `Carla ${u}` } })).status()).toBe(201);
  return { u, outdoorId: ((await outdoor.json()) as { id: string }).id, b04: { start: weekTwo[2], end: weekTwo[3], days: year === 2031 ? '20/01 a 02/02' : '19/01 a 01/02' } };
}

test('Ocupação: a free cell opens a new rental holding the outdoor and the period; saved, its cell names the tenant and the status', async ({ signedIn: page, api }) => {
  const { u, b04 } = await setUp(api, 2031);
  await page.goto(`/app/tenancies/ocupacao?ano=2031&q=${u}`);
  await expect(page.getByRole('link', { name: 'Ocupação' })).toHaveAttribute('aria-current', 'page');
  const free = page.getByRole('gridcell', { name: `Outdoor ${u} — B04, ${b04.days}: livre` });
  await free.click();
  await expect(page).toHaveURL(/\/app\/tenancies\/new\?/);
  await expect(page.getByRole('combobox', { name: 'Outdoor' })).toHaveValue(`Outdoor ${u}`);
  await expect(page.getByRole('textbox', { name: 'Início' })).toHaveValue(br(b04.start));
  await expect(page.getByRole('textbox', { name: 'Fim' })).toHaveValue(br(b04.end));
  await pick(page, 'Serviço', `Bissemana ${u}`);
  await pick(page, 'Cliente', `Carla ${u}`);
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Locação feita com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/tenancies\/ocupacao\?ano=2031/);
  const booked = page.getByRole('gridcell', { name: `Outdoor ${u} — B04, ${b04.days}: Carla ${u} (Confirmada)` });
  await expect(booked).toContainText(`Carla ${u}`);
  await expect(booked).toContainText('Confirmada');
  // The keyboard: from the booked cell, left is B02 (free), Enter opens a new rental there.
  await booked.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('gridcell', { name: new RegExp(`^Outdoor ${u} — B02, .*: livre$`) })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('textbox', { name: 'Início' })).toHaveValue('06/01/2031');

  // The outdoors' own filters, in the address: busy in B04 it is a row; free in B04, none.
  await page.goto(`/app/tenancies/ocupacao?ano=2031&q=${u}&ocupado=${b04.start}/${b04.end}`);
  await expect(page.getByRole('gridcell', { name: `Outdoor ${u} — B04, ${b04.days}: Carla ${u} (Confirmada)` })).toBeVisible();
  await page.goto(`/app/tenancies/ocupacao?ano=2031&q=${u}&livre=${b04.start}/${b04.end}`);
  await expect(page.getByText('Nenhum outdoor encontrado.')).toBeVisible();
});

test("two people on Ocupação: one books, the other sees it within a second, then trying the same period reads the 409 naming the first rental", async ({ browser, api }) => {
  const { u, outdoorId, b04 } = await setUp(api, 2032);
  const token = await tokenFor(api);
  const tab = async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    await context.addCookies([{ name: 'token', value: token, url: baseUrl() }]);
    return context.newPage();
  };
  const address = `/app/tenancies/ocupacao?ano=2032&q=${u}`;
  const watcher = await tab();
  const live = watcher.waitForResponse((r) => r.url().endsWith('/api/painel/events'));
  await watcher.goto(address);
  await expect(watcher.getByRole('gridcell', { name: `Outdoor ${u} — B04, ${b04.days}: livre` })).toBeVisible();
  await live;

  const booker = await tab();
  await booker.goto(address);
  await booker.getByRole('gridcell', { name: `Outdoor ${u} — B04, ${b04.days}: livre` }).click();
  await pick(booker, 'Serviço', `Bissemana ${u}`);
  await pick(booker, 'Cliente', `Carla ${u}`);
  await booker.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(booker, 'Locação feita com sucesso!')).toBeVisible();
  await expect(watcher.getByRole('gridcell', { name: `Outdoor ${u} — B04, ${b04.days}: Carla ${u} (Confirmada)` })).toBeVisible({ timeout: 1000 });

  // The same period, as the free cell had offered it before the booking came.
  await watcher.goto(`/app/tenancies/new?outdoorId=${outdoorId}&startDate=${b04.start}&endDate=${b04.end}`);
  await expect(watcher.getByRole('combobox', { name: 'Outdoor' })).toHaveValue(`Outdoor ${u}`);
  await pick(watcher, 'Serviço', `Bissemana ${u}`);
  await pick(watcher, 'Cliente', `Carla ${u}`);
  await watcher.getByRole('button', { name: 'Salvar' }).click();
  await expect(watcher.getByText(`O outdoor Outdoor ${u} já está locado de ${br(b04.start)} a ${br(b04.end)} para Carla ${u} (Locação confirmada).`).first()).toBeVisible();
  await watcher.context().close();
  await booker.context().close();
});

// A screen reader's cursor brings what it reads into view: reading a row's name must not scroll the grid back to
// January (the names seen at the left edge are one column of their own; each row's name, read, is under it).
test('Ocupação scrolled sideways: a row\'s name brought into view (as a screen reader\'s cursor does) leaves the grid where it was', async ({ signedIn: page, api }) => {
  const u = unique();
  expect((await api.post('/api/outdoors', { multipart: { name: `Outdoor ${u}`, location: 'Av. Paulista', latitude: '-23.56', longitude: '-46.65' } })).status()).toBe(201);
  await page.goto(`/app/tenancies/ocupacao?calendario=semanas&q=${u}`);
  const grid = page.getByRole('grid');
  const name = grid.getByRole('rowheader', { name: `Outdoor ${u}` });
  // The app's grid, not the server's drawing of it (which has no scroll of its own).
  await expect(page.locator('[data-painel-first-page]')).toHaveCount(0);
  await expect(name).toBeAttached();
  // As opened (at this week's column), then scrolled further.
  const opened = await grid.evaluate((g) => g.scrollLeft);
  await name.evaluate((n) => n.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  await page.waitForTimeout(100);
  expect(await grid.evaluate((g) => g.scrollLeft)).toBe(opened);
  await grid.evaluate((g) => (g.scrollLeft = 1500));
  await page.waitForTimeout(100);
  const left = await grid.evaluate((g) => g.scrollLeft);
  expect(left).toBeGreaterThan(1000);
  await name.evaluate((n) => n.scrollIntoView({ block: 'nearest', inline: 'nearest' }));
  await page.waitForTimeout(100);
  expect(await grid.evaluate((g) => g.scrollLeft)).toBe(left);
});
