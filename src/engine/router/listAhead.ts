import { sessionCookie } from '../auth';
import type { ResourceDescriptor } from '../contract';
import { delay } from '../core';
import { listRequest, viewParams } from '../resource';
import type { RoutesOptions } from './routesOptions';
import { listPageRequest } from './listPageRequest';
import { screenCode } from './screens';

/** How long a list's route waits for its first page before showing the screen without it. */
export const FIRST_PAGE_WAIT_MS = 1000;

/**
 * How long a page read ahead for a link under the pointer stands for its click: a click comes at once or not at
 * all, and a page older than this might miss a colleague's change (the list takes it without asking again).
 */
const LINK_AHEAD_MS = 1000;

/**
 * The page a list's address shows and its read, asked for ahead (unless the cache has it: a list visited before
 * draws at once from it, then asks again in the background). A list opened bare opens as the person's default view
 * (its screen applies it): the page asked for is the view's, never the unfiltered one; not known in time, nothing
 * is asked.
 */
export async function firstListPage(descriptor: ResourceDescriptor, url: URL, options: RoutesOptions, ttlMs?: number) {
  let query = listRequest(descriptor, url.searchParams);
  if (!url.search && options.defaultView) {
    const chosen = await Promise.race([options.defaultView(descriptor).then((view) => ({ view })), delay(FIRST_PAGE_WAIT_MS).then(() => undefined)]);
    if (!chosen) return undefined;
    if (chosen.view) query = listRequest(descriptor, viewParams(descriptor, chosen.view.state));
  }
  const rows = options.hasListPage?.(descriptor, query) ? undefined : options.services.data.prefetchList(descriptor, query, ttlMs);
  return { query, rows };
}

/**
 * Reads ahead what a link's page will show, from the pointer resting on it, its press or the keyboard's focus —
 * before its click: a list's screen code and first page, which its route then finds asked for (one read). Any
 * other address asks nothing; nor does a link before the descriptors are known or without a session.
 */
export function readAheadAt(options: RoutesOptions) {
  return (to: string) => {
    const descriptors = options.descriptors.peek();
    if (!descriptors || !sessionCookie.read()) return;
    const url = new URL(to, window.location.origin);
    const page = listPageRequest(descriptors, url);
    if (!page) return;
    // A code that cannot load now (offline, a new version deployed) is the click's to tell, not the hover's.
    screenCode.list.load().catch(() => undefined);
    void firstListPage(page.descriptor, url, options, LINK_AHEAD_MS);
  };
}
