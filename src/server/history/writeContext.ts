import { SYSTEM_ACTOR, type HistoryActor } from '../../engine/contract';

/** Who made a change: a signed-in person, or the server itself (SYSTEM_ACTOR: the first administrator, demo rows). */
export type Actor = HistoryActor;
export { SYSTEM_ACTOR };

/** The versions a write may change (If-Match): any existing version (`*`), or one of these. */
export type VersionMatch = { any: true } | { versions: number[] };

/** An undoable request collects the inverse of each of its changes under one token (see UndoLog). */
export interface UndoCollector {
  token: string;
  /** Set once a change was kept under the token: the answer offers it. */
  kept?: boolean;
}

/** Everything a change carries besides its values: who, on what version, as part of what. */
export interface WriteContext {
  actor: Actor;
  /** The version the client read: a change of another version is refused (412) and changes nothing. */
  ifMatch?: VersionMatch;
  /** Shared by the records of one bulk request or import: one entry per record, one id for all. */
  bulkId?: string;
  /** What started the change when it is not a plain request: 'undo', 'history', 'trash', 'seed', 'migration' (a field filled at an upgrade)… */
  source?: string;
  /** Set on a request whose changes can be undone: their inverses are kept under its token. */
  undo?: UndoCollector;
  /** The session the request came from: one's own password change ends one's other sessions, not this one. */
  sessionId?: string;
  /** Fields of a resource the request's role may not change (roles.json): a change to one is refused (403). */
  readOnlyFields?: (resource: string) => readonly string[];
  /** Fields of a resource the request's role may not read: a record answered from the write path leaves them out. */
  hiddenFields?: (resource: string) => readonly string[];
}

/** A change the server makes on its own behalf. */
export const systemWrite = (source?: string): WriteContext => ({ actor: SYSTEM_ACTOR, ...(source ? { source } : {}) });
