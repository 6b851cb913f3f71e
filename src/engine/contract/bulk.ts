import type { ResourceDescriptor } from './descriptor.types';

/** The bulk action that deletes; every other bulk action is a row action's name. */
export const BULK_DELETE = 'delete';

/** At most this many records per bulk request (ids, or the records a query matches). */
export const MAX_BULK = 10_000;

/** What the bulk operation's body carries: the records by id, or "all N matching" a list's search and filters. */
export interface BulkRequest {
  action: string;
  ids?: string[];
  query?: { q?: string; filters?: Record<string, string> };
  /** With `query`: how many records the person confirmed; the server runs on exactly that many or refuses (409). */
  expected?: number;
  /** A toggle's explicit state ("Ativar": true): only records not already so change; without it, each flips. */
  value?: boolean;
}

/**
 * One record's outcome; a failure carries the status and Portuguese message its single-record call would
 * have. `unchanged`: it already was as asked (an explicit "Ativar" on an active record).
 */
export type BulkResult = { id: string; ok: true; unchanged?: true } | { id: string; ok: false; status: number; message: string };

/** The bulk answer, at the profile's record path: `done` changed, `unchanged` already so, `failed` refused. */
export interface BulkAnswer {
  results: BulkResult[];
  done: number;
  failed: number;
  unchanged?: number;
}

/** The actions a resource's bulk operation runs: `delete` where it deletes, and each row action (they take no form). */
export function bulkActions(d: Pick<ResourceDescriptor, 'operations' | 'actions'>): string[] {
  if (!d.operations.bulk) return [];
  return [...(d.operations.delete ? [BULK_DELETE] : []), ...(d.actions ?? []).filter((a) => a.kind === 'row').map((a) => a.name)];
}
