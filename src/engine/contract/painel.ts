// Facts of the `painel` profile's calls both edges share beside their shapes (those are declared with the calls,
// src/server/calls/shapes.ts, and generated as painelCalls.ts): the operations' words, "Sistema", the live events.
import type { HistoryActor, HistoryOperation } from './painelCalls';

export const HISTORY_OPERATIONS: readonly HistoryOperation[] = ['create', 'update', 'delete', 'restore', 'purge'];

/** Each operation as a person names it (the activity's filter and its CSV). */
export const historyOperationWords: Record<HistoryOperation, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  restore: 'Restauração',
  purge: 'Exclusão definitiva',
};

/** The server itself, author of what no person did: the first administrator, the demo rows, a purge at retention. */
export const SYSTEM_ACTOR: HistoryActor = { id: null, name: 'Sistema' };

/** The activity's `actor` (its address's `pessoa`) for the server's own changes: it has no id (people's ids are UUIDs). */
export const SYSTEM_ACTOR_PARAM = 'sistema';

/** "Restaurar selecionados": at most this many trashed records per request. */
export const MAX_TRASH_RESTORE = 1000;

/** A page of history, activity or trash: newest first; `more` when older ones follow (ask with `before` = the last one's id). */
export interface PainelPage<T> {
  items: T[];
  more: boolean;
}

/** A committed change as the live stream announces it (GET /api/painel/events): which record, how, by whom, never its values. */
export interface ChangeEvent {
  /** The history entry's id (the stream resumes after it). */
  id: number;
  resource: string;
  recordId: string;
  operation: HistoryOperation;
  version: number;
  actor: HistoryActor;
  bulkId?: string;
}

/** What a page says of itself: it has just opened (the others answer at once), it is still there, it has left. */
export type PresenceState = 'arrived' | 'here' | 'left';

/**
 * Someone is on a record's page, or has just left it (POST /api/painel/presence/{resource}/{id} on arrival and every
 * 20 s, DELETE on leaving).
 */
export interface PresenceEvent {
  resource: string;
  recordId: string;
  actor: HistoryActor;
  /** ISO 8601. */
  at: string;
  /** Which page of that person (two tabs on one record leave one at a time); '' from an older client. */
  tab: string;
  state: PresenceState;
}
