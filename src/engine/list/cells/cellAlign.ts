import { kindObject, type Column, type ResourceDescriptor } from '../../contract';

/** Amounts and numbers line up on their last digit, as in a spreadsheet: right-aligned, header included (the kind says). */
export function cellAlign(column: Column, d: ResourceDescriptor): 'right' | undefined {
  return kindObject(d, column.field).align === 'right' ? 'right' : undefined;
}
