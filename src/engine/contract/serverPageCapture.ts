// What a visitor does to a page the server drew, before any of the app's scripts has come. The page is inert
// (seen, not used) until the app draws over it; the app's own follower (src/engine/router/serverPage.ts) starts
// with its first scripts, which a slow network brings after the rows are on screen: a row's "Editar" clicked in
// between was lost (the bench's first click saw it at 1× CPU: half its rounds). So the drawn page starts with
// this script, which runs as the page is read, before its rows: it writes down, on the app's container, the link
// under a plain click and a Tab pressed, for the app to take. The page's Content-Security-Policy lets this one
// text run, by its hash (securityHeaders.ts), and no other inline script.

/** On the app's container while a click on the server's page waits for the app: index.html shows its loading bar. */
export const GOING_ATTRIBUTE = 'data-painel-going';
/** On the app's container: the app's address (path, query, hash) of the link last clicked on the server's page. */
export const CLICKED_ATTRIBUTE = 'data-painel-clicked';
/** On the app's container: the last Tab pressed on the server's page, `forward` or `back` (with Shift). */
export const TABBED_ATTRIBUTE = 'data-painel-tabbed';

/**
 * The script, as written into the drawn page (first in it): plain old JavaScript, no module, nothing to load.
 * A plain click only (the main button, no key held: those ask for a new tab or window, which an inert page cannot
 * give); the page is inert, so the click lands on what holds it: its inertness is lifted for the one look at what
 * is under the pointer. A Tab is kept in the page (the browser would take the focus out of it: nothing there can
 * hold it). Nothing is done once the app has drawn over the page (it is no longer in the document).
 */
export const SERVER_PAGE_CAPTURE = `(function () {
  var page = document.currentScript.parentElement, root = page.parentElement;
  addEventListener('click', function (event) {
    if (!page.isConnected || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    page.inert = false;
    var under = document.elementFromPoint(event.clientX, event.clientY);
    page.inert = true;
    var link = under && under.closest('a[href]');
    if (!link || !page.contains(link) || link.target || link.hasAttribute('download') || link.origin !== location.origin) return;
    root.setAttribute('${CLICKED_ATTRIBUTE}', link.pathname + link.search + link.hash);
    root.setAttribute('${GOING_ATTRIBUTE}', '');
  }, true);
  addEventListener('keydown', function (event) {
    if (event.key !== 'Tab' || !page.isConnected) return;
    event.preventDefault();
    root.setAttribute('${TABBED_ATTRIBUTE}', event.shiftKey ? 'back' : 'forward');
  });
})();`;
