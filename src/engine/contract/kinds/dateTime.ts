import { formatDateTime } from '../format.ts';
import { readDate } from './brazilianText.ts';
import type { FieldKind } from './kind';

/** An instant (when a record was created): shown as São Paulo reads it, "23/11/2026 18:06"; filtered by day. */
export const dateTime: FieldKind = {
  parse: (t) => {
    const trimmed = t.trim();
    // An ISO instant as an API writes it, or a day (a filter's "from" or "to").
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(trimmed) && !Number.isNaN(Date.parse(trimmed))) return { value: trimmed };
    return readDate(trimmed);
  },
  format: formatDateTime,
  align: 'left',
  sort: 'date-time',
  filter: 'date-time',
  csv: formatDateTime,
  verbatim: false,
  input: 'date',
  written: undefined,
};
