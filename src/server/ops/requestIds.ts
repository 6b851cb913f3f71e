import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** An id a proxy or a client may send: short, printable, nothing a log line could be forged with. */
const SANE_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

/**
 * Every request's id: the incoming X-Request-Id when it looks like one (a proxy's, so its log and ours
 * meet), else a UUID, unique across instances and restarts (a counter repeats: req-1 on every instance).
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}
