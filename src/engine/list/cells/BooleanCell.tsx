import { StatusChip } from '../../ui';
import type { CellProps } from './CellProps';

/** A status as a chip, worded by the column ("Ativa" / "Inativa"). */
export function BooleanCell({ value, column }: CellProps) {
  const on = value === true;
  return <StatusChip on={on} label={on ? (column.trueLabel ?? 'Sim') : (column.falseLabel ?? 'Não')} />;
}
