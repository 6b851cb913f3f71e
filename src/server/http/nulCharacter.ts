import type { FastifyInstance } from 'fastify';
import { HttpError } from './httpError';

const NUL_MESSAGE = 'A requisição contém um caractere nulo (U+0000), que não é aceito.';

/**
 * PostgreSQL text cannot hold U+0000 (it fails with 22021, a 500), and no field of ours means one: the
 * request is refused at the edge, before any route reads it. `sqlState` lets the table API answer
 * PostgREST's code for it.
 */
export class NulCharacterError extends HttpError {
  readonly sqlState = '22021';
  constructor() {
    super(400, NUL_MESSAGE);
  }
}

// Encoded (%00) or raw, in the path or the query: both decode to U+0000.
const NUL_IN_URL = /%00|\0/;

/** True when any string or key inside `value` holds U+0000. Iterative: a deeply nested body cannot overflow the stack. */
export function hasNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length) {
    const v = pending.pop();
    if (typeof v === 'string') {
      if (v.includes('\0')) return true;
    } else if (Array.isArray(v)) {
      for (const item of v) pending.push(item);
    } else if (v !== null && typeof v === 'object') {
      for (const [k, item] of Object.entries(v)) {
        if (k.includes('\0')) return true;
        pending.push(item);
      }
    }
  }
  return false;
}

/**
 * The URL is checked before anything else runs, a parsed JSON body before validation and the handler.
 * Multipart fields are read by the handlers, so readParts checks them as they arrive.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (NUL_IN_URL.test(request.url)) throw new NulCharacterError();
  });
  app.addHook('preValidation', async (request) => {
    if (hasNul(request.body)) throw new NulCharacterError();
  });
}
