import { test as base, expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { admin } from './painelServer';

export const baseUrl = () => process.env.PAINEL_URL!;

/** Signs in through the sign-in page as a user would. */
export async function signIn(page: Page, email = admin.email, password = admin.password) {
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** A token from the real authentication endpoint (for setting up data quickly through the API). */
export async function tokenFor(request: APIRequestContext, email = admin.email, password = admin.password): Promise<string> {
  const res = await request.post(`${baseUrl()}/api/authentication`, { data: { email, password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A toast (an alert in notistack's area, not an inline one) with this title. The first match: the same
 * message twice in a row (two posts created) leaves two toasts on screen for a moment.
 */
export const toast = (page: Page, title: string) =>
  page.locator('.notistack-SnackbarContainer').getByRole('alert').filter({ hasText: title }).first();

/** The job preview's sandbox refusing a script in its srcdoc frame (Playwright's own, injected while tracing): the preview working, not an app error. */
export const SANDBOX_REFUSAL = /^Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed/;

/**
 * Waits until the page has had no request in flight for `quietMs` — its live event stream aside, which stays open
 * for as long as the page (so Playwright's 'networkidle' never comes). Requests started before the call are not
 * seen: call it after the page has loaded.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 15_000): Promise<void> {
  const inFlight = new Set<Request>();
  const started = (r: Request) => void (new URL(r.url()).pathname !== '/api/painel/events' && inFlight.add(r));
  const ended = (r: Request) => void inFlight.delete(r);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await page.waitForLoadState('load');
    const start = Date.now();
    let quietSince = Date.now();
    while (Date.now() - quietSince < quietMs) {
      if (Date.now() - start > timeoutMs) throw new Error(`a página não ficou sem pedidos em ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`);
      if (inFlight.size) quietSince = Date.now();
      await page.waitForTimeout(50);
    }
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** A unique suffix so journeys never collide with each other's records. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

interface Fixtures {
  /** A page already signed in as the administrator (the session cookie set from a real sign-in). */
  signedIn: Page;
  /** An API request context carrying the administrator's bearer token. */
  api: APIRequestContext;
}

export const test = base.extend<Fixtures>({
  baseURL: async ({}, use) => use(baseUrl()),
  api: async ({ playwright }, use) => {
    const anonymous = await playwright.request.newContext();
    const token = await tokenFor(anonymous);
    await anonymous.dispose();
    const api = await playwright.request.newContext({ baseURL: baseUrl(), extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
    await use(api);
    await api.dispose();
  },
  signedIn: async ({ page, context, request }, use) => {
    const token = await tokenFor(request);
    await context.addCookies([{ name: 'token', value: token, url: baseUrl() }]);
    await use(page);
  },
});

export { expect };
