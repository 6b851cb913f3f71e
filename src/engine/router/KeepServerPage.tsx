import { useLayoutEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { takeServerPageClick, takeServerPageVisit } from './serverPage';

// Elements a Tab can land on, in the order the page gives them (a positive tabindex is not used in the engine).
const TAB_STOPS = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Put after the router's scroll restoration: on the app's first commit, the visitor's doings on the server's page
 * (serverPage.ts) are given back: its scroll, and a Tab pressed there lands on the app's first (or last) stop, when
 * the app draws that page's address (a link clicked there may have taken it elsewhere first: createEngineApp); a
 * link clicked there since is followed now.
 */
export function KeepServerPage() {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    const visit = takeServerPageVisit();
    const clicked = takeServerPageClick();
    if (visit?.address === `${location.pathname}${location.search}`) {
      if (visit.scrolledTo > 0) window.scrollTo(0, visit.scrolledTo);
      if (visit.tabbed && (document.activeElement === null || document.activeElement === document.body)) {
        const stops = [...document.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((e) => !e.closest('[inert]'));
        (visit.tabbed === 'forward' ? stops[0] : stops.at(-1))?.focus();
      }
    }
    if (clicked) void navigate(clicked);
    // Once, at the first commit: later addresses are the app's own.
  }, []);
  return null;
}
