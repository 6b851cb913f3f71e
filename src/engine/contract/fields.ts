import type { Operation, RecordSchema } from './descriptor.types';

/** Fields an operation's body carries: its `fields`, or every field that is not readOnly, less `omit`. */
export function bodyFields(schema: RecordSchema, op: Operation): string[] {
  const all = op.fields ?? Object.entries(schema.properties).filter(([, s]) => !s.readOnly).map(([name]) => name);
  return all.filter((f) => !op.omit?.includes(f));
}

/** Fills `{id}` (and any `{field}`) in an operation path. */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => encodeURIComponent(String(values[key] ?? '')));
}

/** The same path as a route pattern (`/jobs/{id}` → `/jobs/:id`). */
export const routePattern = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');
