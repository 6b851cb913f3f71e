import { CLICKED_ATTRIBUTE, DRAWING_ATTRIBUTE, FIRST_PAGE_ATTRIBUTE, GOING_ATTRIBUTE, PRESSED_ATTRIBUTE, TABBED_ATTRIBUTE } from '../contract';

// A page opened by its address may come drawn by the server (src/app/firstPage.tsx: a list, its map, Ocupação, the
// home page; then, a link clicked there, the page it leads to, a record's form among them), inert: seen, not used, until the app's code is there. What the visitor does to it meanwhile is
// given back when the app's first render replaces it (KeepServerPage): where it was scrolled (the router's scroll
// restoration would put a new address at its top), followed from the page's first steps on, and a Tab pressed (the
// inert page has nothing to focus: the Tab lands on the app's first stop instead of being lost, or leaving the
// page). A link clicked there (a row's "Editar", the menu, a page of the list) is followed too: the app goes there
// before its first drawing, or right after it (takeServerPageClick), instead of the click being lost on a page that
// looked ready. The click and the Tab are written down by the drawn page's own first script (SERVER_PAGE_CAPTURE),
// which runs before any of the app's: they may come before the app's first scripts have.

/** What the visitor did to the server's page before the app drew over it. */
export interface ServerPageVisit {
  /** The address the page was drawn at (path and query): what was done to it is given back only there. */
  address: string;
  scrolledTo: number;
  /** The last Tab pressed on it, if any: forward, or back with Shift. */
  tabbed?: 'forward' | 'back';
}

let visit: ServerPageVisit | undefined;
let stopFollowing = () => {};

/** Whether the page on screen is still the server's drawing (the app has not drawn over it yet). */
export const serverPageShown = () => typeof document !== 'undefined' && document.querySelector(`[${FIRST_PAGE_ATTRIBUTE}]`) !== null;

/**
 * Follows the visitor's scrolling on the server's page, if the page came drawn or may still come (the document is
 * still loading: the drawing comes after the page's head); call from the page's entry, as early as can be.
 */
export function followServerPage(): void {
  if (visit || (!serverPageShown() && document.readyState !== 'loading')) return;
  const followed: ServerPageVisit = { address: `${location.pathname}${location.search}`, scrolledTo: window.scrollY };
  visit = followed;
  const scrolled = () => {
    followed.scrolledTo = window.scrollY;
  };
  window.addEventListener('scroll', scrolled, { passive: true });
  stopFollowing = () => window.removeEventListener('scroll', scrolled);
}

/** The value of `attribute` on the element holding it (the app's container), taken off; undefined if none has it. */
function takeAttribute(attribute: string): string | undefined {
  // On the server (a page drawn there), there is none.
  if (typeof document === 'undefined') return undefined;
  const holder = document.querySelector(`[${attribute}]`);
  const value = holder?.getAttribute(attribute) ?? undefined;
  holder?.removeAttribute(attribute);
  return value || undefined;
}

/** What the visitor did to the server's page, once: following stops, and the loading bar a click there showed goes. */
export function takeServerPageVisit(): ServerPageVisit | undefined {
  const taken = visit;
  stopFollowing();
  stopFollowing = () => {};
  visit = undefined;
  const tabbed = takeAttribute(TABBED_ATTRIBUTE);
  takeAttribute(GOING_ATTRIBUTE);
  return taken && (tabbed === 'forward' || tabbed === 'back' ? { ...taken, tabbed } : taken);
}

/** The app's address of the link last clicked on the server's page, once; undefined when none was (or was taken). */
export function takeServerPageClick(): string | undefined {
  return takeAttribute(CLICKED_ATTRIBUTE);
}

/** How long the page's entry and the app wait for the click of a link pressed on the server's page (a press lasts ~100 ms). */
const PRESS_WAIT_MS = 300;
/** How long they wait for the page a click on the server's page asked the server to draw. */
const DRAWN_WAIT_MS = 600;

/**
 * Settles once the page a click on the server's page asked of the server (SERVER_PAGE_CAPTURE) has been drawn in
 * its place, and painted, or has failed, or after `waitMs`; at once when none is being asked for. The app's first
 * drawing waits for it: begun first, that long task would keep the answer waiting behind it, unseen.
 */
export const serverPageDrawn = (waitMs = DRAWN_WAIT_MS) => attributeGone(DRAWING_ATTRIBUTE, waitMs, true);

/**
 * Settles once a link pressed on the server's page has been clicked (a release over the page always is a click there,
 * on the container at least), or after `waitMs` (a release outside the window); at once when none is pressed. A person's click comes ~100 ms after the press: the app's first drawing, begun
 * within it, would draw the page the click is about to leave.
 */
export const serverPageReleased = (waitMs = PRESS_WAIT_MS) => attributeGone(PRESSED_ATTRIBUTE, waitMs, false);

/**
 * Settles once a link pressed or clicked on the server's page has had its page drawn there (the press's click
 * come, the server's answer drawn and painted), or the waits are over; at once when none is. The page's entry waits
 * for it before it runs the app's code: at 4× CPU that is one task of ~230 ms, which the answer, come meanwhile,
 * waited behind, unseen (a trace of the first click: the answer there 250 ms before it was drawn).
 */
export const serverPageClickSettled = () => serverPageReleased().then(() => serverPageDrawn());

/** Settles once no element holds `attribute`, or after `waitMs`; with `painted`, a frame later. */
function attributeGone(attribute: string, waitMs: number, painted: boolean): Promise<void> {
  const held = () => typeof document !== 'undefined' && document.querySelector(`[${attribute}]`) !== null;
  if (!held()) return Promise.resolve();
  return new Promise((done) => {
    const finish = () => {
      observer.disconnect();
      clearTimeout(timer);
      // A frame for the new drawing to be painted before the app's first drawing takes the thread.
      if (painted) requestAnimationFrame(() => setTimeout(done));
      else done();
    };
    const observer = new MutationObserver(() => !held() && finish());
    const timer = setTimeout(finish, waitMs);
    observer.observe(document.documentElement, { attributes: true, attributeFilter: [attribute], subtree: true });
  });
}
