import type { FieldKind } from './kind';
import { numberWords, numeric, readNumber } from './numeric.ts';

/** A latitude or longitude: a dot pasted from a map is its decimal point ("-23.5505"); eight decimals are a millimetre. */
export const coordinate: FieldKind = {
  ...numeric,
  parse: (t) => readNumber(t, { maxDecimals: 8 }),
  format: (v) => numberWords(v),
  sort: 'number',
};
