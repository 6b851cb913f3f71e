import type { FieldKind } from './kind';
import { decimalsOf, numberWords, numeric, readNumber } from './numeric.ts';

/** A quantity: "1.234,5" typed and shown the Brazilian way. */
export const number: FieldKind = {
  ...numeric,
  parse: (t, f) => readNumber(t, { maxDecimals: decimalsOf(f) }),
  format: (v) => numberWords(v),
};
