import type { FieldKind } from './kind';
import { readText, textual } from './textual.ts';

/** An e-mail address: kept in the case typed, compared without it (the server's unique index). */
export const email: FieldKind = {
  ...textual,
  parse: (t) => {
    const read = readText(t);
    return 'value' in read && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(read.value)) ? { message: 'Informe um e-mail válido.' } : read;
  },
  input: 'text',
};
