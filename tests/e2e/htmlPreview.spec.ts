import type { APIRequestContext, Page } from '@playwright/test';
import { expect, SANDBOX_REFUSAL, test, unique } from './support/fixtures';

// A job's HTML is shown in its edit page. Whatever it carries must stay inside the preview: it cannot
// restyle the app, add inputs to the app's page, or cover the app's buttons.

async function jobWith(api: APIRequestContext, html: string): Promise<string> {
  const res = await api.post('/api/jobs', { data: { name: `Vaga da pré-visualização ${unique()}`, description: 'Teste de isolamento', html } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function openEdit(page: Page, id: string) {
  await page.goto(`/app/jobs/${id}`);
  await expect(page.getByRole('textbox', { name: 'Conteúdo (HTML)' })).toHaveValue(/Requisitos/);
  // includeHidden: on the unprotected page a job's style could hide it, and the style check must report that.
  await expect(page.getByRole('button', { name: 'Salvar', includeHidden: true })).toBeEnabled();
}

/** The preview's own document, where the job's text must still be readable. */
const previewFrame = (page: Page) => page.getByRole('region', { name: 'Pré-visualização' }).locator('iframe').contentFrame();

/** Computed styles of the app's own chrome: body, app bar, the form's buttons. */
const appStyles = (page: Page) =>
  page.evaluate(() => {
    const css = (el: Element | null) => {
      if (!el) return null;
      const s = getComputedStyle(el);
      return { background: s.backgroundColor, color: s.color, display: s.display, visibility: s.visibility, fontSize: s.fontSize, fontFamily: s.fontFamily };
    };
    const save = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Salvar') ?? null;
    return { body: css(document.body), appBar: css(document.querySelector('header')), title: css(document.querySelector('header h1')), save: css(save) };
  });

test('a <style> in the job restyles only the preview, never the app', async ({ signedIn: page, api }) => {
  const plain = await jobWith(api, '<h3>Requisitos</h3><p>Sem estilos.</p>');
  await openEdit(page, plain);
  const before = await appStyles(page);

  const styled = await jobWith(
    api,
    // After some content: a leading <style> would be parsed into <head> and dropped by the sanitizer.
    '<h3>Requisitos</h3><p>Com estilos.</p><style>body, header, h1, button { background: rgb(255, 0, 0) !important; color: rgb(0, 255, 0) !important; font-size: 40px !important; font-family: monospace !important; } header { display: none !important; } button { visibility: hidden !important; }</style>',
  );
  await openEdit(page, styled);
  expect(await appStyles(page)).toEqual(before);
  await expect(previewFrame(page).getByText('Com estilos.')).toBeVisible();
});

test('a form with a password field in the job never becomes part of the app page', async ({ signedIn: page, api }) => {
  const id = await jobWith(
    api,
    '<h3>Requisitos</h3><form action="https://exemplo.invalid/roubar" method="post"><p>Sessão expirada: confirme sua senha</p><input type="password" name="senha"><button>Confirmar</button></form>',
  );
  await openEdit(page, id);
  expect(await page.evaluate(() => document.querySelectorAll('input[type=password], form[action*="exemplo.invalid"]').length)).toBe(0);
  await expect(page.getByRole('button', { name: 'Confirmar' })).toHaveCount(0);
  await expect(previewFrame(page).getByText('Sessão expirada: confirme sua senha')).toBeVisible();
});

test('a position:fixed overlay in the job cannot cover the app buttons', async ({ signedIn: page, api }) => {
  const id = await jobWith(
    api,
    '<h3>Requisitos</h3><div style="position: fixed; top: 0; left: 0; width: 100vw; height: 100vh; z-index: 2147483647; background: white">Clique aqui para continuar</div>',
  );
  await openEdit(page, id);
  // A screen reader announces the frame by its title, and can read what is inside.
  await expect(page.getByTitle('Pré-visualização: Conteúdo (HTML)')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pré-visualização' }).locator('iframe').contentFrame().getByRole('heading', { name: 'Requisitos' })).toBeVisible();
  for (const name of ['Salvar', 'Cancelar', 'Conta do usuário']) {
    const button = page.getByRole(name === 'Cancelar' ? 'link' : 'button', { name }).first();
    // elementFromPoint sees only the viewport.
    await button.scrollIntoViewIfNeeded();
    const hit = await button.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return top !== null && (top === el || el.contains(top));
    });
    expect(hit, `${name} is covered`).toBe(true);
  }
  await expect(previewFrame(page).getByText('Requisitos')).toBeVisible();
});

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`a job with a script, an onerror and a javascript: link: the form names them, the preview drops them, the console stays clean (${viewport.width}px)`, async ({ signedIn: page, api }) => {
    await page.setViewportSize(viewport);
    const errors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(e.message));
    const typed = '<h3>Requisitos</h3><p>Inglês <a href="javascript:alert(1)">avançado</a></p><img src="/nada.png" onerror="alert(2)"><script>alert(3)</script>';
    const id = await jobWith(api, typed);
    await openEdit(page, id);
    const notice = page.getByRole('status').filter({ hasText: 'não serão executadas' });
    await expect(notice).toHaveText('Estas partes do HTML não serão executadas: scripts (<script>), atributos de evento (onerror=…), links javascript:. A pré-visualização as remove; o texto é salvo como foi digitado.');
    // Read from the frame's document as written (looking inside the frame would run Playwright's own script in
    // it, which its sandbox refuses, logging an error of the test's making).
    const frame = page.getByRole('region', { name: 'Pré-visualização' }).locator('iframe');
    await expect(frame).toHaveAttribute('srcdoc', /avançado/);
    expect(await frame.getAttribute('srcdoc')).not.toMatch(/<script|onerror|javascript:/i);
    await expect(page.getByRole('textbox', { name: 'Conteúdo (HTML)' })).toHaveValue(typed);
    await notice.scrollIntoViewIfNeeded();
    if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/job-html-notice-${viewport.width}.png` });
    // Its change worded on the home page and in its Histórico: as text, never parsed where a policy sees it.
    await page.getByRole('button', { name: 'Histórico' }).click();
    await expect(page.getByText(/Requisitos Inglês avançado/).first()).toBeVisible();
    await page.goto('/app');
    await expect(page.getByRole('region', { name: 'Últimas alterações' }).getByRole('listitem').first()).toBeVisible();
    // The broken image's own 404 is the browser's network line, not a policy or script error.
    // The broken image's own 404 is the browser's network line, not a policy or script error; and the preview's sandbox
    // refusing a script in its srcdoc frame (Playwright's own, injected while tracing; seen once in a fresh-clone run)
    // is the frame doing its job, as consoleClean counts it.
    const ours = (e: string) => !/Failed to load resource: the server responded with a status of 404/.test(e) && !SANDBOX_REFUSAL.test(e);
    expect(errors.filter(ours)).toEqual([]);
  });
}
