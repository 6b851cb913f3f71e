import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_DOCUMENT, SIGN_IN_DOCUMENT, type FirstPageRenderer } from '../../engine/contract';
import { drawFirstPage, sessionToken } from './firstPage';
import { clientSecurityHeaders, readConnectSources } from './securityHeaders';
import { streamedPage } from './streamedPage';

const CLIENT_BASE = '/app';

const ROOT_ELEMENT = '<div id="root"></div>';

/**
 * The built client (`dist/`, built with base /app/) at /app, with history fallback: a GET under /app that is
 * not a file answers index.html, so a deep link like /app/categories/12 loads the app. `/` goes to /app.
 * Everything under /app is served with a strict Content-Security-Policy (securityHeaders.ts). With `firstPage`,
 * a list's address opened with a session comes with the list already drawn (firstPage.ts).
 */
export async function clientRoutes(app: FastifyInstance, clientDir: string | undefined, firstPage?: { render: FirstPageRenderer; waitMs?: number }) {
  app.get('/', async (_request, reply) => reply.redirect(CLIENT_BASE, 302));

  await app.register(
    async (scope) => {
      // Every answer under /app (page, assets, fallbacks, 404s) carries the policy and framing protection.
      const headers = clientSecurityHeaders(readConnectSources(clientDir));
      scope.addHook('onRequest', async (_request, reply) => {
        reply.headers(headers);
      });
      if (!clientDir || !existsSync(join(clientDir, 'index.html'))) {
        const missing = async (_request: unknown, reply: FastifyReply) =>
          reply.code(503).type('text/plain; charset=utf-8').send('O cliente do Painel não foi compilado. Rode `npm run build` (ou `npm start`, que compila quando preciso).');
        scope.get('/', missing);
        scope.get('/*', missing);
        return;
      }
      await scope.register(fastifyStatic, {
        root: clientDir,
        prefix: '/',
        index: false,
        wildcard: true,
        // The build wrote a .br and a .gz beside each file (precompressPlugin): sent as they are, by Accept-Encoding.
        preCompressed: true,
        // Our setHeaders decides the caching (the plugin's own header would override it).
        cacheControl: false,
        setHeaders(res, path) {
          // Hashed assets never change under one name; everything else is revalidated.
          res.setHeader('Cache-Control', /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache');
          // The same address has a brotli, a gzip and a plain answer: a cache keeps each apart.
          res.setHeader('Vary', 'Accept-Encoding');
        },
      });
      // A visitor without a session gets the sign-in page already drawn (whatever /app address it asked
      // for: the page's script moves to the sign-in address); one with a session, the app.
      const signInReady = existsSync(join(clientDir, SIGN_IN_DOCUMENT));
      const appPage = readFileSync(join(clientDir, APP_DOCUMENT), 'utf8');
      const [pageStart, pageEnd] = appPage.includes(ROOT_ELEMENT) ? appPage.split(ROOT_ELEMENT, 2) : [];
      const index = async (request: FastifyRequest, reply: FastifyReply) => {
        reply.header('Vary', 'Cookie, Accept-Encoding');
        const signedOut = !sessionToken(request.headers.cookie);
        if (firstPage && !signedOut && pageEnd !== undefined && request.method === 'GET') {
          // The page's head (its scripts and styles) leaves at once; #root's content once drawn, or empty if not
          // a list's address, not a session, a failure or too slow (the app then draws as always).
          const drawn = drawFirstPage(app, firstPage.render, request, firstPage.waitMs).then((markup) => `${markup ?? ''}</div>${pageEnd}`);
          const { body, encoding } = streamedPage(`${pageStart}<div id="root">`, drawn, request.headers['accept-encoding']);
          if (encoding) reply.header('Content-Encoding', encoding);
          // It may hold someone's records: theirs alone, no cache keeps it.
          return reply.header('Cache-Control', 'private, no-store').type('text/html; charset=utf-8').send(body);
        }
        return reply.header('Cache-Control', 'no-cache').sendFile(signInReady && signedOut ? SIGN_IN_DOCUMENT : APP_DOCUMENT, clientDir, { cacheControl: false });
      };
      scope.get('/', index);
      scope.setNotFoundHandler(async (request, reply) => {
        // A missing asset stays a 404; any other path is a client route.
        if ((request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith(`${CLIENT_BASE}/assets/`)) return index(request, reply);
        return reply.code(404).send({ message: 'Arquivo não encontrado.' });
      });
    },
    { prefix: CLIENT_BASE },
  );
}
