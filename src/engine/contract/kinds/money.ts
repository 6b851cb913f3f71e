import { formatMoney } from '../format.ts';
import type { FieldKind } from './kind';
import { numberCell, numeric, readNumber } from './numeric.ts';

/** An amount in reais: "R$ 2.500,50", cents at most; "1.234" typed is a thousand reais. */
export const money: FieldKind = {
  ...numeric,
  parse: (t) => readNumber(t, { money: true }),
  format: formatMoney,
  csv: (v) => numberCell(v, true),
};
