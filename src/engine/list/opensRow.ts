import type { MouseEvent } from 'react';

/** What a click inside a row may land on that is not the row itself. */
const CONTROLS = 'a, button, input, label, textarea, select, [role="button"], [role="checkbox"], [role="menuitem"]';

/**
 * A plain click on a row's own surface opens its record. Not a click on one of its controls (checkbox,
 * buttons, links), nor inside a dialog it opened (a portal: React bubbles its clicks through the row), nor the
 * end of selecting its text, nor a modified click.
 */
export function opensRow(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return false;
  if (!event.currentTarget.contains(target) || target.closest(CONTROLS)) return false;
  return !window.getSelection()?.toString();
}
