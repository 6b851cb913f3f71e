import type { RecordValues } from '../../data';
import type { Column, ResourceDescriptor } from '../../descriptor';

export interface CellProps {
  value: unknown;
  column: Column;
  row: RecordValues;
  descriptor: ResourceDescriptor;
}
