import type { FieldKind } from './kind';
import { textual } from './textual.ts';

/** An HTML document (a job's page): kept exactly as typed, never trimmed. */
export const html: FieldKind = {
  ...textual,
  parse: (t) => (t.trim() ? { value: t } : { empty: true }),
  sort: undefined,
  verbatim: true,
  input: 'html',
};
