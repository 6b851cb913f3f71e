import type { SnackbarProvider } from 'notistack';
import { checkSession, createSignal, sessionCookie } from '../auth';
import type { ApiProfiles, ListQuery, ResourceDescriptor } from '../contract';
import { createDataProvider, createInflight, createPainelApi, type ApiConfig, type PainelApi } from '../data';
// Its own small file, not the list folder's index: that would bring every screen into the boot chunk.
import { loadClusterMap } from '../list/map/load';
import { HOME_PATH, MAP_LAYOUT, mapQuery } from '../resource';
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
 * Asks at once for the first page of the list this address opens (nothing for another page), and for its map's
 * points when it opens as a map: the app page's entry calls it as soon as the descriptors are in, while the rest
 * of the app's code is still starting. The list's route and its map then find them under way instead of asking again.
 */
export function prefetchFirstList(boot: EngineBoot, descriptors: ResourceDescriptor[], address: { pathname: string; search: string }) {
  if (!sessionCookie.read()) return;
  const page = listPageRequest(descriptors, address);
  if (!page) return;
  void boot.data.prefetchList(page.descriptor, page.query);
  void prefetchFirstMap(boot.painel, page, address);
}

/**
 * For a list's address that opens on its map (`?layout=mapa`): its points (painel.map) and the map's code, asked
 * at once (the code is otherwise asked only once the screen is drawn, after the points have come). Settles once
 * both are in, never rejects (the map then asks itself); undefined for another address. Asked twice, the same.
 */
export function prefetchFirstMap(painel: PainelApi, { descriptor, query }: { descriptor: ResourceDescriptor; query: ListQuery }, address: { search: string }): Promise<void> | undefined {
  if (!descriptor.map || new URLSearchParams(address.search).get(MAP_LAYOUT.param) !== MAP_LAYOUT.value) return undefined;
  // Without Painel's own calls (another server), the map reads the export itself: only its code is asked.
  const points = painel.available ? painel.prefetch('painel.map', { params: { resource: descriptor.name }, query: mapQuery(query.q ?? '', query.filters ?? {}) }) : undefined;
  return Promise.all([points, loadClusterMap().catch(() => undefined)]).then(() => undefined);
}

/**
 * Asks at once for the home page's panels (with the first ones' numbers) when the address is the home page: they
 * need no descriptors, so they leave with the session lookup, before any screen code. The home route and its page
 * then find them under way (painel.prefetch) instead of asking again.
 */
export function prefetchFirstPanels(boot: EngineBoot, address: { pathname: string }) {
  if (!sessionCookie.read() || !boot.painel.available || address.pathname.replace(/\/+$/, '') !== HOME_PATH) return;
  void boot.painel.prefetch('painel.dashboard', {});
}
