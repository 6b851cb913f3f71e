import { startPainel } from './support/painelServer';
import { expect, test } from './support/fixtures';

// "Lembretes" on the real server: a rental ending in three days, the hourly job's first run (a minute after the
// server is ready) reminds the administrator; the bell counts it, its list opens the rental and marks it read.

/** A day counted from today in São Paulo, as the API takes it (AAAA-MM-DD) and as the screen shows it. */
function day(offset: number): { iso: string; shown: string } {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  const iso = d.toISOString().slice(0, 10);
  return { iso, shown: iso.split('-').reverse().join('/') };
}

test('a rental ending within the week: the bell counts it, its list opens the rental, read', async ({ browser, playwright }) => {
  test.setTimeout(240_000);
  // A server of its own: the job's first run comes a minute after it is ready, before that nothing is claimed.
  const server = await startPainel();
  try {
    const request = await playwright.request.newContext();
    const { token } = (await (await request.post(`${server.url}/api/authentication`, { data: { email: 'admin@painel.test', password: 'senha-e2e-123' } })).json()) as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const serviceId = ((await (await request.post(`${server.url}/api/server/services`, { headers, data: { name: 'Painel Rodoviário', price: 3000 } })).json()) as { data: { id: string } }).data.id;
    const rental = await request.post(`${server.url}/api/server/tenancies`, { headers, data: { serviceId, startDate: day(-10).iso, endDate: day(3).iso, status: 'confirmada' } });
    expect(rental.status()).toBe(201);
    const rentalId = ((await rental.json()) as { data: { id: string } }).data.id;
    await request.dispose();

    const context = await browser.newContext({ baseURL: server.url });
    await context.addCookies([{ name: 'token', value: token, url: server.url }]);
    const page = await context.newPage();
    await page.goto('/app');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'Lembretes' })).toBeVisible();
    // The job runs within its first minute; the list is read again on focus and when the bell is opened.
    await expect(async () => {
      await page.reload();
      await expect(banner.getByRole('button', { name: 'Lembretes: 1 não lido' })).toBeVisible({ timeout: 3000 });
    }).toPass({ timeout: 150_000, intervals: [5000] });

    await banner.getByRole('button', { name: 'Lembretes: 1 não lido' }).click();
    const list = page.getByRole('dialog', { name: 'Lembretes' });
    const item = list.getByRole('link');
    await expect(item).toHaveCount(1);
    await expect(item).toContainText(`Painel Rodoviário · ${day(-10).shown} a ${day(3).shown}`);
    await expect(item).toContainText(`Termina em ${day(3).shown}.`);
    await item.click();
    await expect(page).toHaveURL(new RegExp(`/app/tenancies/${rentalId}$`));
    await expect(banner.getByRole('button', { name: 'Lembretes', exact: true })).toBeVisible();
    await page.reload();
    await expect(banner.getByRole('button', { name: 'Lembretes', exact: true })).toBeVisible();
    await context.close();
  } finally {
    await server.stop();
  }
});
