import type { FieldChange, HistoryEntry, HistoryOperation } from '../../engine/contract';
import { HISTORY_TABLE, VERSION_COLUMN, type Db } from '../db';
import type { Resource } from '../model';
import type { ChangeEvent } from './changeFeed';
import { changesSql, maskedChangedSql, snapshotSql, undoImageSql } from './changes';
import type { UndoKind } from './undoLog';
import type { Actor } from './writeContext';

// The answer's shapes are the contract's (the client reads them from there).
export type { HistoryEntry, HistoryOperation } from '../../engine/contract';

/** What the write path says of a change's entry before its statement runs; the rest is read from the written rows. */
export interface EntryOf {
  operation: HistoryOperation;
  actor: Actor;
  source?: string;
  bulkId?: string;
  /** The entry's version, when it is not the written row's (an undone create is one version past the row it removes). */
  version?: number;
  /** An undoable request's token, and how this change is undone (an update's row as it was is read from the images). */
  undo?: { token: string; kind: UndoKind };
}

/**
 * The rows a write statement wrote, as its entry reads them: the CTE (or subquery) `from`, whose rows carry `id`,
 * the version and the columns holding the JSON images.
 */
export interface WrittenRows {
  from: string;
  before?: string;
  after?: string;
}

type HistoryRow = {
  id: number | string;
  resource: string;
  record_id: string;
  version: number | string;
  at: Date | string;
  actor_id: string | null;
  actor_name: string;
  operation: HistoryOperation;
  source: string | null;
  bulk_id: string | null;
  changes: FieldChange[];
  snapshot: Record<string, unknown> | null;
};

const COLUMNS = 'id, resource, record_id, version, at, actor_id, actor_name, operation, source, bulk_id, changes, snapshot';
const EVENT_COLUMNS = 'id, resource, record_id, version, actor_id, actor_name, operation, bulk_id';

function entryOf(r: HistoryRow): HistoryEntry {
  return {
    id: Number(r.id),
    resource: r.resource,
    recordId: r.record_id,
    version: Number(r.version),
    at: new Date(r.at).toISOString(),
    actor: { id: r.actor_id, name: r.actor_name },
    operation: r.operation,
    ...(r.source ? { source: r.source } : {}),
    ...(r.bulk_id ? { bulkId: r.bulk_id } : {}),
    changes: r.changes,
    ...(r.snapshot ? { snapshot: r.snapshot } : {}),
  };
}

/** What the activity screen asks for: any combination, newest first, a page at a time. */
export interface ActivityFilter {
  resources?: string[];
  /** A person's id; null: the server's own changes ("Sistema"). */
  actor?: string | null;
  operation?: HistoryOperation;
  /** ISO instants: from (inclusive), to (exclusive). */
  from?: string;
  to?: string;
  /** Keyset paging: entries older than this id. */
  before?: number;
  /** Offset paging (page 1 first), for a client that counts pages instead. */
  page?: number;
  limit: number;
}

/**
 * The record of every change, append-only: written by the very statement that makes the change it describes
 * (entrySql; so neither exists without the other), read newest first by id (keyset paging, no OFFSET).
 */
export class HistoryLog {
  /**
   * A change's entry as SQL, worded by the database from the written rows' JSON images (`rows.from`, a CTE of the
   * write's own statement, whose rows carry `id`, the version and the images): the one wording of every entry,
   * whatever the road — each stored field that changed (none for a deletion), a hidden one without its values,
   * the version kept (its public fields), and for an undoable request the undo step under its token. Ends in
   * `RETURNING` the entry's id, its record and whether it kept the undo step (an update that changed a masked field
   * keeps none: its value is not there to put back). `params` receives the statement's values.
   */
  entrySql(res: Resource, e: EntryOf, rows: WrittenRows, params: unknown[]): string {
    const $ = (v: unknown) => `$${params.push(v)}`;
    const images = { before: rows.before && `w.${rows.before}`, after: rows.after && `w.${rows.after}` };
    const gone = e.operation === 'delete' || e.operation === 'purge';
    const changes = gone ? `'[]'::jsonb` : changesSql(res, images, $);
    const snapshot = snapshotSql(res, (gone ? images.before : images.after)!, $);
    let undo = 'NULL::text, NULL::text, NULL::jsonb';
    let from = `${rows.from} AS w`;
    if (e.undo) {
      const step = [`${$(e.undo.token)}::text`, `${$(e.undo.kind)}::text`, e.undo.kind === 'update' ? undoImageSql(res, images.before!, $) : 'NULL::jsonb'];
      const masked = e.undo.kind === 'update' ? maskedChangedSql(res, images, $) : undefined;
      if (masked) from += ` CROSS JOIN LATERAL (SELECT ${masked} AS changed) AS masked`;
      undo = step.map((x) => (masked ? `CASE WHEN masked.changed THEN NULL ELSE ${x} END` : x)).join(', ');
    }
    const version = e.version === undefined ? `w.${VERSION_COLUMN}` : `${$(e.version)}::bigint`;
    return `INSERT INTO ${HISTORY_TABLE} (resource, record_id, version, actor_id, actor_name, operation, source, bulk_id, changes, snapshot, undo_token, undo_kind, undo_previous)
      SELECT ${$(res.name)}::text, w.id::text, ${version}, ${$(e.actor.id)}::text, ${$(e.actor.name)}::text, ${$(e.operation)}::text, ${$(e.source ?? null)}::text, ${$(e.bulkId ?? null)}::text,
        ${changes}, ${snapshot}, ${undo}
      FROM ${from}
      RETURNING id, record_id, undo_token IS NOT NULL AS undoable`;
  }

