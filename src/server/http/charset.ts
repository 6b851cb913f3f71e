import type { FastifyInstance } from 'fastify';
import { HttpError } from './httpError';

const NOT_UTF8_DECLARED = 'Codificação não suportada: envie o corpo em UTF-8.';
const NOT_UTF8_BYTES = 'O corpo da requisição não está em UTF-8.';

const declaredCharset = (contentType: string | undefined) => /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1]?.toLowerCase();

/**
 * Every body is UTF-8. A body that declares another charset is refused (415) before it is read: reading
 * Latin-1 as UTF-8 stored "é" as U+FFFD without a word. The JSON parser refuses bytes that are not UTF-8 (400).
 */
export function refuseForeignCharsets(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    const charset = declaredCharset(request.headers['content-type']);
    if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') throw new HttpError(415, NOT_UTF8_DECLARED);
  });
}

const strict = new TextDecoder('utf-8', { fatal: true });

/** A body's bytes as text, or a Portuguese 400 when they are not UTF-8 (never a silent U+FFFD). */
export function utf8Text(body: Buffer | string): string {
  if (typeof body === 'string') return body;
  try {
    return strict.decode(body);
  } catch {
    throw new HttpError(400, NOT_UTF8_BYTES);
  }
}
