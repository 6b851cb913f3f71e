import type { Parsed } from './brazilianText';
import type { FieldKind } from './kind';

/** A text read from a person: trimmed, nothing but spaces is no value. */
export const readText = (text: string): Parsed => (text.trim() ? { value: text.trim() } : { empty: true });

const asText = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** A cell Excel or LibreOffice would run as a formula (=, +, -, @; a tab or CR before one) when the text came from a person. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Typed text in a CSV: a leading apostrophe where it would start a formula, so the spreadsheet shows it as text. */
export const typedCell = (value: unknown) => {
  const text = asText(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

/** The facets every kind of free text shares: typed in a text box, worded as written, sorted, never a filter. */
export const textual: Omit<FieldKind, 'input'> = {
  parse: readText,
  format: asText,
  align: 'left',
  sort: 'text',
  filter: undefined,
  csv: typedCell,
  verbatim: false,
  written: undefined,
};
