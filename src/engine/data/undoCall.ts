import { ofetch } from 'ofetch';
import { toOperationError } from './OperationError';
import type { ApiEndpoint, Notify, SessionHooks } from './types';

/** What the notice says once a change is undone. */
export const UNDONE = 'Alteração desfeita.';
const UNDO_FAILED = 'Não foi possível desfazer';

/**
 * "Desfazer" for a change the server committed: POST <painel>/undo/{token}. The server applies the inverse through
 * the same write path (it works after the tab closed, on any instance, once); a refusal (changed since, already
 * undone, expired) is told with its Portuguese reason.
 */
export function undoCall(endpoint: ApiEndpoint, session: SessionHooks, notify: Notify) {
  return async (token: string): Promise<void> => {
    try {
      await ofetch(`${endpoint.url}/undo/${encodeURIComponent(token)}`, {
        method: 'POST',
        retry: 0,
        headers: session.getToken() ? { Authorization: `Bearer ${session.getToken()}` } : {},
      });
      notify('success', UNDONE);
    } catch (e) {
      const error = toOperationError(e);
      if (error.status === 401) return session.onUnauthorized();
      notify('error', UNDO_FAILED, error.message, { retryable: false });
    }
  };
}
