import { brazilianNumber, readNumber } from './brazilianText.ts';
import type { FieldInfo, FieldKind } from './kind';

/** Decimals a number field keeps: its schema's multipleOf (0.01 → 2), else 10. */
export function decimalsOf(f: FieldInfo): number {
  if (f.schema.type === 'integer') return 0;
  const step = f.schema.multipleOf;
  if (typeof step === 'number' && step > 0 && step < 1) return Math.round(-Math.log10(step));
  return 10;
}

const plainCell = new Intl.NumberFormat('pt-BR', { useGrouping: false, maximumFractionDigits: 10 });
const centsCell = new Intl.NumberFormat('pt-BR', { useGrouping: false, minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * A number in a CSV cell as a Brazilian spreadsheet takes it, a number it can sum: decimal comma, no
 * thousands dot, no currency sign ("3288,68"; money always with its cents).
 */
export const numberCell = (value: unknown, money = false) => (typeof value === 'number' && Number.isFinite(value) ? (money ? centsCell : plainCell).format(value) : '');

/** The facets numbers share: typed with the decimal widget, right-aligned, sorted and filtered by range. */
export const numeric: Omit<FieldKind, 'parse' | 'format'> = {
  align: 'right',
  sort: 'number',
  filter: 'number',
  csv: (v) => numberCell(v),
  verbatim: false,
  input: 'decimal',
  written: undefined,
};

export const numberWords = (value: unknown, money = false) => (typeof value === 'number' ? brazilianNumber(value, money) : '');
export { readNumber };
