import type { RecordValues } from '../../data';
import type { Column, ResourceDescriptor } from '../../contract';

export interface CellProps {
  value: unknown;
  column: Column;
  row: RecordValues;
  descriptor: ResourceDescriptor;
}
