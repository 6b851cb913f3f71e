// @vitest-environment jsdom
// jsdom, not the project's happy-dom: DOMPurify cannot sanitize under happy-dom (it keeps <script> and
// onerror there), while real browsers and jsdom behave alike. This file uploads nothing, so jsdom's
// multipart bug does not matter here.
import { screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const server = setupServer(...sessionHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('the HTML field is previewed sanitized: the markup shows, scripts and event handlers do not', async () => {
  const app = renderApp('/app/jobs/new', { token: testToken });
  const html = await screen.findByRole('textbox', { name: 'Conteúdo (HTML)' });
  await app.user.click(html);
  await app.user.paste('<h3>Requisitos</h3><p>CNH <b>D</b></p><script>window.hacked=1</script><img src="x" onerror="window.hacked=1"><a href="javascript:alert(1)">x</a>');
  // The preview is its own document in a sandboxed frame (jsdom does not render srcdoc: read it as the browser would).
  const region = screen.getByRole('region', { name: 'Pré-visualização' });
  const frame = await waitFor(() => {
    const f = region.querySelector('iframe');
    expect(f?.getAttribute('srcdoc')).toContain('Requisitos');
    return f!;
  });
  expect(frame).toHaveAttribute('title', 'Pré-visualização: Conteúdo (HTML)');
  // Nothing may run or submit in it, and it is not same-origin with the app.
  expect(frame.getAttribute('sandbox')).toBe('');
  const preview = new DOMParser().parseFromString(frame.getAttribute('srcdoc')!, 'text/html').body;
  // textContent, not toHaveTextContent: a parsed document has no window for jest-dom's Node check.
  expect(preview.querySelector('h3')?.textContent).toBe('Requisitos');
  expect(preview.querySelector('b')?.textContent).toBe('D');
  expect(preview.querySelector('script')).toBeNull();
  expect(preview.querySelector('img')?.hasAttribute('onerror')).toBe(false);
  expect(preview.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/);
  expect((window as { hacked?: number }).hacked).toBeUndefined();
  // The field itself keeps exactly what was typed: sanitizing is for display, the server stores the text.
  expect((html as HTMLTextAreaElement).value).toContain('<script>window.hacked=1</script>');
});
