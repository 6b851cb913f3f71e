import type { TrashItem } from '../../engine/contract';
import { sendOrQueue, TRASH_TABLE, type Db } from '../db';
import type { RowJson } from './changes';
import type { Actor } from './writeContext';

// The answer's shape is the contract's (the client reads it from there); `expiresAt` is TRASH_RETENTION_DAYS after the delete.
export type { TrashItem } from '../../engine/contract';

type TrashRow = {
  id: number | string;
  resource: string;
  record_id: string;
  title: string | null;
  deleted_at: Date | string;
  deleted_by_id: string | null;
  deleted_by_name: string;
};

/** A deleted record kept whole: its row as stored, and the stored files it pointed at. */
export interface Trashed {
  data: RowJson;
  files: string[];
  deletedBy: Actor;
}

const DAY_MS = 86_400_000;

/**
 * Deleted records, whole (the same id, fields, secrets and files come back on restore), until restored or
 * purged: by hand ("Excluir definitivamente") or `retentionDays` after the delete. Written and read inside the
 * write path's transactions.
 */
export class Trash {
  constructor(private readonly retentionDays: number) {}

  private itemOf = (r: TrashRow): TrashItem => {
    const deletedAt = new Date(r.deleted_at);
    return {
      id: Number(r.id),
      resource: r.resource,
      recordId: r.record_id,
      title: r.title ?? `#${r.record_id}`,
      deletedAt: deletedAt.toISOString(),
      deletedBy: { id: r.deleted_by_id, name: r.deleted_by_name },
      expiresAt: new Date(deletedAt.getTime() + this.retentionDays * DAY_MS).toISOString(),
    };
  };

  /**
   * Keeps a deleted record. Inside a transaction the statement is queued (Db.queue): nothing waits for it, so it
   * travels with the transaction's next statement or its COMMIT instead of costing a round trip of its own.
   */
  async put(db: Db, resource: string, recordId: string, title: string, row: RowJson, files: string[], actor: Actor): Promise<void> {
    await sendOrQueue(
      db,
      `INSERT INTO ${TRASH_TABLE} (resource, record_id, title, data, files, deleted_by_id, deleted_by_name) VALUES ($1, $2, $3, $4::jsonb, $5::text[], $6, $7)
       ON CONFLICT (resource, record_id) DO UPDATE SET title = EXCLUDED.title, data = EXCLUDED.data, files = EXCLUDED.files, deleted_at = clock_timestamp(),
         deleted_by_id = EXCLUDED.deleted_by_id, deleted_by_name = EXCLUDED.deleted_by_name`,
      [resource, recordId, title, JSON.stringify(row), files, actor.id, actor.name],
    );
  }

  /** Deleted records, newest first: of some resources, or all; keyset paging by `before` (an item's id). */
  async list(db: Db, { resources, before, limit }: { resources?: string[]; before?: number; limit: number }): Promise<{ items: TrashItem[]; more: boolean }> {
    const params: unknown[] = [];
    const where: string[] = [];
    if (resources) where.push(`resource = ANY($${params.push(resources)}::text[])`);
    if (before) where.push(`id < $${params.push(before)}`);
    const rows = await db.query<TrashRow>(
      `SELECT id, resource, record_id, title, deleted_at, deleted_by_id, deleted_by_name FROM ${TRASH_TABLE}
       ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT $${params.push(limit + 1)}`,
      params,
    );
    return { items: rows.slice(0, limit).map(this.itemOf), more: rows.length > limit };
  }

  /** Takes a record out of the trash (to restore it, or to purge it): what it held, or undefined when not there. Locks nothing else. */
  async take(db: Db, resource: string, recordId: string): Promise<Trashed | undefined> {
    const [r] = await db.query<{ data: RowJson; files: string[]; deleted_by_id: string | null; deleted_by_name: string }>(
      `DELETE FROM ${TRASH_TABLE} WHERE resource = $1 AND record_id = $2 RETURNING data, files, deleted_by_id, deleted_by_name`,
      [resource, recordId],
    );
    return r && { data: r.data, files: r.files, deletedBy: { id: r.deleted_by_id, name: r.deleted_by_name } };
  }

  /** Whether a record is in the trash (a restore from history must say so instead of recreating it). */
  async has(db: Db, resource: string, recordId: string): Promise<boolean> {
    return (await db.query(`SELECT 1 FROM ${TRASH_TABLE} WHERE resource = $1 AND record_id = $2`, [resource, recordId])).length > 0;
  }

  /** Whether a trashed record holds this stored file (its URL): such a file is not served until the record is restored. */
  async holds(db: Db, url: string): Promise<boolean> {
    return (await db.query(`SELECT 1 FROM ${TRASH_TABLE} WHERE files @> ARRAY[$1::text] LIMIT 1`, [url])).length > 0;
  }

  /** Takes out, a batch at a time, what was deleted before the retention period: their files, to collect. */
  async expire(db: Db, now: Date, batch = 500): Promise<{ resource: string; recordId: string; files: string[] }[]> {
    const cutoff = new Date(now.getTime() - this.retentionDays * DAY_MS).toISOString();
    const out: { resource: string; recordId: string; files: string[] }[] = [];
    for (;;) {
      const gone = await db.query<{ resource: string; record_id: string; files: string[] }>(
        `DELETE FROM ${TRASH_TABLE} WHERE id IN (SELECT id FROM ${TRASH_TABLE} WHERE deleted_at < $1 ORDER BY id LIMIT $2) RETURNING resource, record_id, files`,
        [cutoff, batch],
      );
      out.push(...gone.map((g) => ({ resource: g.resource, recordId: g.record_id, files: g.files })));
      if (gone.length < batch) return out;
    }
  }
}
