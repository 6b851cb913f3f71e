import { promisify } from 'node:util';
import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * A page made for one request, compressed as the browser accepts (the built files come compressed already):
 * a drawn list's page is mostly repeated markup and style, a tenth of its size in brotli. Off the main thread (libuv).
 */
export async function compressedPage(html: string, acceptEncoding: string | undefined): Promise<{ body: Buffer | string; encoding?: string }> {
  // The same negotiation @fastify/static makes for the built files' .br and .gz.
  const encoding = acceptEncoding ? negotiate(acceptEncoding, ['br', 'gzip']) : null;
  // Quality 5: most of brotli's gain for a fraction of its highest setting's time.
  if (encoding === 'br') return { body: await brotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: html.length } }), encoding: 'br' };
  if (encoding === 'gzip') return { body: await gzipped(html), encoding: 'gzip' };
  return { body: html };
}
