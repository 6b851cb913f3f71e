import type { FieldKind } from './kind';
import { readText, typedCell } from './textual.ts';

/** Another record's id, worded as that record's title (the caller reads it); picked by searching titles. */
export const reference: FieldKind = {
  parse: readText,
  format: (v) => (typeof v === 'string' ? v : ''),
  align: 'left',
  sort: undefined,
  filter: 'reference',
  csv: (v, _f, { title }) => typedCell(title ?? v),
  verbatim: false,
  input: 'reference',
  written: undefined,
};
