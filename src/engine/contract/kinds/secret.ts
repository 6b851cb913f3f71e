import type { FieldKind } from './kind';

/** A password: written, never read back, worded, sorted, filtered or exported; kept with its spaces. */
export const secret: FieldKind = {
  parse: (t) => (t ? { value: t } : { empty: true }),
  format: () => '',
  align: 'left',
  sort: undefined,
  filter: undefined,
  csv: () => '',
  verbatim: true,
  input: 'secret',
  written: undefined,
};
