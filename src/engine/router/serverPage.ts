import { FIRST_PAGE_ATTRIBUTE } from '../contract';

// A page opened by its address may come drawn by the server (src/app/firstPage.tsx: a list, its map, Ocupação, the
// home page), inert: seen, not used, until the app's code is there. What the visitor does to it meanwhile is
// followed from the page's first steps on, and given back when the app's first render replaces it
// (KeepServerPage): where it was scrolled (the router's scroll restoration would put a new address at its top)
// and a Tab pressed (the inert page has nothing to focus: the Tab lands on the app's first stop instead of being
// lost, or leaving the page).

/** What the visitor did to the server's page before the app drew over it. */
export interface ServerPageVisit {
  scrolledTo: number;
  /** The last Tab pressed on it, if any: forward, or back with Shift. */
  tabbed?: 'forward' | 'back';
}

let visit: ServerPageVisit | undefined;
let stopFollowing = () => {};

/** Whether the page on screen is still the server's drawing (the app has not drawn over it yet). */
export const serverPageShown = () => typeof document !== 'undefined' && document.querySelector(`[${FIRST_PAGE_ATTRIBUTE}]`) !== null;

/** Follows the visitor on the server's page, if the page came drawn; call from the page's entry, as early as can be. */
export function followServerPage(): void {
  if (visit || !serverPageShown()) return;
  const followed: ServerPageVisit = { scrolledTo: window.scrollY };
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
  window.addEventListener('scroll', scrolled, { passive: true });
  window.addEventListener('keydown', keyed);
  stopFollowing = () => {
    window.removeEventListener('scroll', scrolled);
    window.removeEventListener('keydown', keyed);
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
