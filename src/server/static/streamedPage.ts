import { PassThrough, type Readable } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { acceptedEncoding } from '../http';

/**
 * A page whose start is sent at once and whose end comes later (a list's first page, drawn meanwhile): the
 * browser starts fetching the scripts and styles the start names while the server draws. Compressed as the
 * browser accepts (the same negotiation @fastify/static makes for the built files' .br and .gz), the start flushed
 * on its own. `end` must not reject.
 */
export function streamedPage(start: string, end: Promise<string>, acceptEncoding: string | undefined): { body: Readable; encoding?: 'br' | 'gzip' } {
  const encoding = acceptedEncoding(acceptEncoding);
  // Brotli 5: most of brotli's gain for a fraction of its top setting's time (a drawn page is repeated markup and style).
  const zipped = encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : encoding === 'gzip' ? createGzip() : undefined;
  const body = zipped ?? new PassThrough();
  body.write(start);
  zipped?.flush();
  void end.then((rest) => body.end(rest));
  return { body, ...(encoding ? { encoding } : {}) };
}
