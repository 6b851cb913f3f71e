import type { Messages } from '../contract';
import { canRetry } from './canRetry';
import { logFailure } from './logFailure';
import { failureDescription } from './failureDescription';
import { toOperationError, type OperationError } from './OperationError';
import type { NoticeAction, Notify } from './types';

const FALLBACK_ERROR = 'Não foi possível concluir a operação.';

/** A call that worked, told with its descriptor's success message (spec §8, verbatim), when it has one; "Desfazer" when it can be undone. */
export function announceSuccess(notify: Notify, messages: Messages | undefined, action?: NoticeAction): void {
  if (!messages?.success) return;
  if (action) notify('success', messages.success, undefined, { retryable: false, action });
  else notify('success', messages.success);
}

/**
 * A call that failed, told with its descriptor's error message (spec §8) and the server's reason. The original
 * only logged many of these failures; the log stays, and the user is told too. A 401 is not toasted: it ends
 * the session, with its own notice.
 */
export function announceFailure(notify: Notify, messages: Messages | undefined, failure: unknown): OperationError {
  const error = toOperationError(failure);
  const title = messages?.error ?? FALLBACK_ERROR;
  logFailure(title, error);
  if (error.status !== 401) notify('error', title, failureDescription(error), { retryable: canRetry(error) });
  return error;
}
