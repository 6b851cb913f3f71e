import type { ComponentType } from 'react';
import { formatDateTime, isTimestamp, type Column } from '../../contract';
import { BooleanCell } from './BooleanCell';
import type { CellProps } from './CellProps';
import { FileCell } from './FileCell';
import { formatDate, formatMoney } from './formatters';
import { ImageCell } from './ImageCell';
import { ReferenceCell } from './ReferenceCell';
import { TextCell } from './TextCell';

type Kind = NonNullable<Column['kind']>;

/** How each column kind a descriptor may name is drawn; adding a kind is one component and one line. */
const cellRegistry: Record<Kind, ComponentType<CellProps>> = {
  text: TextCell,
  image: ImageCell,
  file: FileCell,
  boolean: BooleanCell,
  reference: ReferenceCell,
  money: ({ value }) => <>{formatMoney(value)}</>,
  date: ({ value }) => <>{formatDate(value)}</>,
};

export function CellValue(props: CellProps) {
  // The times the server sets are instants, not calendar dates: "23/11/2026 18:06" in São Paulo.
  if (isTimestamp(props.column.field)) return <>{formatDateTime(props.value)}</>;
  const Cell = cellRegistry[props.column.kind ?? 'text'];
  return <Cell {...props} />;
}
