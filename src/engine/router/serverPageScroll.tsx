import { useLayoutEffect } from 'react';
import { FIRST_PAGE_ATTRIBUTE } from '../contract';

// A list opened by its address comes drawn by the server (src/app/firstPage.tsx) and can be scrolled before the
// app's code is there. The app's first render replaces that page and the router's scroll restoration puts a new
// address at its top: without this, the visitor's scroll would be lost the moment the app takes over.

let scrolledTo: number | undefined;
let stopFollowing = () => {};

/** Keeps where the visitor scrolls the server's page, if the page came drawn; call before the app's first render. */
export function followServerPageScroll(): void {
  if (!document.querySelector(`[${FIRST_PAGE_ATTRIBUTE}]`)) return;
  scrolledTo = window.scrollY;
  const follow = () => {
    scrolledTo = window.scrollY;
  };
  window.addEventListener('scroll', follow, { passive: true });
  stopFollowing = () => window.removeEventListener('scroll', follow);
}

/** Put after the router's scroll restoration: on the app's first commit, back to where the server's page was. */
export function KeepServerPageScroll() {
  useLayoutEffect(() => {
    if (scrolledTo === undefined) return;
    stopFollowing();
    const y = scrolledTo;
    scrolledTo = undefined;
    if (y > 0) window.scrollTo(0, y);
  }, []);
  return null;
}
