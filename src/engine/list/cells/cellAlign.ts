import type { Column, ResourceDescriptor } from '../../contract';

/** Amounts and numbers line up on their last digit, as in a spreadsheet: right-aligned, header included. */
export function cellAlign(column: Column, d: ResourceDescriptor): 'right' | undefined {
  if (column.kind === 'money') return 'right';
  const type = d.schema.properties[column.field]?.type;
  return (!column.kind || column.kind === 'text') && (type === 'number' || type === 'integer') ? 'right' : undefined;
}
