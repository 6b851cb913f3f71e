import type { MouseEvent } from 'react';

/** The main button with no key held: a click (or press) the app answers itself; the others open a tab or a window. */
export const isPlainClick = (event: MouseEvent<Element>): boolean =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
