import Skeleton from '@mui/material/Skeleton';
import { useRecordTitle } from '../../core';
import type { CellProps } from './CellProps';

/** The referenced record's title instead of its id. */
export function ReferenceCell({ value, column, descriptor }: CellProps) {
  const resource = descriptor.references?.[column.field]?.resource ?? '';
  const { title, loading } = useRecordTitle(resource, value);
  if (loading) return <Skeleton width={120} aria-label="Carregando" />;
  return <>{title}</>;
}
