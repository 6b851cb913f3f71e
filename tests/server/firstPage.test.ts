// @vitest-environment node
// A list's address opened with a session comes with the list already drawn by the server, read with that
// session's token and role (src/app/firstPage.tsx, run here through Vite as the build runs it); anything else
// gets the bare app page, as before.
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { get, type IncomingMessage } from 'node:http';
import { brotliDecompressSync, createGunzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstPageRenderer } from '../../src/engine/contract';
import { bearer, client, created, makeApp, sessionIdOf, signIn, tempDir } from './helpers';

// As the build writes it: the entry script in the head (a module script runs once the page is parsed).
const APP_PAGE = '<!doctype html><html><head><title>Painel</title><script type="module" crossorigin src="/app/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';

function builtClient() {
  const dir = tempDir('painel-dist-');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), APP_PAGE);
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("painel")');
  return dir;
}

let vite: ViteDevServer;
let renderFirstPage: FirstPageRenderer;
let app: FastifyInstance;
let adminToken: string;
let readerToken: string;

const page = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });
/** The text a person reads in a page (tags and inline styles out). */
const words = (html: string) => html.replace(/<style[^>]*>[^<]*<\/style>/g, '').replace(/<[^>]+>/g, ' ');

beforeAll(async () => {
  vite = await createServer({ root: resolve(import.meta.dirname, '../..'), logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } });
  ({ renderFirstPage } = (await vite.ssrLoadModule('/src/app/firstPage.tsx')) as { renderFirstPage: FirstPageRenderer });
  // Run through Vite's development loader here, the drawing is slower than the built module's: a longer wait.
  app = await makeApp({ clientDir: builtClient(), firstPage: renderFirstPage, firstPageWaitMs: 20_000 });
  await app.listen({ host: '127.0.0.1', port: 0 });
  adminToken = await signIn(app);
  const admin = client(app, adminToken);
  for (const name of ['Outdoor de rodovia', '<img src=x onerror=alert(1)> Promoções & Cia']) expect((await admin.post('/api/categories', { name })).statusCode).toBe(201);
  const { id } = (await admin.post('/api/server/users', { name: 'Leitora Lúcia', email: 'lucia@exemplo.com.br', password: 'senha-forte-123' })).json().data;
  expect((await admin.patch(`/api/server/users/role/${id}`, { role: 'leitura' })).statusCode).toBe(200);
  readerToken = await signIn(app, 'lucia@exemplo.com.br', 'senha-forte-123');
  // For the home page's panels: three rentals reserved far ahead (a figure of 3 whatever day the test runs), one cancelled.
  const serviceId = created(await admin.post('/api/server/services', { name: 'Veiculação', price: 1 }));
  for (const [name, status] of [['Avenida A', 'reservada'], ['Avenida B', 'reservada'], ['Rua C', 'reservada'], ['Rua D', 'cancelada']]) {
    const outdoorId = created(await admin.form('POST', '/api/outdoors', { name, location: 'Centro', latitude: '-23.5', longitude: '-46.6', city: 'Recife', format: 'led' }));
    created(await admin.post('/api/server/tenancies', { serviceId, outdoorId, startDate: '2099-03-01', endDate: '2099-03-14', status, price: 500 }));
  }
}, 60_000);
afterAll(async () => {
  await app?.close();
  await vite?.close();
});

