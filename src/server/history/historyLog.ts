import type { FieldChange, HistoryEntry, HistoryOperation } from '../../engine/contract';
import { HISTORY_TABLE, VERSION_COLUMN, type Db, type Row } from '../db';
import type { Resource } from '../model';
import type { ChangeEvent } from './changeFeed';
import { changesBetween, hiddenFields, snapshotOf, type RowJson } from './changes';
import type { UndoStep } from './undoLog';

// The answer's shapes are the contract's (the client reads them from there).
export type { HistoryEntry, HistoryOperation } from '../../engine/contract';

export type NewHistoryEntry = Omit<HistoryEntry, 'id' | 'at'>;

/** A change's undo step, written on its entry: the request's token and how to undo it. */
export interface UndoPart {
  token: string;
  step: Pick<UndoStep, 'kind' | 'previous'>;
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
 * The record of every change, append-only: written by the write path in the same transaction as the change
 * it describes (so neither exists without the other), read newest first by id (keyset paging, no OFFSET).
 */
export class HistoryLog {
  /**
   * Writes a change's entry, with its undo step for an undoable request, as one row: one statement per change
   * is most of what keeping history costs a write. Where the database can, the statement is queued to travel
   * with the transaction's next statement or its COMMIT, so it costs no call of its own: `id` settles once it
   * ran, before the transaction commits.
   */
  async add(db: Db, e: Omit<NewHistoryEntry, 'changes' | 'snapshot'>, rows: { res: Resource; before?: RowJson; after?: RowJson }, undo?: UndoPart): Promise<{ id: Promise<number> }> {
    // Worded here from the row's two images: each field that changed (none for a deletion), and the version kept.
    const gone = e.operation === 'delete' || e.operation === 'purge';
    const changes = gone ? [] : changesBetween(rows.res, rows.before, rows.after);
    const snapshot = snapshotOf(rows.res, gone ? rows.before : rows.after);
    const previous = undo?.step.previous;
    const params: unknown[] = [
      ...[e.resource, e.recordId, e.version, e.actor.id, e.actor.name, e.operation, e.source ?? null, e.bulkId ?? null],
      ...[JSON.stringify(changes), snapshot ? JSON.stringify(snapshot) : null],
      ...[undo?.token ?? null, undo?.step.kind ?? null, previous ? JSON.stringify(previous) : null],
    ];
    const sql = `INSERT INTO ${HISTORY_TABLE} (resource, record_id, version, actor_id, actor_name, operation, source, bulk_id, changes, snapshot, undo_token, undo_kind, undo_previous)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10::jsonb, $11, $12, $13::jsonb) RETURNING id`;
    // Only its id: reading the entry's JSON back would cost every write a parse.
    const idOf = (rows: Row[]) => Number((rows[0] as { id: number | string }).id);
    if (!db.queue) return { id: Promise.resolve(idOf(await db.query(sql, params))) };
    const id = db.queue(sql, params).then(idOf);
    // A failure reaches the transaction through the statement it travelled with; nobody else need hear it.
    id.catch(() => {});
    return { id };
  }

  /**
   * The entry of a create as SQL, to run in the same statement as its insert (Repository.insertWith): worded by
   * the database from the new row's JSON image exactly as `add` words it in JavaScript — each stored field with
   * a value, in the columns' order, a hidden one without it; the snapshot of its public fields — so a create is
   * one statement, not two. `params` receives this statement's values.
   */
  createdSql(res: Resource, e: Omit<NewHistoryEntry, 'changes' | 'snapshot' | 'recordId' | 'version' | 'operation'>, row: { name: string; after: string }, params: unknown[], undo?: UndoPart): string {
    const hidden = hiddenFields(res);
    const $ = (v: unknown) => `$${params.push(v)}`;
    const value = (field: string) => `${row.name}.${row.after} -> ${field}`;
    const changes = `(SELECT coalesce(jsonb_agg(CASE WHEN c.hidden THEN jsonb_build_object('field', c.name, 'hidden', true)
        ELSE jsonb_build_object('field', c.name, 'after', ${value('c.name')}) END ORDER BY c.n), '[]'::jsonb)
      FROM unnest(${$(res.columns.map((c) => c.name))}::text[], ${$(res.columns.map((c) => hidden.has(c.name)))}::boolean[]) WITH ORDINALITY AS c(name, hidden, n)
      WHERE ${value('c.name')} <> 'null'::jsonb)`;
    const snapshot = `(SELECT coalesce(jsonb_object_agg(f.key, f.value), '{}'::jsonb) FROM jsonb_each(${row.name}.${row.after}) AS f
      WHERE f.key = ANY(${$(res.publicColumns.filter((c) => !hidden.has(c)))}::text[]) AND f.value <> 'null'::jsonb)`;
    return `INSERT INTO ${HISTORY_TABLE} (resource, record_id, version, actor_id, actor_name, operation, source, bulk_id, changes, snapshot, undo_token, undo_kind)
      SELECT ${$(e.resource)}, ${row.name}.id::text, ${row.name}.${VERSION_COLUMN}, ${$(e.actor.id)}, ${$(e.actor.name)}, 'create', ${$(e.source ?? null)}, ${$(e.bulkId ?? null)},
        ${changes}, ${snapshot}, ${$(undo?.token ?? null)}, ${$(undo?.step.kind ?? null)}
      FROM ${row.name} RETURNING id`;
  }

  /** Committed changes as live streams announce them (no values), by id, oldest first. */
  async events(db: Db, which: { ids: number[] } | { after: number; limit: number }): Promise<ChangeEvent[]> {
    const rows = await db.query<HistoryRow>(
      'ids' in which
        ? `SELECT ${EVENT_COLUMNS} FROM ${HISTORY_TABLE} WHERE id = ANY($1::bigint[]) ORDER BY id`
        : `SELECT ${EVENT_COLUMNS} FROM ${HISTORY_TABLE} WHERE id > $1 ORDER BY id LIMIT $2`,
      'ids' in which ? [which.ids] : [which.after, which.limit],
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
