import type { FieldInfo, FieldKind } from './kind';
import { textual } from './textual.ts';

/** A value among named choices (`oneOf` of `const` and `title`, e.g. a person's role): worded by its title. */
const titleOf = (value: unknown, f: FieldInfo) =>
  (f.schema.oneOf as { const?: unknown; title?: string }[] | undefined)?.find((o) => o.const === value)?.title;

/** Free text: a name, a description. */
export const text: FieldKind = {
  ...textual,
  format: (value, f) => titleOf(value, f) ?? textual.format(value, f),
  csv: (value, f, ctx) => textual.csv(titleOf(value, f) ?? value, f, ctx),
  input: 'text',
};
