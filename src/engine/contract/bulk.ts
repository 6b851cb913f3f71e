import type { ResourceDescriptor } from './descriptor.types';

/** The bulk action that deletes; every other bulk action is a row action's name. */
export const BULK_DELETE = 'delete';

/** At most this many records per bulk request (ids, or the records a query matches). */
export const MAX_BULK = 10_000;

/** The actions a resource's bulk operation runs: `delete` where it deletes, and each row action (they take no form). */
export function bulkActions(d: Pick<ResourceDescriptor, 'operations' | 'actions'>): string[] {
  if (!d.operations.bulk) return [];
  return [...(d.operations.delete ? [BULK_DELETE] : []), ...(d.actions ?? []).filter((a) => a.kind === 'row').map((a) => a.name)];
}
