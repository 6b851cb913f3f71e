import { useLayoutEffect } from 'react';
import { TOAST_TOP_VARIABLE, TOASTS_PLACED } from './toastArea';

/**
 * Marks what a toast must never cover: a page's row of actions, a banner (spread it on the element). Toasts
 * keep to the spec's top right and move down past whatever carries it near the top of the screen.
 */
export const keepClearOfToasts = { 'data-keep-clear': '' } as const;

const SELECTOR = '[data-keep-clear]';
const GAP_PX = 8;
/** Only what starts in this upper part of the screen pushes toasts down: lower down they do not reach it. */
const UPPER_PART = 0.45;
/**
 * Toasts never start lower than this part of the screen: a marked block that reaches further (a long "Histórico"
 * scrolled to) is not kept clear, or the toast would be drawn below the window. Marked rows inside it still are.
 */
const LOWEST_START = 0.6;

let shown = 0;
let frame = 0;
let placedFrame = 0;
let written = '';

/** Where the toast area starts: under the lowest marked element that is on screen near the top (0: none). */
function clearance(): number {
  const upper = window.innerHeight * UPPER_PART;
  const lowest = window.innerHeight * LOWEST_START;
  let bottom = 0;
  for (const element of document.querySelectorAll(SELECTOR)) {
    // Out of sight (a list kept under a record, `content-visibility: hidden`): its box would still be measured, and
    // measuring it lays the hidden page out again.
    if (element.checkVisibility?.() === false) continue;
    const box = element.getBoundingClientRect();
    if (box.height > 0 && box.bottom > 0 && box.top < upper && box.bottom + GAP_PX <= lowest) bottom = Math.max(bottom, box.bottom);
  }
  return bottom ? Math.round(bottom + GAP_PX) : 0;
}

// Measured every frame while a toast is up (a few seconds): the page under it scrolls, changes, or is replaced
// by the next one (a save shows its toast, then the list opens).
function follow() {
  const value = `${clearance()}px`;
  if (value !== written) {
    document.documentElement.style.setProperty(TOAST_TOP_VARIABLE, value);
    written = value;
  }
  frame = requestAnimationFrame(follow);
}

/**
 * Keeps the toast area clear of the marked elements while this toast is on screen. The first toast places the
 * area at once (before it is painted: a layout effect); from the next frame on, the area glides as the page moves.
 */
export function useToastClearance(): void {
  useLayoutEffect(() => {
    if (shown++ === 0) {
      follow();
      placedFrame = requestAnimationFrame(() => document.documentElement.setAttribute(TOASTS_PLACED, ''));
    }
    return () => {
      if (--shown > 0) return;
      cancelAnimationFrame(frame);
      cancelAnimationFrame(placedFrame);
      document.documentElement.removeAttribute(TOASTS_PLACED);
    };
  }, []);
}
