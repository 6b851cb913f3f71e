import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { fakePng, png } from './support/files';
import { expect, test, toast, unique } from './support/fixtures';

// The outdoor's one image control in real Chromium: the stored image, an address that does not load (no
// internet here, so it really fails), a text file renamed .png refused before sending. Screenshots for a person.
const shots = process.env.SHOTS_DIR ?? '/work/wt/shots11f';
mkdirSync(shots, { recursive: true });

test('outdoor image: preview, an address that does not load, a fake PNG refused before sending', async ({ signedIn: page, api }) => {
  const u = unique();
  const created = await api.post('/api/outdoors', {
    multipart: { name: `Imagem ${u}`, location: `Rua ${u}`, latitude: '-23.5614', longitude: '-46.6559', file: png('paulista.png') },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const puts: string[] = [];
  page.on('request', (r) => r.method() === 'PUT' && puts.push(r.postData() ?? ''));

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/app/outdoors/${id}`);
  const preview = page.getByRole('img', { name: 'Pré-visualização de Imagem' });
  await expect(preview).toHaveAttribute('src', /^\/uploads\//);
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await expect(page.getByRole('textbox', { name: 'Imagem (URL)' })).toHaveCount(0);
  await preview.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${shots}/outdoor-image-desktop.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

  await page.locator('input[type=file]').setInputFiles(fakePng('falsa.png'));
  await expect(page.getByText('O arquivo enviado não é uma imagem válida (aceitos: imagens).')).toBeVisible();
  await expect(preview).toHaveAttribute('src', /^\/uploads\//);

  await page.getByRole('button', { name: 'Usar um endereço (URL)' }).click();
  await page.getByRole('textbox', { name: 'Endereço da imagem' }).fill('https://imagens.exemplo.invalid/paulista.png');
  await expect(page.getByText('Não foi possível carregar a imagem deste endereço.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${shots}/outdoor-image-url-phone.png`, fullPage: true });

  await page.getByRole('button', { name: 'Remover imagem' }).click();
  await expect(page.getByText('Nenhuma imagem.')).toBeVisible();
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(toast(page, 'Outdoor atualizado com sucesso!')).toBeVisible();
  expect(puts).toHaveLength(1);
  expect(puts[0]).not.toContain('falsa.png');
  expect(puts[0]).toMatch(/name="imageUrl"\r\n\r\n\r\n/);
});
