export { changesBetween, hiddenFields, snapshotOf, type FieldChange, type RowJson } from './changes';
export { HistoryLog, type ActivityFilter, type HistoryEntry, type HistoryOperation, type NewHistoryEntry } from './historyLog';
export { Trash, type TrashItem, type Trashed } from './trash';
export { UndoLog, UNDO_BULK_UNKNOWN, UNDO_GONE, type BulkUndoState, type UndoKind, type UndoStep } from './undoLog';
export { FileCollector } from './fileCollector';
export { entityTag, matches, readIfMatch } from './versionMatch';
export { SYSTEM_ACTOR, systemWrite, type Actor, type UndoCollector, type VersionMatch, type WriteContext } from './writeContext';
export { ChangeFeed, type ChangeEvent } from './changeFeed';
export { DEFAULT_RETENTION, maintain, type Retention } from './maintenance';
