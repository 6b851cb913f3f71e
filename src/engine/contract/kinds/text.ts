import type { FieldKind } from './kind';
import { textual } from './textual.ts';

/** Free text: a name, a description. */
export const text: FieldKind = { ...textual, input: 'text' };
