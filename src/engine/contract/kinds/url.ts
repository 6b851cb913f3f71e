import type { FieldKind } from './kind';
import { readText, textual } from './textual.ts';

/** An address outside (https://…), or a file this server stored (/uploads/…): exported as a full link. */
export const url: FieldKind = {
  ...textual,
  parse: (t) => {
    const read = readText(t);
    return 'value' in read && !/^(https?:\/\/\S+|\/uploads\/\S+)$/.test(String(read.value)) ? { message: 'Informe uma URL completa (começando com http:// ou https://).' } : read;
  },
  sort: undefined,
  csv: (v, _f, { origin }) => absolute(v, origin),
  input: 'text',
};

/** A path on this server as a link anyone can open from a spreadsheet. */
export const absolute = (value: unknown, origin: string) => (typeof value === 'string' && value.startsWith('/') ? `${origin}${value}` : value === undefined || value === null ? '' : String(value));
