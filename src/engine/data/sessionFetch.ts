import { ofetch } from 'ofetch';
import type { SessionHooks } from './types';

/**
 * ofetch as every call to a Painel server is sent: the session's bearer on each request, a 401 ends the session,
 * and no automatic retries (a write must not go twice).
 */
export function sessionFetch(baseURL: string | undefined, session: SessionHooks) {
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
