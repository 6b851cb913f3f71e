import { expect, test } from './support/fixtures';
import { createService } from './support/records';

// The home page's panels on the real server (schemas/dashboard.json): drawn in the declared order, a figure that
// a rental made elsewhere changes live, the list behind it, a chart's table, a panel's CSV.

/** A day `days` from today, as the API takes it (AAAA-MM-DD, São Paulo). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

test('the home page draws its declared panels; a reservation made elsewhere is counted live; "Ver lista", "Ver tabela" and "Exportar CSV" work', async ({ signedIn: page, api }) => {
  // The panels count over the calendar's period of today: one there (the test owns it unless the seed has one).
  const today = dayFromNow(0);
  const current = (await (await api.get(`/api/painel/periods?startDate.lte=${today}&endDate.gte=${today}`)).json()) as { total: number };
  if (!current.total) expect((await api.post('/api/painel/periods', { data: { name: 'B00', startDate: dayFromNow(-3), endDate: dayFromNow(10), kind: 'bissemana' } })).status()).toBe(201);
  // Occupancy counts over the outdoors that exist: one at least, whatever ran before (none: the figure is "—").
  expect((await api.post('/api/outdoors', { multipart: { name: `Outdoor do painel ${Date.now()}`, location: 'Av. Paulista, 1000', latitude: '-23.56', longitude: '-46.65' } })).ok()).toBe(true);
  const serviceId = await createService(api, `Painel da página inicial ${Date.now()}`);
  const users = (await (await api.get('/api/server/users?limit=1')).json()) as { data: { items: { id: string }[] } };
  const reserve = async (from: number) =>
    expect((await api.post('/api/server/tenancies', { data: { serviceId, userId: users.data.items[0].id, startDate: dayFromNow(from), endDate: dayFromNow(from + 10), status: 'reservada' } })).status()).toBe(201);
  await reserve(30);

  await page.goto('/app');
  const pending = page.locator('[data-panel="reservas-pendentes"]');
  await expect(pending).toHaveAttribute('data-state', 'drawn');
  // The panels with numbers, in the order the file declares them.
  expect((await page.locator('[data-panel]').evaluateAll((ps) => ps.map((p) => p.getAttribute('data-panel')))).slice(0, 3)).toEqual(['ocupacao', 'reservas-pendentes', 'livres-proxima']);
  // A number and its "%" held together by a no-break space, as the figure is written ("37,5 %", "0 %").
  await expect(page.getByRole('region', { name: 'Ocupação nesta bissemana', exact: true })).toContainText(/\d+(,\d)?\u00a0%/);

  // A reservation made by someone else (the API): the figure counts it, with no reload.
  const before = Number((await pending.locator('.MuiTypography-h4').textContent())!.replace(/\./g, ''));
  await reserve(60);
  await expect(pending.locator('.MuiTypography-h4')).toHaveText((before + 1).toLocaleString('pt-BR'), { timeout: 5000 });

  // The list behind it, with its filters in the address.
  const list = pending.getByRole('link', { name: 'Ver lista' });
  await expect(list).toHaveAttribute('href', /^\/app\/tenancies\?(.*&)?status=reservada(&|$)/);

  // A chart's numbers as a table: twelve months under their header.
  const chart = page.getByRole('region', { name: 'Receita por mês, últimos 12 meses', exact: true });
  await chart.getByRole('button', { name: 'Ver tabela' }).click();
  const table = chart.getByRole('table', { name: 'Receita por mês, últimos 12 meses', exact: true });
  await expect(table).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(13);

  // The panel's numbers as a file.
  const download = page.waitForEvent('download');
  await pending.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);

  await list.click();
  await expect(page).toHaveURL(/\/app\/tenancies\?(.*&)?status=reservada/);
});
