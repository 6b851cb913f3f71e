import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Set-up through the API (quicker than the screens, which other steps exercise). */
export async function createService(api: APIRequestContext, name: string, price = 1500): Promise<string> {
  const res = await api.post('/api/server/services', { data: { name, description: 'Criado pelo teste', price } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

export async function createUser(api: APIRequestContext, name: string, email: string, password = 'senha-inicial-1'): Promise<string> {
  const res = await api.post('/api/server/users', { data: { name, email, password } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { data: { id: string } }).data.id;
}

/** Picks an option in a reference picker by typing part of its title. */
export async function pick(page: Page, label: string, text: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  await box.fill(text);
  await page.getByRole('option', { name: text }).click();
  await expect(box).toHaveValue(text);
}
