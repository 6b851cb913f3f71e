import { VERSION_COLUMN, type Row } from '../db';
import type { EntryOf, HistoryLog, HistoryOperation, RowJson, UndoKind, VersionMatch, WriteContext } from '../history';
import type { Resource } from '../model';
import { wasWritten, type EntrySql, type Missed, type Repository, type Written } from './repository';

/** What a change will be, known before it is sent: what write hooks are asked about (WriteHook.sees). */
export interface WriteShape {
  res: Resource;
  operation: HistoryOperation;
}

/** One record's change as the write path made it: its images, its entry, and the request it belongs to. */
export interface Change extends WriteShape {
  recordId: string;
  /** The version its entry records. */
  version: number;
  before?: RowJson;
  after?: RowJson;
  /** Its history entry, written by the change's own statement (0: none was written, in a bench with history off). */
  entryId: number;
  /** Whether its entry keeps the undo step under the request's token. */
  undoable: boolean;
  /** The request asked for an undo step the entry did not keep (an update of a masked field: nothing to put back). */
  undoRefused: boolean;
  ctx: WriteContext;
}

/** How each operation is undone; a purge cannot be. */
const UNDO_OF: Partial<Record<HistoryOperation, UndoKind>> = { create: 'create', update: 'update', delete: 'delete', restore: 'restore' };

const versionOf = (row: Row) => Number(row[VERSION_COLUMN]);

/**
 * The only thing a write is given to change records with (RecordService.persist): every write it sends carries the
 * change's history entry, worded by HistoryLog.entrySql in the same statement, so no road can change a record
 * without its entry. It notes each change for the write hooks. `alone`: the one write this writer may send, outside
 * any transaction (the fast path); a second write, or another shape, is a mistake in the caller and is refused.
 */
export class ChangeWriter {
  readonly changes: Change[] = [];
  private sent = 0;

  constructor(
    /** For reads (a refusal's who and when, a record unchanged): the writes go through the methods below. */
    readonly repo: Repository,
    private readonly history: HistoryLog,
    private readonly ctx: WriteContext,
    private readonly alone?: WriteShape,
  ) {}

  private entryOf(res: Resource, operation: HistoryOperation, version?: number): { sql: EntrySql; undo: boolean } {
    if (this.alone && (this.sent > 0 || this.alone.res !== res || this.alone.operation !== operation)) {
      throw new Error(`uma escrita sem transação envia um só comando (${this.alone.res.name} ${this.alone.operation}); recebeu ${res.name} ${operation}`);
    }
    this.sent++;
    const kind = UNDO_OF[operation];
    const { actor, source, bulkId, undo } = this.ctx;
    const e: EntryOf = {
      operation,
      actor,
      ...(source ? { source } : {}),
      ...(bulkId ? { bulkId } : {}),
      ...(version === undefined ? {} : { version }),
      ...(undo && kind ? { undo: { token: undo.token, kind } } : {}),
    };
    return { sql: (rows, params) => this.history.entrySql(res, e, rows, params), undo: Boolean(e.undo) };
  }

  private note(res: Resource, operation: HistoryOperation, w: Written, undo: boolean, version = versionOf(w.row)): Written {
    const undoable = w.entry?.undoable ?? false;
    const { before, after } = w;
    this.changes.push({ res, operation, recordId: String(w.row.id), version, before, after, entryId: w.entry?.id ?? 0, undoable, undoRefused: undo && !undoable, ctx: this.ctx });
    return w;
  }

  private noteIfWritten(res: Resource, operation: HistoryOperation, w: Written | Missed, undo: boolean, version?: number): Written | Missed {
    return wasWritten(w) ? this.note(res, operation, w, undo, version) : w;
  }

  async insert(res: Resource, columns: Record<string, unknown>): Promise<Written> {
    const entry = this.entryOf(res, 'create');
    return this.note(res, 'create', await this.repo.insert(res, columns, entry.sql), entry.undo);
  }

  async update(res: Resource, id: string, columns: Record<string, unknown>, ifMatch?: VersionMatch): Promise<Written | Missed> {
    const entry = this.entryOf(res, 'update');
    return this.noteIfWritten(res, 'update', await this.repo.update(res, id, columns, ifMatch, entry.sql), entry.undo);
  }

  async toggle(res: Resource, id: string, field: string, ifMatch?: VersionMatch): Promise<Written | Missed> {
    const entry = this.entryOf(res, 'update');
    return this.noteIfWritten(res, 'update', await this.repo.toggle(res, id, field, ifMatch, entry.sql), entry.undo);
  }

  async setFlag(res: Resource, field: string, ids: string[], value: boolean): Promise<{ found: Set<string>; changed: Written[] }> {
    const entry = this.entryOf(res, 'update');
    const result = await this.repo.setFlag(res, field, ids, value, entry.sql);
    for (const w of result.changed) this.note(res, 'update', w, entry.undo);
    return result;
  }

  async fillEmpty(res: Resource, field: string, value: unknown): Promise<Written[]> {
    const entry = this.entryOf(res, 'update');
    return (await this.repo.fillEmpty(res, field, value, entry.sql)).map((w) => this.note(res, 'update', w, entry.undo));
  }

  /** `version`: the entry's, when not the deleted row's (an undone create is one version past it). */
  async delete(res: Resource, id: string, ifMatch?: VersionMatch, version?: number): Promise<Written | Missed> {
    const entry = this.entryOf(res, 'delete', version);
    return this.noteIfWritten(res, 'delete', await this.repo.delete(res, id, ifMatch, entry.sql), entry.undo, version);
  }

  /** A row image back in its table (from the trash, or a delete undone): a restore. */
  async restore(res: Resource, image: RowJson): Promise<Written> {
    const entry = this.entryOf(res, 'restore');
    return this.note(res, 'restore', await this.repo.insertImage(res, image, entry.sql), entry.undo);
  }

  /** A record set back to a row image at `version` (an update undone). */
  async revert(res: Resource, id: string, image: RowJson, version: number): Promise<Written | Missed> {
    const entry = this.entryOf(res, 'update');
    return this.noteIfWritten(res, 'update', await this.repo.updateToImage(res, id, image, version, entry.sql), entry.undo);
  }

  /** A record purged from the trash: no table holds it; its entry is worded from its last image, one version past it. */
  async purge(res: Resource, id: string, image: RowJson): Promise<void> {
    const version = Number(image[VERSION_COLUMN]) + 1;
    const entry = this.entryOf(res, 'purge', version);
    const entryId = await this.repo.gone(id, image, entry.sql);
    this.changes.push({ res, operation: 'purge', recordId: id, version, before: image, entryId, undoable: false, undoRefused: false, ctx: this.ctx });
  }
}
