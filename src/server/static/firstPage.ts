import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CLICKED_PAGE_HEADER, SESSION_COOKIE, type FirstPageRenderer } from '../../engine/contract';
import { firstPageWorker, type FirstPageWorker } from './firstPageWorker';

/** How long a page waits for its list to be drawn before it is answered without it (the app then draws it). */
const FIRST_PAGE_WAIT_MS = 1500;

/**
 * The built module that draws a list's first page (npm run build), run in a worker thread (firstPageWorker.ts),
 * when it is there; absent, pages are answered bare.
 */
export function loadFirstPageRenderer(modulePath: string): FirstPageWorker | undefined {
  return existsSync(modulePath) ? firstPageWorker(modulePath) : undefined;
}

const cookiePattern = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=([^;\\s]+)`);

/**
 * The session cookie's token, as sent (a token is URL-safe; its validity is checked by the API the page is read
 * from, so a forged or garbled one only gets the bare page).
 */
export function sessionToken(cookie: string | undefined): string | undefined {
  return (cookie && cookiePattern.exec(cookie)?.[1]) || undefined;
}

/** Whether the request comes from a phone: the client hint where the browser sends it, else its User-Agent. */
function fromPhone(request: FastifyRequest): boolean {
  const hint = request.headers['sec-ch-ua-mobile'];
  if (typeof hint === 'string') return hint.trim() === '?1';
  return /Mobi|iPhone|Android.+Mobile/.test(request.headers['user-agent'] ?? '');
}

/** This server's own API, as reached from inside it: its listening address (a wildcard one through loopback). */
function ownOrigin(app: FastifyInstance): string | undefined {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '[::1]' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The list's first page for this request, drawn with its token as the browser's app would draw it, or undefined
 * (no cookie, not a list, not listening, a failure, or slower than FIRST_PAGE_WAIT_MS): the page is then answered
 * without it, as before.
 */
export async function drawFirstPage(app: FastifyInstance, render: FirstPageRenderer, request: FastifyRequest, waitMs = FIRST_PAGE_WAIT_MS): Promise<string | undefined> {
  const token = sessionToken(request.headers.cookie);
  const apiOrigin = ownOrigin(app);
  if (!token || !apiOrigin) return undefined;
  let stopWaiting = () => {};
  const late = new Promise<undefined>((done) => {
    const timer = setTimeout(done, waitMs);
    stopWaiting = () => clearTimeout(timer);
  });
  try {
    return await Promise.race([render({ url: request.url, token, apiOrigin, phone: fromPhone(request), clicked: request.headers[CLICKED_PAGE_HEADER] !== undefined }), late]);
  } catch (e) {
    request.log.warn({ err: e }, 'A primeira página da lista não pôde ser desenhada no servidor; enviada sem ela.');
    return undefined;
  } finally {
    stopWaiting();
  }
}
