import type { OperationError } from './OperationError';

/**
 * Whether sending the same call again can succeed, so "Tentar novamente" is worth offering: the server was not
 * reached (0), it failed on its own (5xx), it gave up waiting (408), it is still processing an earlier attempt
 * (425) or it asked to slow down (429). Any other refusal (400 invalid, 403 forbidden, 404 gone, 409 in use…) says
 * the same again until something else changes.
 */
export function canRetry(error: Pick<OperationError, 'status'>): boolean {
  const { status } = error;
  return status === 0 || status >= 500 || status === 408 || status === 425 || status === 429;
}
