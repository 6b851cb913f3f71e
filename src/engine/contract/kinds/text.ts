import type { FieldInfo, FieldKind } from './kind';
import { textual } from './textual.ts';

/** A value among named choices (`enum` with the form's `ui:enumNames`, e.g. a person's role): worded by its name. */
const nameOf = (value: unknown, f: FieldInfo) => f.choices?.find((c) => c.value === value)?.label;

/** Free text: a name, a description. */
export const text: FieldKind = {
  ...textual,
  format: (value, f) => nameOf(value, f) ?? textual.format(value, f),
  csv: (value, f, ctx) => textual.csv(nameOf(value, f) ?? value, f, ctx),
  input: 'text',
};
