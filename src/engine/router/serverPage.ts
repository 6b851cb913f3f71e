import { FIRST_PAGE_ATTRIBUTE } from '../contract';

// A page opened by its address may come drawn by the server (src/app/firstPage.tsx: a list, its map, Ocupação, the
// home page), inert: seen, not used, until the app's code is there. What the visitor does to it meanwhile is
// followed from the page's first steps on, and given back when the app's first render replaces it
// (KeepServerPage): where it was scrolled (the router's scroll restoration would put a new address at its top)
// and a Tab pressed (the inert page has nothing to focus: the Tab lands on the app's first stop instead of being
// lost, or leaving the page). A link clicked there (a row's "Editar", the menu, a page of the list) is followed too:
// the app goes there before its first drawing, or right after it (takeServerPageClick), instead of the click
// being lost on a page that looked ready.

/** What the visitor did to the server's page before the app drew over it. */
export interface ServerPageVisit {
  /** The address the page was drawn at (path and query): what was done to it is given back only there. */
  address: string;
  scrolledTo: number;
  /** The last Tab pressed on it, if any: forward, or back with Shift. */
  tabbed?: 'forward' | 'back';
}

/** The app's address of the last link clicked on the server's page, until the app takes it. */
let clicked: string | undefined;
/** Put on the page's container while a click there waits for the app: index.html shows its loading bar then. */
const GOING_ATTRIBUTE = 'data-painel-going';

/**
 * The app's address of the link under a plain click (the main button, no key held: those ask for a new tab or
 * window, which an inert page cannot give), or undefined. The page is inert, so the click lands on what holds it:
 * its inertness is lifted for the one look at what is under the pointer.
 */
function linkClicked(event: MouseEvent, page: HTMLElement): string | undefined {
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return undefined;
  page.inert = false;
  const link = document.elementFromPoint(event.clientX, event.clientY)?.closest('a[href]');
  page.inert = true;
  if (!(link instanceof HTMLAnchorElement) || !page.contains(link) || link.target || link.hasAttribute('download')) return undefined;
  const to = new URL(link.href);
  return to.origin === location.origin ? `${to.pathname}${to.search}${to.hash}` : undefined;
}

let visit: ServerPageVisit | undefined;
let stopFollowing = () => {};

/** Whether the page on screen is still the server's drawing (the app has not drawn over it yet). */
export const serverPageShown = () => typeof document !== 'undefined' && document.querySelector(`[${FIRST_PAGE_ATTRIBUTE}]`) !== null;

/**
 * Follows the visitor on the server's page, if the page came drawn or may still come (the document is still
 * loading: the drawing comes after the page's head); call from the page's entry, as early as can be.
 */
export function followServerPage(): void {
  if (visit || (!serverPageShown() && document.readyState !== 'loading')) return;
  const followed: ServerPageVisit = { address: `${location.pathname}${location.search}`, scrolledTo: window.scrollY };
  visit = followed;
  const scrolled = () => {
    followed.scrolledTo = window.scrollY;
  };
  const keyed = (event: KeyboardEvent) => {
    if (event.key !== 'Tab' || !serverPageShown()) return;
    // Kept in the page: the browser would otherwise take the focus out of it (nothing here can hold it).
    event.preventDefault();
    followed.tabbed = event.shiftKey ? 'back' : 'forward';
  };
  const pressed = (event: MouseEvent) => {
    const page = document.querySelector<HTMLElement>(`[${FIRST_PAGE_ATTRIBUTE}]`);
    const to = page && linkClicked(event, page);
    if (!to) return;
    clicked = to;
    page.parentElement?.setAttribute(GOING_ATTRIBUTE, '');
  };
  window.addEventListener('scroll', scrolled, { passive: true });
  window.addEventListener('keydown', keyed);
  window.addEventListener('click', pressed, true);
  stopFollowing = () => {
    window.removeEventListener('scroll', scrolled);
    window.removeEventListener('keydown', keyed);
    window.removeEventListener('click', pressed, true);
    document.querySelector(`[${GOING_ATTRIBUTE}]`)?.removeAttribute(GOING_ATTRIBUTE);
  };
}

/** What the visitor did to the server's page, once: following stops. */
export function takeServerPageVisit(): ServerPageVisit | undefined {
  const taken = visit;
  stopFollowing();
  stopFollowing = () => {};
  visit = undefined;
  return taken;
}

/** The app's address of the link last clicked on the server's page, once; undefined when none was (or was taken). */
export function takeServerPageClick(): string | undefined {
  const taken = clicked;
  clicked = undefined;
  return taken;
}