describe('a list opened with a session', () => {
  it('comes drawn: the shell, the list and its rows, every value escaped, kept by no cache', async () => {
    const res = await page('/app/categories', { cookie: `tema=escuro; token=${adminToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(String(res.headers.vary)).toMatch(/cookie/i);
    // Seen, not used, until the app draws over it.
    expect(res.body).toContain('<div data-painel-first-page inert style="display:contents">');
    expect(res.body).toContain('<script type="module" crossorigin src="/app/assets/index-abc123.js"></script>');
    const text = words(res.body);
    for (const shown of ['Categorias', 'Nova categoria', 'Outdoor de rodovia', 'Linhas por página:', 'Usuários']) expect(text).toContain(shown);
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt; Promoções &amp; Cia');
    expect(res.body).not.toContain('<img src=x');
    // The same rows as the API's, in a table (a desktop's layout). (Its colours in both schemes are checked on the
    // built module, in a browser with scripts off: tests/e2e/firstVisit.spec.ts.)
    expect(res.body).toContain('<table');
    // Every style before the drawing, the theme's variables included (MUI writes them after its children): a page
    // painted while it streams in draws its first rows styled and where they stay.
    const drawing = res.body.slice(res.body.indexOf('<div data-painel-first-page'));
    const firstElement = drawing.search(/<(?!style|\/style|script|\/script|div data-painel-first-page)[a-z]/);
    expect(drawing.slice(firstElement)).not.toContain('<style');
    expect(drawing.slice(0, firstElement)).toContain(':root{--mui-spacing:');
    expect(drawing.slice(0, firstElement)).toContain('@media (prefers-color-scheme: dark)');
    // Its first script, which keeps a click made before the app's scripts come, is the one the page's policy lets run.
    const inline = [...res.body.matchAll(/<script>([^<]*)<\/script>/g)].map(([, text]) => text);
    expect(inline).toHaveLength(1);
    expect(drawing.startsWith(`<div data-painel-first-page inert style="display:contents"><script>`)).toBe(true);
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    expect(String(res.headers['content-security-policy']).split(';').find((d) => d.trim().startsWith('script-src'))?.trim()).toBe(`script-src 'self' ${hash}`);
  });

  it("is drawn for a phone when the browser says it is one: cards, a menu button", async () => {
    const res = await page('/app/categories', { cookie: `token=${adminToken}`, 'sec-ch-ua-mobile': '?1' });
    expect(words(res.body)).toContain('Outdoor de rodovia');
    expect(res.body).not.toContain('<table');
    expect(res.body).toContain('aria-label="Abrir menu"');
  });

  it('comes compressed as the browser accepts', async () => {
    const res = await page('/app/categories', { cookie: `token=${adminToken}`, 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload).toString('utf8');
    expect(words(html)).toContain('Outdoor de rodovia');
    expect(html.length).toBeGreaterThan(res.rawPayload.length * 4);
  });

  it('keeps its page and order from the address', async () => {
    const res = await page('/app/categories?page=1&limit=10&sort=-name', { cookie: `token=${adminToken}` });
    const text = words(res.body);
    expect(text.indexOf('Outdoor de rodovia')).toBeGreaterThan(-1);
    expect(text.indexOf('Outdoor de rodovia')).toBeLessThan(text.indexOf('Promoções &amp; Cia'));
    const ascending = words((await page('/app/categories?sort=name', { cookie: `token=${adminToken}` })).body);
    expect(ascending.indexOf('Promoções &amp; Cia')).toBeLessThan(ascending.indexOf('Outdoor de rodovia'));
  });

  it('opened on its map, comes with its markers drawn (no "Carregando o mapa…"), without tiles, laid out for the screen', async () => {
    const res = await page('/app/outdoors?layout=mapa', { cookie: `token=${adminToken}` });
    const text = words(res.body);
    expect(text).toContain('4 outdoors no mapa');
    expect(text).not.toContain('Carregando o mapa');
    // The four at one place: one cluster, a button that says how many.
    expect(res.body).toContain('aria-label="4 outdoors aqui: aproximar"');
    // A failed tile would be a broken image before the app runs: none drawn (the app draws them).
    expect(res.body).not.toContain('tile.openstreetmap.org');
    // The map as wide as a 1280-pixel desktop shows it (less the drawer and the page's margins).
    expect(res.body).toMatch(/class="pigeon-overlays"[^>]*width:974px/);
    const phone = await page('/app/outdoors?layout=mapa', { cookie: `token=${adminToken}`, 'sec-ch-ua-mobile': '?1' });
    expect(phone.body).toContain('aria-label="4 outdoors aqui: aproximar"');
    expect(phone.body).toMatch(/class="pigeon-overlays"[^>]*width:356px/);
  });

  it("is read with the person's role: a reader's list of users has no e-mails and no buttons to change anything", async () => {
    const res = await page('/app/users', { cookie: `token=${readerToken}` });
    const text = words(res.body);
    expect(text).toContain('Leitora Lúcia');
    expect(text).toContain('Administrador');
    expect(res.body).not.toContain('lucia@exemplo.com.br');
    expect(res.body).not.toContain('admin@painel.local');
    expect(text).not.toContain('Novo usuário');
    const asAdmin = words((await page('/app/users', { cookie: `token=${adminToken}` })).body);
    expect(asAdmin).toContain('lucia@exemplo.com.br');
    expect(asAdmin).toContain('Novo usuário');
  });
});

describe('the home page opened with a session', () => {
  /** The markup of one panel (its <section>), by its id. */
  const panelIn = (html: string, id: string) => {
    const start = html.lastIndexOf('<section', html.indexOf(`data-panel="${id}"`));
    return start < 0 ? '' : html.slice(start, html.indexOf('</section>', start));
  };

  it('comes drawn with its first panels\' numbers, as the app draws them: the figure, the short list', async () => {
    const res = await page('/app', { cookie: `token=${adminToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<div data-painel-first-page inert style="display:contents">');
    expect(words(res.body)).toContain('Escolha o que deseja gerenciar.');
    const pending = panelIn(res.body, 'reservas-pendentes');
    expect(pending).toMatch(/data-state="drawn"/);
    expect(words(pending).replace(/\s+/g, ' ')).toContain('Reservas não confirmadas Locações reservadas que ainda não terminaram. 3 ');
    // The short list of outdoors free next period: the four, by name.
    const free = panelIn(res.body, 'livres-proxima');
    expect(free).toMatch(/data-state="drawn"/);
    for (const name of ['Avenida A', 'Avenida B', 'Rua C', 'Rua D']) expect(words(free)).toContain(name);
  });

  it('draws a chart panel as the app first does: its numbers in its table, the drawing still to come', async () => {
    const res = await page('/app', { cookie: `token=${adminToken}` });
    const chart = panelIn(res.body, 'ocupacao-cidade');
    expect(chart).toMatch(/data-state="drawn"/);
    expect(words(chart)).toContain('Ver tabela');
    expect(chart).toContain('<table');
    expect(words(chart)).toContain('Recife');
    expect(chart).not.toContain('<svg');
  });

  it("is read with the person's session: the reader is greeted, and sees the panels her role may read", async () => {
    const text = words((await page('/app', { cookie: `token=${readerToken}` })).body);
    expect(text).toContain('Olá, Leitora!');
    expect(text).not.toContain('Administrador');
    expect(text).toContain('Reservas não confirmadas');
  });

  it('is the bare app page without a session, or with a token that opens none', async () => {
    expect((await page('/app', {})).body).toBe(APP_PAGE);
    expect((await page('/app', { cookie: 'token=nao-e-um-token' })).body).toBe(APP_PAGE);
  });
});

describe('Ocupação opened with a session', () => {
  it('comes drawn with its rows and their cells, each cell with the words a screen reader says', async () => {
    const res = await page('/app/tenancies/ocupacao?ano=2099&calendario=meses', { cookie: `token=${adminToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div data-painel-first-page inert style="display:contents">');
    expect(res.body).toContain('role="grid"');
    const text = words(res.body);
    for (const name of ['Avenida A', 'Avenida B', 'Rua C', 'Rua D']) expect(text).toContain(name);
    // A rental with neither client nor user: nothing to name it by.
    expect(res.body).toContain('aria-label="Avenida A — mar, 01/03 a 31/03: ocupado (Reservada)"');
    expect(res.body).toContain('aria-label="Avenida A — fev, 01/02 a 28/02: livre"');
  });

  it("is drawn at this year's current week, as the app draws it: today's column in view, not January's", async () => {
    const res = await page('/app/tenancies/ocupacao?calendario=semanas', { cookie: `token=${adminToken}` });
    expect(res.body).toContain('role="grid"');
    // Today's ISO week (the week holding its Thursday), counted here on its own.
    const now = new Date();
    const thursday = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate()));
    thursday.setUTCDate(thursday.getUTCDate() + 4 - (thursday.getUTCDay() || 7));
    const week = Math.ceil(((+thursday - Date.UTC(thursday.getUTCFullYear(), 0, 1)) / 86_400_000 + 1) / 7);
    if (thursday.getUTCFullYear() !== now.getFullYear()) return; // a week of another year: no column of this one
    // Weeks are 92 px wide; the grid opens with the week before today's at its left edge: the server's canvas is
    // moved left by as much (no further than the browser's scroll would stop).
    expect(res.body).toContain(`margin-left:min(0px, max(-${Math.max(0, week - 2) * 92}px, 100% - `);
    const drawn = [...res.body.matchAll(/aria-label="Avenida A — S(\d\d),/g)].map((m) => Number(m[1]));
    expect(drawn).toContain(week);
  });
});

describe("a record's form asked for by a click on the server's page (its own first script asks it)", () => {
  const clicked = (url: string, token = adminToken) => page(url, { cookie: `token=${token}`, 'x-painel-clicked': '1' });

  it('comes drawn with the record in its fields, every value escaped, and the record it points at named, not shown by its id', async () => {
    const admin = client(app, adminToken);
    const categoryId = created(await admin.post('/api/categories', { name: 'Painéis <b>rodoviários</b>' }));
    const outdoorId = created(await admin.form('POST', '/api/outdoors', { name: 'Outdoor "Zeta" & Cia', location: 'Centro', latitude: '-23.5', longitude: '-46.6', categoryId }));
    const res = await clicked(`/app/outdoors/${outdoorId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<div data-painel-first-page inert style="display:contents">');
    const text = words(res.body);
    for (const shown of ['Editar outdoor', 'Localização', 'Salvar', 'Cancelar']) expect(text).toContain(shown);
    expect(res.body).toContain('value="Outdoor &quot;Zeta&quot; &amp; Cia"');
    expect(res.body).toContain('value="Painéis &lt;b&gt;rodoviários&lt;/b&gt;"');
    expect(res.body).not.toContain(`value="${categoryId}"`);
    expect(res.body).not.toContain('<b>rodoviários');
  });

  it('is the bare app page when opened by its address (a form is for typing: the app draws it), for a record that is not there, or a token that opens no session', async () => {
    const outdoorId = created(await client(app, adminToken).form('POST', '/api/outdoors', { name: 'Avenida Ípsilon', location: 'Centro', latitude: '-23.5', longitude: '-46.6' }));
    expect((await page(`/app/outdoors/${outdoorId}`, { cookie: `token=${adminToken}` })).body).toBe(APP_PAGE);
    expect(words((await clicked(`/app/outdoors/${outdoorId}`)).body)).toContain('Editar outdoor');
    expect((await clicked('/app/outdoors/00000000-0000-4000-8000-000000000000')).body).toBe(APP_PAGE);
    expect((await clicked(`/app/outdoors/${outdoorId}`, 'nao-e-um-token')).body).toBe(APP_PAGE);
    for (const url of ['/app/outdoors/new', `/app/outdoors/${outdoorId}/nao-existe`]) expect((await clicked(url)).body, url).toBe(APP_PAGE);
  });
});

describe('a list the person opens with a default view', () => {
  it("never comes drawn with the unfiltered rows: the view's rows or none", async () => {
    const reader = client(app, readerToken);
    expect((await reader.post('/api/painel/views/categories', { name: 'Rodovias', state: { q: 'rodovia' }, isDefault: true })).statusCode).toBe(201);
    try {
      const res = await page('/app/categories', { cookie: `token=${readerToken}` });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Promoções');
      // With its own search in the address, the list comes drawn as always.
      expect(words((await page('/app/categories?q=promo', { cookie: `token=${readerToken}` })).body)).toContain('Promoções');
    } finally {
      await reader.put('/api/painel/views/categories/default', { id: null });
    }
  });
});

describe('the bare app page, as before (its head sent before the drawing was tried)', () => {
  it('for a token that opens no session: made up, or signed out', async () => {
    for (const cookie of ['token=nao-e-um-token', 'token=%E0%A4%A', `token=${adminToken}x`]) {
      const res = await page('/app/categories', { cookie });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toBe(APP_PAGE);
    }
    const token = await signIn(app);
    expect(words((await page('/app/categories', { cookie: `token=${token}` })).body)).toContain('Outdoor de rodovia');
    const ended = await app.inject({ method: 'DELETE', url: `/api/painel/sessions/${sessionIdOf(token)}`, headers: bearer(adminToken) });
    expect(ended.statusCode).toBe(204);
    const res = await page('/app/categories', { cookie: `token=${token}` });
    expect(res.body).toBe(APP_PAGE);
  });

  it('for an address that is not a list', async () => {
    for (const url of ['/app/categories/new', '/app/settings', '/app/activity', '/app/nao-existe']) {
      expect((await page(url, { cookie: `token=${adminToken}` })).body, url).toBe(APP_PAGE);
    }
  });

  it('when drawing fails or takes too long', async () => {
    const failing = await makeApp({ clientDir: builtClient(), firstPage: () => Promise.reject(new Error('quebrou')) });
    const stuck = await makeApp({ clientDir: builtClient(), firstPage: () => new Promise(() => {}), firstPageWaitMs: 300 });
    try {
      for (const other of [failing, stuck]) {
        await other.listen({ host: '127.0.0.1', port: 0 });
        const res = await other.inject({ method: 'GET', url: '/app/categories', headers: { cookie: `token=${await signIn(other)}` } });
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(APP_PAGE);
      }
    } finally {
      await failing.close();
      await stuck.close();
    }
  });

  it("the page's head (its scripts) leaves before the drawing is done, then the drawing follows", async () => {
    let finish!: (markup: string) => void;
    const slow = await makeApp({ clientDir: builtClient(), firstPage: () => new Promise((done) => (finish = done)), firstPageWaitMs: 20_000 });
    try {
      await slow.listen({ host: '127.0.0.1', port: 0 });
      const { port } = slow.server.address() as { port: number };
      const token = await signIn(slow);
      // Read as a browser does, decompressing as it comes (gzip, flushed after the head).
      const response = await new Promise<IncomingMessage>((done) => get({ host: '127.0.0.1', port, path: '/app/categories', headers: { cookie: `token=${token}`, 'accept-encoding': 'gzip' } }, done));
      expect(response.headers['content-encoding']).toBe('gzip');
      const text = response.pipe(createGunzip());
      let seen = '';
      const waiting: (() => void)[] = [];
      text.on('data', (chunk: Buffer) => {
        seen += chunk.toString('utf8');
        waiting.forEach((check) => check());
      });
      const upTo = (part: string) =>
        new Promise<void>((done) => {
          const check = () => seen.includes(part) && done();
          waiting.push(check);
          check();
        });
      await upTo('<div id="root">');
      expect(seen).toContain('<script type="module" crossorigin src="/app/assets/index-abc123.js"></script>');
      expect(seen).not.toContain('Desenhada');
      finish('<p>Desenhada</p>');
      await upTo('</html>');
      expect(seen).toBe(APP_PAGE.replace('<div id="root"></div>', '<div id="root"><p>Desenhada</p></div>'));
    } finally {
      await slow.close();
    }
  });
});
