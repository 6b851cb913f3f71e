import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Smaller than this, an answer goes as it is: compressing would save less than it costs. */
const WORTH_IT = 1024;

type Encoding = 'br' | 'gzip';

/** The compression a request accepts, brotli first unless said (the same choice @fastify/static makes for the built files). */
export const acceptedEncoding = (acceptEncoding: string | undefined, preferred: Encoding[] = ['br', 'gzip']): Encoding | undefined =>
  (acceptEncoding ? (negotiate(acceptEncoding, preferred) as Encoding | null) : null) ?? undefined;

/**
 * The JSON answers of the routes registered in `scope` (a map's 10,000 points), compressed as the request accepts,
 * off the event loop, once serialised by their declaration. Gzip first: on a map's answer (ids, numbers) brotli 5
 * made the same size (275 against 271 kB for 10,000 points) in twice the time (~75 against ~35 ms).
 */
export function compressJsonAnswers(scope: FastifyInstance): void {
  scope.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string') return payload;
    reply.header('Vary', 'Accept-Encoding');
    const encoding = payload.length >= WORTH_IT ? acceptedEncoding(request.headers['accept-encoding'], ['gzip', 'br']) : undefined;
    if (!encoding) return payload;
    reply.header('Content-Encoding', encoding).removeHeader('Content-Length');
    return encoding === 'br' ? brotli(payload, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipped(payload);
  });
}
