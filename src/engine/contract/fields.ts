import type { Operation, RecordSchema, ResourceDescriptor } from './descriptor.types';

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

/**
 * Fields the form masks (`ui:widget: password`, the Instagram token): credentials a person reads back, so
 * never hashed like a secret, but never kept by the history either (it says they changed, never their value).
 */
export function maskedFields(d: Pick<ResourceDescriptor, 'uiSchema'>): string[] {
  const ui = (d.uiSchema ?? {}) as Record<string, { 'ui:widget'?: unknown } | undefined>;
  return Object.keys(ui).filter((f) => ui[f]?.['ui:widget'] === 'password');
}
