import { brazilianDate, readDate } from './brazilianText.ts';
import type { FieldKind } from './kind';

/** A calendar day: typed and shown dd/mm/aaaa whatever the browser's language, kept ISO (yyyy-mm-dd). */
export const date: FieldKind = {
  parse: readDate,
  format: brazilianDate,
  align: 'left',
  sort: 'date',
  filter: 'date',
  // A spreadsheet in Portuguese reads dd/mm/aaaa as a date.
  csv: brazilianDate,
  verbatim: false,
  input: 'date',
  written: undefined,
};
