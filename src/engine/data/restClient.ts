import { ofetch, type $Fetch } from 'ofetch';
import type { SessionHooks } from './types';

/**
 * An ofetch instance for one REST API base: bearer from the session cookie on every call, a 401
 * ends the session, no automatic retries (a failed save must not be sent twice).
 */
export function createRestClient(baseURL: string, session: SessionHooks): $Fetch {
  return ofetch.create({
    baseURL,
    retry: 0,
    onRequest({ options }) {
      const token = session.getToken();
      if (token) options.headers.set('Authorization', `Bearer ${token}`);
    },
    onResponseError({ response }) {
      if (response.status === 401) session.onUnauthorized();
    },
  });
}