  /**
   * Inside a request's transaction: its entries keep no undo step after all. A request that changed a masked field
   * offers no undo for any of its changes, or an undo would take back only part of it.
   */
  async forgetUndo(db: Db, ids: number[]): Promise<void> {
    await db.query(`UPDATE ${HISTORY_TABLE} SET undo_token = NULL, undo_kind = NULL, undo_previous = NULL WHERE id = ANY($1::bigint[])`, [ids]);
  }

  /** Committed changes as live streams announce them (no values), by id, oldest first. */
  async events(db: Db, which: { ids: number[] } | { after: number; limit: number }): Promise<ChangeEvent[]> {
    const rows = await db.query<HistoryRow>(
      'ids' in which
        ? `SELECT ${EVENT_COLUMNS} FROM ${HISTORY_TABLE} WHERE id = ANY($1::bigint[]) ORDER BY id`
        : `SELECT ${EVENT_COLUMNS} FROM ${HISTORY_TABLE} WHERE id > $1 ORDER BY id LIMIT $2`,
      'ids' in which ? [which.ids] : [which.after, which.limit],
      // Every instance reads back each change it hears (PostgreSQL), with a live stream open: kept planned.
      { repeated: true },
    );
    return rows.map((r) => ({
      id: Number(r.id),
      resource: r.resource,
      recordId: r.record_id,
      operation: r.operation,
      version: Number(r.version),
      actor: { id: r.actor_id, name: r.actor_name },
      ...(r.bulk_id ? { bulkId: r.bulk_id } : {}),
    }));
  }

  /** The oldest change still kept (undefined: none): a stream resuming before it missed pruned ones. */
  async oldestId(db: Db): Promise<number | undefined> {
    const [row] = await db.query<{ id: number | string | null }>(`SELECT min(id) AS id FROM ${HISTORY_TABLE}`);
    return row?.id == null ? undefined : Number(row.id);
  }

  /** One record's changes, newest first; `before` continues after the last one shown. */
  async forRecord(db: Db, resource: string, recordId: string, { before, limit }: { before?: number; limit: number }): Promise<HistoryEntry[]> {
    const rows = await db.query<HistoryRow>(
      `SELECT ${COLUMNS} FROM ${HISTORY_TABLE} WHERE resource = $1 AND record_id = $2 ${before ? 'AND id < $4' : ''} ORDER BY id DESC LIMIT $3`,
      before ? [resource, recordId, limit, before] : [resource, recordId, limit],
    );
    return rows.map(entryOf);
  }

  /** The entry of one version of a record. */
  async version(db: Db, resource: string, recordId: string, version: number): Promise<HistoryEntry | undefined> {
    const [row] = await db.query<HistoryRow>(
      `SELECT ${COLUMNS} FROM ${HISTORY_TABLE} WHERE resource = $1 AND record_id = $2 AND version = $3 ORDER BY id DESC LIMIT 1`,
      [resource, recordId, version],
    );
    return row && entryOf(row);
  }

  /** The last change of a record: who changed it and when (a 412 says so). */
  async latest(db: Db, resource: string, recordId: string): Promise<HistoryEntry | undefined> {
    return (await this.forRecord(db, resource, recordId, { limit: 1 }))[0];
  }

  /** Every change matching the filter, newest first: `limit` of them and whether there are more. */
  async activity(db: Db, f: ActivityFilter): Promise<{ items: HistoryEntry[]; more: boolean }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (f.resources) where.push(`resource = ANY($${params.push(f.resources)}::text[])`);
    if (f.actor === null) where.push('actor_id IS NULL');
    else if (f.actor) where.push(`actor_id = $${params.push(f.actor)}`);
    if (f.operation) where.push(`operation = $${params.push(f.operation)}`);
    if (f.from) where.push(`at >= $${params.push(f.from)}::timestamptz`);
    if (f.to) where.push(`at < $${params.push(f.to)}::timestamptz`);
    if (f.before) where.push(`id < $${params.push(f.before)}`);
    const offset = f.before || !f.page ? 0 : (f.page - 1) * f.limit;
    const rows = await db.query<HistoryRow>(
      `SELECT ${COLUMNS} FROM ${HISTORY_TABLE} ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${params.push(f.limit + 1)} OFFSET $${params.push(offset)}`,
      params,
    );
    return { items: rows.slice(0, f.limit).map(entryOf), more: rows.length > f.limit };
  }

  /**
   * Deletes, a batch at a time, the changes of `resource` older than `cutoff`; how many went. An entry that can
   * still be undone stays (a history kept for less than the undo period must not break an undo): it goes once
   * UndoLog.prune cleared its undo (`maintain` runs that first).
   */
  async prune(db: Db, resource: string, cutoff: Date, batch = 1000): Promise<number> {
    let total = 0;
    for (;;) {
      const gone = await db.query(
        `DELETE FROM ${HISTORY_TABLE} WHERE id IN (SELECT id FROM ${HISTORY_TABLE} WHERE resource = $1 AND at < $2 AND undo_token IS NULL ORDER BY id LIMIT $3) RETURNING id`,
        [resource, cutoff.toISOString(), batch],
      );
      total += gone.length;
      if (gone.length < batch) return total;
    }
  }
}
