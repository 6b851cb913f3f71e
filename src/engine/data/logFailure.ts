import { toOperationError } from './OperationError';

/**
 * Writes a failure to the console (the spec keeps a log of failures). An expected outcome — the server refused
 * (4xx: a wrong password, a taken e-mail, a record in use or gone) — is one line of information, no error and no
 * stack: nothing is broken. An unexpected one — no answer, a server fault (5xx), anything else — is an error,
 * with the error itself, stack included, for whoever investigates.
 */
export function logFailure(title: string, failure: unknown): void {
  const error = toOperationError(failure);
  if (error.status >= 400 && error.status < 500) console.info(`${title}: ${error.message} (${error.status})`);
  else console.error(title, error);
}
