import type { MouseEvent } from 'react';
import { isPlainClick } from '../core';

/** What a click inside a row may land on that is not the row itself. */
const CONTROLS = 'a, button, input, label, textarea, select, [role="button"], [role="checkbox"], [role="menuitem"]';

/**
 * A plain click on a row's own surface opens its record. Not a click on one of its controls (checkbox,
 * buttons, links), nor inside a dialog it opened (a portal: React bubbles its clicks through the row), nor the
 * end of selecting its text, nor a modified click.
 */
export function opensRow(event: MouseEvent<HTMLElement>): boolean {
  const target = event.target as Element;
  if (!isPlainClick(event)) return false;
  if (!event.currentTarget.contains(target) || target.closest(CONTROLS)) return false;
  return !window.getSelection()?.toString();
}

/** Whether a press (pointerdown) is about to open the row's record: on the row's own surface, as `opensRow` reads a click, or on its link to that record. */
function pressOpensRecord(event: MouseEvent<HTMLElement>, recordPath: string): boolean {
  const link = (event.target as Element).closest('a[href]');
  if (link && event.currentTarget.contains(link)) return isPlainClick(event) && link.getAttribute('href') === recordPath;
  return opensRow(event);
}

/** What a row's press needs of its list. */
interface RecordOpener<Row> {
  recordLink(row: Row): { to: string } | undefined;
  readAhead(row: Row): void;
}

/** A press about to open the row's record asks for the record then, while the click is still on its way. */
export function readAheadOnPress<Row>(event: MouseEvent<HTMLElement>, list: RecordOpener<Row>, row: Row) {
  const to = list.recordLink(row)?.to;
  if (to && pressOpensRecord(event, to)) list.readAhead(row);
}
