import { wordFor } from '../../contract';
import { StatusChip } from '../../ui';
import type { CellProps } from './CellProps';

/** A status as a chip, worded by the column ("Ativa" / "Inativa"). */
export function BooleanCell({ value, column, descriptor }: CellProps) {
  return <StatusChip on={value === true} label={wordFor(descriptor, column.field, value === true)} />;
}
