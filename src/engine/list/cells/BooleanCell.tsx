import Chip from '@mui/material/Chip';
import type { CellProps } from './CellProps';

/** A status as a chip, worded by the column ("Ativa" / "Inativa"). */
export function BooleanCell({ value, column }: CellProps) {
  const on = value === true;
  return (
    <Chip
      size="small"
      color={on ? 'success' : 'default'}
      variant={on ? 'filled' : 'outlined'}
      label={on ? (column.trueLabel ?? 'Sim') : (column.falseLabel ?? 'Não')}
    />
  );
}
