// @vitest-environment jsdom
// jsdom, not the project's happy-dom: DOMPurify cannot sanitize under happy-dom (it keeps <script> and
// onerror there), while real browsers and jsdom behave alike. This file uploads nothing, so jsdom's
// multipart bug does not matter here.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderApp } from '../utils/renderApp';
import { sessionHandlers, testToken } from '../utils/session';

const posted: unknown[] = [];
const server = setupServer(
  ...sessionHandlers(),
  http.post('/api/jobs', async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ id: 'j-9' }, { status: 201 });
  }),
  http.get('/api/jobs', () => HttpResponse.json({ data: [], total: 0, page: 1, limit: 10 })),
  http.get('/api/server/users/:id', () => HttpResponse.json({ data: { id: 'u-1', name: 'Ana Souza' } })),
);
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

describe('what will not run is said in the form', () => {
  const warning = () => screen.queryByText(/não serão executadas/);

  test('scripts, event attributes and javascript: links are named; the text is kept as typed', async () => {
    const app = renderApp('/app/jobs/new', { token: testToken });
    const html = await screen.findByRole('textbox', { name: 'Conteúdo (HTML)' });
    await app.user.click(html);
    await app.user.paste('<p>Vaga</p><script>track()</script><img src="logo.png" onerror="fallback()" onload="x()"><a href=" JavaScript:apply()">Candidatar</a>');
    const said = await waitFor(() => {
      const alert = warning()?.closest('.MuiAlert-root');
      expect(alert).toBeTruthy();
      return alert as HTMLElement;
    });
    expect(said).toHaveTextContent('Estas partes do HTML não serão executadas: scripts (<script>), atributos de evento (onerror=…, onload=…), links javascript:.');
    expect(said).toHaveTextContent('A pré-visualização as remove; o texto é salvo como foi digitado.');
    expect((html as HTMLTextAreaElement).value).toBe('<p>Vaga</p><script>track()</script><img src="logo.png" onerror="fallback()" onload="x()"><a href=" JavaScript:apply()">Candidatar</a>');
    // The preview got none of them, and still the rest.
    const srcdoc = screen.getByRole('region', { name: 'Pré-visualização' }).querySelector('iframe')?.getAttribute('srcdoc') ?? '';
    expect(srcdoc).toContain('Candidatar');
    expect(srcdoc).not.toMatch(/<script|onerror|onload|javascript:/i);
    // Saved as typed: the site that publishes the job is not ours to clean.
    await app.user.type(screen.getByRole('textbox', { name: 'Nome' }), 'Vendedor');
    await app.user.type(screen.getByRole('textbox', { name: 'Descrição' }), 'Vendas externas.');
    await app.user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ html: '<p>Vaga</p><script>track()</script><img src="logo.png" onerror="fallback()" onload="x()"><a href=" JavaScript:apply()">Candidatar</a>' });
  });

  test('only what is there is named', async () => {
    const app = renderApp('/app/jobs/new', { token: testToken });
    const html = await screen.findByRole('textbox', { name: 'Conteúdo (HTML)' });
    await app.user.click(html);
    await app.user.paste('<button onclick="go()">Ir</button>');
    await waitFor(() => expect(warning()?.closest('.MuiAlert-root')).toHaveTextContent('Estas partes do HTML não serão executadas: atributos de evento (onclick=…).'));
  });

  test('plain HTML, and words that only look like code in the text, say nothing', async () => {
    const app = renderApp('/app/jobs/new', { token: testToken });
    const html = await screen.findByRole('textbox', { name: 'Conteúdo (HTML)' });
    await app.user.click(html);
    await app.user.paste('<h3>Requisitos</h3><p>Saber javascript: desejável. Conhecer onclick="" e <code>&lt;script&gt;</code>.</p><textarea><script>nada</script></textarea>');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Pré-visualização' }).querySelector('iframe')?.getAttribute('srcdoc')).toContain('Requisitos'));
    expect(warning()).toBeNull();
  });
});
