import type { RecordValues } from '../data';

/** Router state of a record page opened from a list: the row clicked. */
interface OpenedFromList {
  row: RecordValues;
}

/** The state a list passes to the record page it opens. */
export const openedFrom = (row: RecordValues): OpenedFromList => ({ row });

/**
 * The list row a record page was opened from, if it is this record's: what the page shows when its API
 * cannot read one record (a spec-only server). Kept in the history entry, so Back and reload still have it.
 */
export function openedRow(state: unknown, id: string | undefined): RecordValues | undefined {
  const row = (state as Partial<OpenedFromList> | null)?.row;
  return row && typeof row === 'object' && id !== undefined && String(row.id) === id ? row : undefined;
}
