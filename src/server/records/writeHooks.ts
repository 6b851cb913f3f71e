import type { Db } from '../db';
import type { ChangeEvent, ChangeFeed, FileCollector, HistoryLog, Trash, UndoLog, WriteContext } from '../history';
import type { Registry } from '../model';
import type { Change, WriteShape } from './changeWriter';
import { checkReadOnlyFields, checkRoleChanges } from './roleGuards';
import { endSessionsOnChange } from './sessionEndings';

/** What keeps the record of every change, beside the records: history, trash, undo, files to collect, and who hears. */
export interface RecordKeeping {
  history: HistoryLog;
  trash: Trash;
  undo: UndoLog;
  files: FileCollector;
  feed: ChangeFeed;
}

/**
 * A feature that must see the records' changes, whatever road they took (RecordService.persist), as Directus' items
 * service hooks do: `inside` in the change's transaction, after its statements (its history entry included) —
 * it may read and write there, or refuse the change by throwing (then nothing of it is kept) —, and `after` once
 * committed (never for a change rolled back; it must not throw: a failure is logged). Each sees only the changes
 * `sees` names, judged from what a change will be before it is sent: so a change no `inside` hook sees may be sent
 * as one statement with no transaction around it (a create, an edit), and every hook sees exactly the same
 * changes on either path.
 */
export interface WriteHook {
  sees(shape: WriteShape, ctx: WriteContext): boolean;
  inside?(db: Db, changes: Change[], ctx: WriteContext): Promise<void> | void;
  /** `db`: the database outside any transaction. */
  after?(changes: Change[], db: Db): Promise<void> | void;
}

/** A committed change as the feed announces it: its entry's id, what changed, by whom (never a value). */
const changeEvent = (c: Change): ChangeEvent => ({
  id: c.entryId,
  resource: c.res.name,
  recordId: c.recordId,
  operation: c.operation,
  version: c.version,
  actor: c.ctx.actor,
  ...(c.ctx.bulkId ? { bulkId: c.ctx.bulkId } : {}),
});

/**
 * What sees every change beside its history entry (which rides in the change's own statement): the role's
 * read-only fields, the last administrator, a person's sessions; once committed, the change feed (live screens,
 * kept pages, held sessions, PGlite's upkeep), the answer's undo, a purge's files.
 */
export function recordKeepingHooks(registry: Registry, keeping: RecordKeeping): WriteHook[] {
  const people = registry.identity.resource;
  return [
    {
      // A field the role may not change, moved by the change: refused (403).
      sees: ({ res }, ctx) => Boolean(ctx.readOnlyFields?.(res.name).length),
      inside: (_db, changes, ctx) => checkReadOnlyFields(ctx, changes),
    },
    {
      // Nobody changes their own role; no change leaves the people without an administrator.
      sees: ({ res }) => res === people && Boolean(registry.roles),
      inside: (db, changes, ctx) => checkRoleChanges(db, registry, ctx, changes),
    },
    {
      // A new password, a role that does not sign in, a deletion: the person's sessions end with the change.
      sees: ({ res, operation }) => res === people && operation !== 'create' && operation !== 'restore',
      inside: (db, changes, ctx) => endSessionsOnChange(db, registry, ctx, changes),
    },
    {
      sees: () => true,
      after: (changes) => keeping.feed.emit(changes.map(changeEvent)),
    },
    {
      // The answer offers "Desfazer" once a change was kept under the request's token.
      sees: (_shape, ctx) => Boolean(ctx.undo),
      after: (changes) => {
        for (const c of changes) if (c.undoable && c.ctx.undo) c.ctx.undo.kept = true;
      },
    },
    {
      // A purge's files are due at once.
      sees: ({ operation }) => operation === 'purge',
      after: async (_changes, db) => void (await keeping.files.collect(db)),
    },
  ];
}
