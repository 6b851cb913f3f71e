import { expect, signIn, test, toast, unique } from './support/fixtures';

test('the session ends while a job is being edited: after signing in again the typed values are back and save', async ({ signedIn: page, api, context }) => {
  const u = unique();
  const created = await api.post('/api/jobs', { data: { name: `Montador ${u}`, description: 'Montagem de estruturas.', html: '<p>NR-35</p>' } });
  const { id } = (await created.json()) as { id: string };
  await page.goto(`/app/jobs/${id}`);
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(`Montador ${u}`);
  await page.getByRole('textbox', { name: 'Nome' }).fill(`Montador líder ${u}`);
  await page.getByRole('textbox', { name: 'Descrição' }).fill('Montagem e manutenção de estruturas.');

  // The session cookie is gone (expired) while the form is open: the save is refused.
  await context.clearCookies();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/sign-in\\?next=${encodeURIComponent(`/app/jobs/${id}`)}$`));
  await expect(toast(page, 'Sua sessão expirou. Entre novamente.')).toContainText('O que você digitou foi guardado');

  await signIn(page);
  await expect(page).toHaveURL(new RegExp(`/app/jobs/${id}$`));
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(`Montador líder ${u}`);
  await expect(page.getByRole('textbox', { name: 'Descrição' })).toHaveValue('Montagem e manutenção de estruturas.');
  await expect(page.getByRole('alert').filter({ hasText: 'Recuperamos as alterações não salvas' }).getByRole('button', { name: 'Descartar' })).toBeVisible();

  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Vaga atualizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/jobs$/);
  const saved = (await (await api.get(`/api/jobs/${id}`)).json()) as { name: string; description: string; html: string };
  expect(saved).toMatchObject({ name: `Montador líder ${u}`, description: 'Montagem e manutenção de estruturas.', html: '<p>NR-35</p>' });

  // Saved: opening the form again shows the record, no leftover draft.
  await page.goto(`/app/jobs/${id}`);
  await expect(page.getByRole('textbox', { name: 'Nome' })).toHaveValue(`Montador líder ${u}`);
  await expect(page.getByText(/Recuperamos as alterações não salvas/)).toHaveCount(0);
});
