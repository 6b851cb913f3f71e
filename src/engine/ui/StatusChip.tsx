import Chip from '@mui/material/Chip';

/** A yes/no value as a chip, the same in a list and on a record's page: green when on, outlined when off. */
export function StatusChip({ on, label }: { on: boolean; label: string }) {
  return <Chip size="small" color={on ? 'success' : 'default'} variant={on ? 'filled' : 'outlined'} label={label} />;
}
