/**
 * How each API shapes its answers. The engine reads responses through these paths and the
 * reference server writes them the same way, so another real API can be adapted here by configuration.
 * A path is dot-separated; '' means the body itself.
 */
export interface ApiProfile {
  kind: 'rest' | 'table';
  /** Where a single record (read, create, update answer) is. */
  record: string;
  /** Where a list's rows and total count are. */
  listItems: string;
  listTotal: string;
}

export type ApiName = string;

export const apiProfiles: Record<ApiName, ApiProfile> = {
  main: { kind: 'rest', record: '', listItems: 'data', listTotal: 'total' },
  services: { kind: 'rest', record: 'data', listItems: 'data.items', listTotal: 'data.total' },
  table: { kind: 'table', record: '', listItems: '', listTotal: '' },
};

/** Reads a dot path ('' = the value itself). */
export function pick(value: unknown, path: string): unknown {
  if (!path) return value;
  return path.split('.').reduce<unknown>((v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined), value);
}
