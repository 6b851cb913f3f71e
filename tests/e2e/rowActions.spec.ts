import type { Locator, Page } from '@playwright/test';
import { expect, test, unique } from './support/fixtures';
import { row } from './support/listHelpers';

/** The centre of an element, in page coordinates. */
async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** The accessible name of the button that would take a click at this point (or what is there instead). */
const hitAt = (page: Page, { x, y }: { x: number; y: number }) =>
  page.evaluate(([px, py]) => {
    const hit = document.elementFromPoint(px, py);
    return hit?.closest('button')?.getAttribute('aria-label') ?? `${hit?.tagName} ${hit?.getAttribute('role') ?? ''} ${hit?.textContent ?? ''}`;
  }, [x, y]);

test("a row action's tooltip never covers the next row: two toggles clicked one after the other both run", async ({ signedIn: page, api }) => {
  const u = unique();
  for (const n of [1, 2]) await api.post('/api/jobs', { data: { name: `Turno ${u} ${n}`, description: 'Dois turnos', html: '<p>x</p>' } });
  await page.goto(`/app/jobs?q=${u}`);
  await expect(row(page, `Turno ${u}`)).toHaveCount(2);
  await expect(row(page, `Turno ${u}`).getByText('Ativa', { exact: true })).toHaveCount(2);

  // The upper row's tooltip is the one that could fall on the row below.
  const toggles = [1, 2].map((n) => page.getByRole('button', { name: `Desativar vaga: Turno ${u} ${n}` }));
  const [upper, lower] = (await Promise.all(toggles.map(async (t) => ({ t, y: (await centre(t)).y })))).sort((a, b) => a.y - b.y).map((e) => e.t);
  const upperName = (await upper.getAttribute('aria-label'))!;
  const lowerName = (await lower.getAttribute('aria-label'))!;

  let patches = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && new URL(request.url()).pathname.startsWith('/api/jobs/')) patches += 1;
  });

  // Like a person: point at the first toggle (its tooltip opens), click it, then click the one below right away.
  await upper.hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await upper.click();
  const target = await centre(lower);
  expect.soft(await hitAt(page, target)).toBe(lowerName);
  // A raw mouse click at that point: Playwright's own click would wait until nothing covers the button.
  await page.mouse.click(target.x, target.y);

  await expect.poll(() => patches).toBe(2);
  await expect(row(page, upperName.replace('Desativar vaga: ', '')).getByText('Inativa')).toBeVisible();
  await expect(row(page, lowerName.replace('Desativar vaga: ', '')).getByText('Inativa')).toBeVisible();
});

test('a row action says what it does under the mouse and on keyboard focus, following the focus; Esc hides it', async ({ signedIn: page, api }) => {
  const u = unique();
  await api.post('/api/categories', { data: { name: `Dica ${u}` } });
  await page.goto(`/app/categories?q=${u}`);
  const edit = page.getByRole('button', { name: `Editar Dica ${u}` }).or(page.getByRole('link', { name: `Editar Dica ${u}` }));
  const remove = page.getByRole('button', { name: `Excluir Dica ${u}` });
  await expect(edit).toBeVisible();
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  await edit.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Editar');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toHaveCount(0);

  // From the keyboard: the tip follows the focus from one button to the next.
  await edit.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('tooltip')).toHaveText('Editar');
  await page.keyboard.press('Tab');
  await expect(remove).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Excluir');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});
