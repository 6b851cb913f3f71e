import type { SnackbarProvider } from 'notistack';
import { checkSession, createSignal, sessionCookie } from '../auth';
import type { ApiProfiles, ResourceDescriptor } from '../contract';
import { createDataProvider, createInflight, createPainelApi, type ApiConfig } from '../data';
import { listPageRequest } from '../router';
import { createNotify } from '../ui';

/**
 * The engine's first steps, which need none of its screens' code: the data provider (with the cookie's bearer,
 * the loading bar's counter, toasts once they are drawn) and the page load's session lookup, already sent.
 */
export function bootEngine({ apis, apiConfig }: { apis: ApiProfiles; apiConfig: ApiConfig }) {
  let snackbar: SnackbarProvider | null = null;
  const notify = createNotify(() => snackbar);
  const unauthorized = createSignal();
  const inflight = createInflight();
  const session = { getToken: sessionCookie.read, onUnauthorized: unauthorized.emit };
  const painel = createPainelApi({ apis, endpoints: apiConfig, session, inflight, notify });
  // "Desfazer" on a save's notice: the painel API's undo, told as it goes (a refusal says why).
  const undo = painel.available ? (token: string) => painel.undoAction(token).run() : undefined;
  const data = createDataProvider({ apis, endpoints: apiConfig, session, inflight, notify, undo });
  const snackbarRef = (instance: SnackbarProvider | null) => {
    snackbar = instance;
  };
  return { notify, unauthorized, inflight, data, painel, session: checkSession(data), snackbarRef };
}

export type EngineBoot = ReturnType<typeof bootEngine>;

/**
 * Asks at once for the first page of the list this address opens (nothing for another page): the app page's
 * entry calls it as soon as the descriptors are in, while the rest of the app's code is still starting. The list's
 * route then finds the page under way (prefetchList) instead of asking again.
 */
export function prefetchFirstList(boot: EngineBoot, descriptors: ResourceDescriptor[], address: { pathname: string; search: string }) {
  if (!sessionCookie.read()) return;
  const page = listPageRequest(descriptors, address);
  if (page) void boot.data.prefetchList(page.descriptor, page.query);
}
