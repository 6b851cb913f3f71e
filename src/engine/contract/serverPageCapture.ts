// What a visitor does to a page the server drew, before any of the app's scripts has come. The page is inert
// (seen, not used) until the app draws over it; the app's own follower (src/engine/router/serverPage.ts) starts
// with its first scripts, which a slow network brings after the rows are on screen: a row's "Editar" clicked in
// between was lost (the bench's first click saw it at 1× CPU: half its rounds). So the drawn page starts with
// this script, which runs as the page is read, before its rows: it writes down, on the app's container, the link
// under a plain click and a Tab pressed, for the app to take. The page's Content-Security-Policy lets this one
// text run, by its hash (securityHeaders.ts), and no other inline script.
//
// The clicked link's page is asked of the server at once, as the browser would ask it: a page the server draws
// (a record's form, another list) replaces this one's drawing, still inert, while the app starts. The person sees
// where the click went as soon as the server has drawn it, instead of once the app has started and drawn it
// itself (the first click's result was behind react-admin's: the app's start is most of it). The address and the
// history are left to the app, which goes there too (a second entry for the same page would need a second Back).
import { CLICKED_PAGE_HEADER, FIRST_PAGE_ATTRIBUTE } from './documents.ts';

/** On the app's container while a click on the server's page waits for the app: index.html shows its loading bar. */
export const GOING_ATTRIBUTE = 'data-painel-going';
/** On the app's container: the app's address (path, query, hash) of the link last clicked on the server's page. */
export const CLICKED_ATTRIBUTE = 'data-painel-clicked';
/**
 * On the app's container while the page a click there leads to is asked of the server: the app waits for it a
 * moment before drawing (its first drawing would hold the page's only thread while the answer waited behind it).
 */
export const DRAWING_ATTRIBUTE = 'data-painel-drawing';
/**
 * On the app's container while a link of the server's page is pressed, until its click: the app waits for the
 * click a moment before drawing (drawn over meanwhile, the page's answer to the press would be thrown away).
 */
export const PRESSED_ATTRIBUTE = 'data-painel-pressed';
/** On the app's container: the last Tab pressed on the server's page, `forward` or `back` (with Shift). */
export const TABBED_ATTRIBUTE = 'data-painel-tabbed';

/**
 * The script, as written into the drawn page (first in it): plain old JavaScript, no module, nothing to load.
 * A plain click only (the main button, no key held: those ask for a new tab or window, which an inert page cannot
 * give); the page is inert, so the click lands on what holds it: its inertness is lifted for the one look at what
 * is under the pointer. A Tab is kept in the page (the browser would take the focus out of it: nothing there can
 * hold it). Nothing is done once the app has drawn over the page (it is no longer in the document). The page
 * asked for is drawn only if it is still the last link clicked and the app has not drawn over this one; its own
 * copy of this script is left out (this one goes on writing clicks down, on the new drawing too).
 *
 * The page is asked for at the press already (a mouse's or a pen's: a finger's press may start a scroll), the
 * look under the pointer taken then: a person's click comes some 100 ms after the press, which the server's answer
 * no longer waits for. It is drawn only once the click has come (a press dragged away is no click); a click where
 * the press was (a hand's few pixels) takes its link without a second look (each look lifts the page's inertness:
 * the style of the whole page worked out again). The app waits for a pressed link's click a moment before its first
 * drawing (PRESSED_ATTRIBUTE). A press whose release comes after the app has drawn over the page anyway
 * (a person's press lasts ~100 ms, the app's first drawing may begin within it) is still that link's click: the
 * browser gives such a click to the container, not to the app's link.
 */
export const SERVER_PAGE_CAPTURE = `(function () {
  var page = document.currentScript.parentElement, root = page.parentElement;
  function plain(event) {
    return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
  }
  function linkAt(event) {
    page.inert = false;
    var under = document.elementFromPoint(event.clientX, event.clientY);
    page.inert = true;
    var link = under && under.closest('a[href]');
    return link && page.contains(link) && !link.target && !link.hasAttribute('download') && link.origin === location.origin ? link : null;
  }
  var pressed = null, clicked = null;
  addEventListener('pointerdown', function (event) {
    if (!page.isConnected || !plain(event) || event.pointerType === 'touch') return;
    var link = linkAt(event);
    var asked = link && pressed && pressed.asked && pressed.asked.href === link.href ? pressed.asked : link && ask(link.href);
    pressed = { x: event.clientX, y: event.clientY, link: link, asked: asked };
    if (link) root.setAttribute('${PRESSED_ATTRIBUTE}', '');
  }, true);
  addEventListener('click', function (event) {
    root.removeAttribute('${PRESSED_ATTRIBUTE}');
    var press = pressed && 4 >= Math.abs(pressed.x - event.clientX) && 4 >= Math.abs(pressed.y - event.clientY) ? pressed : null;
    pressed = null;
    if (!plain(event)) return;
    if (!page.isConnected) return press && press.link && event.target === root && clickAppLink(press.link, event);
    var link = press && (!press.link || page.contains(press.link)) ? press.link : linkAt(event);
    if (!link) return;
    root.setAttribute('${CLICKED_ATTRIBUTE}', link.pathname + link.search + link.hash);
    root.setAttribute('${GOING_ATTRIBUTE}', '');
    root.setAttribute('${DRAWING_ATTRIBUTE}', '');
    clicked = press && press.asked ? press.asked : ask(link.href);
    if (clicked.text !== undefined) draw(clicked);
  }, true);
  function clickAppLink(pressedLink, event) {
    var under = document.elementFromPoint(event.clientX, event.clientY);
    var link = under && under.closest('a[href]');
    if (link && root.contains(link) && link.href === pressedLink.href) link.click();
  }
  function ask(href) {
    var mine = { href: href };
    fetch(href, { credentials: 'same-origin', headers: { accept: 'text/html', '${CLICKED_PAGE_HEADER}': '1' } }).then(function (answer) {
      return answer.ok && (answer.headers.get('content-type') || '').indexOf('text/html') === 0 ? answer.text() : '';
    }).catch(function () { return ''; }).then(function (text) {
      mine.text = text;
      draw(mine);
    });
    return mine;
  }
  function draw(mine) {
    if (mine !== clicked) return;
    root.removeAttribute('${DRAWING_ATTRIBUTE}');
    if (!page.isConnected || !mine.text) return;
    var next = new DOMParser().parseFromString(mine.text, 'text/html');
    var drawing = next.querySelector('[${FIRST_PAGE_ATTRIBUTE}]');
    if (!drawing) return;
    var own = drawing.querySelector('script');
    if (own) own.remove();
    page.replaceChildren.apply(page, Array.prototype.slice.call(drawing.childNodes));
    scrollTo(0, 0);
  }
  addEventListener('keydown', function (event) {
    if (event.key !== 'Tab' || !page.isConnected) return;
    event.preventDefault();
    root.setAttribute('${TABBED_ATTRIBUTE}', event.shiftKey ? 'back' : 'forward');
  });
})();`;
