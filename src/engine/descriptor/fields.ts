import type { FieldSchema, Operation, RecordSchema, ResourceDescriptor } from './descriptor.types';

/** Fields an operation's body carries: its `fields`, or every field that is not readOnly, less `omit`. */
export function bodyFields(schema: RecordSchema, op: Operation): string[] {
  const all = op.fields ?? Object.entries(schema.properties).filter(([, s]) => !s.readOnly).map(([name]) => name);
  return all.filter((f) => !op.omit?.includes(f));
}

/** Fills `{id}` (and any `{field}`) in an operation path. */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));
}

/** The field schema of a descriptor or of one of its record actions. */
export function fieldSchema(d: ResourceDescriptor, field: string): FieldSchema | undefined {
  return d.schema.properties[field] ?? d.actions?.find((a) => a.schema?.properties[field])?.schema?.properties[field];
}

export const isUploadField = (d: ResourceDescriptor, field: string) => Boolean(d.uploads?.[field]);
