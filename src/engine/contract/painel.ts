// What the `painel` profile's calls answer (history, activity, trash): the server writes these shapes, the
// client reads them. One source for both edges.

/** What a change did; `purge`: taken out of the trash for good ("Excluir definitivamente", or its retention). */
export type HistoryOperation = 'create' | 'update' | 'delete' | 'restore' | 'purge';

export const HISTORY_OPERATIONS: readonly HistoryOperation[] = ['create', 'update', 'delete', 'restore', 'purge'];

/** Each operation as a person names it (the activity's filter and its CSV). */
export const historyOperationWords: Record<HistoryOperation, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  restore: 'Restauração',
  purge: 'Exclusão definitiva',
};

/** Who made a change: a signed-in person, or the server itself ("Sistema", id null). */
export interface HistoryActor {
  id: string | null;
  name: string;
}

/** The server itself, author of what no person did: the first administrator, the demo rows, a purge at retention. */
export const SYSTEM_ACTOR: HistoryActor = { id: null, name: 'Sistema' };

/** The activity's `actor` (its address's `pessoa`) for the server's own changes: it has no id (people's ids are UUIDs). */
export const SYSTEM_ACTOR_PARAM = 'sistema';

/** One field a change touched: before and after as the API answers them; `hidden` for a secret or a redacted field (its values never kept). */
export interface FieldChange {
  field: string;
  before?: unknown;
  after?: unknown;
  hidden?: true;
}

/** One change of one record, as it is kept and answered. */
export interface HistoryEntry {
  id: number;
  resource: string;
  recordId: string;
  version: number;
  /** ISO 8601. */
  at: string;
  actor: HistoryActor;
  operation: HistoryOperation;
  /** What started it when not a plain request: an action's name, 'undo', 'history', 'trash', 'seed', 'migration' (a field filled at an upgrade). */
  source?: string;
  /** Shared by every record of one bulk request or import. */
  bulkId?: string;
  /**
   * On the activity's entries of a bulk request or an import: how many records it touched, and whether whoever
   * reads it may still undo it whole (its author, within the undo period, not undone yet, the role allowing it):
   * POST /api/painel/undo/bulk/{bulkId}.
   */
  bulk?: { records: number; undoable: boolean };
  changes: FieldChange[];
  /** The record as this change left it (before it, for a delete), without secrets or redacted fields. */
  snapshot?: Record<string, unknown>;
  /**
   * How the record is named, from that snapshot as the reader's role sees it (recordTitle; the records its
   * title names read now): "Painel rodoviário · Ana Souza · 01/03/2026 a 31/03/2026".
   */
  title?: string;
}

/** A deleted record as the trash lists it (never its data: it may hold a secret). */
export interface TrashItem {
  id: number;
  resource: string;
  recordId: string;
  title: string;
  /** ISO 8601. */
  deletedAt: string;
  deletedBy: HistoryActor;
  /** When it is purged, with its files. */
  expiresAt: string;
}

/** "Restaurar selecionados": at most this many trashed records per request. */
export const MAX_TRASH_RESTORE = 1000;

/** A trashed record named by its resource and id: what POST /api/painel/trash/restore brings back (`{items: […]}`). */
export interface TrashRef {
  resource: string;
  id: string;
}

/** Each record's outcome: back, or the status and reason its own restore would have given. */
type TrashRestoreResult = TrashRef & ({ ok: true } | { ok: false; status: number; message: string });

/** What "Restaurar selecionados" answers (with one Painel-Undo for all that came back). */
export interface TrashRestoreAnswer {
  results: TrashRestoreResult[];
  done: number;
  failed: number;
}

/** A page of history, activity or trash: newest first; `more` when older ones follow (ask with `before` = the last one's id). */
export interface PainelPage<T> {
  items: T[];
  more: boolean;
}

/** One of the signed-in person's open sessions, as "Minha conta" lists them (GET /api/painel/sessions). */
export interface SessionInfo {
  id: string;
  /** The browser and system, worded ("Chrome no Linux"). */
  device: string;
  /** ISO 8601. */
  createdAt: string;
  lastUsedAt: string;
  /** When it ends unless renewed. */
  expiresAt: string;
  /** The session this request came from. */
  current: boolean;
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
