import type { ActivityBackup, ActivityQuery, HistoryEntry } from '../../../engine/contract';
import { backupRecord, type BackupRow } from '../../backup';
import { BACKUPS_TABLE, HISTORY_TABLE, type Db } from '../../db';
import type { ActivityFilter } from '../../history';

/** Where a page of the activity lies among all the changes: ids in [lowest, below), either end open. */
export interface PageSpan {
  below?: number;
  lowest?: number;
}

/** The bounds of a page: `before` (or the entry above an offset page) above, its last entry below when more follow. */
export const pageSpan = (page: { items: HistoryEntry[]; more: boolean }, below: number | undefined): PageSpan => ({
  below,
  lowest: page.more ? page.items.at(-1)?.id : undefined,
});

/**
 * The backups and restores (painel_backups, a table of their own) among a page of the activity, finished ones only.
 * Each gets a place in the history's order: `after`, the id of the newest change at its end (by time, so once
 * written it never moves); a page takes those whose `after` lies in its span, so consecutive pages (by `before`
 * or by number) share none and miss none, whatever the filters. Only what a filter can say of one: its period,
 * and the server itself ("Sistema": the schedule, npm run restore); a resource, an operation or a person leave
 * them out (a backup names who asked for it by name only).
 */
export async function backupsAmong(db: Db, query: ActivityQuery, f: ActivityFilter, span: PageSpan): Promise<ActivityBackup[]> {
  if (query.resource || query.operation || (f.actor !== undefined && f.actor !== null)) return [];
  const params: unknown[] = [];
  const where = ['b.finished_at IS NOT NULL'];
  if (f.actor === null) where.push(`(b.by_name = 'Sistema' OR b.reason = 'restauração')`);
  if (f.from) where.push(`b.finished_at >= $${params.push(f.from)}::timestamptz`);
  if (f.to) where.push(`b.finished_at < $${params.push(f.to)}::timestamptz`);
  const placed: string[] = [];
  if (span.below !== undefined) placed.push(`after < $${params.push(span.below)}`);
  if (span.lowest !== undefined) placed.push(`after >= $${params.push(span.lowest)}`);
  // Two steps down the (at) index: the newest instant at or before its end, then the highest id there.
  const rows = await db.query<BackupRow & { after: string | number }>(
    `SELECT * FROM (
       SELECT b.*, coalesce((SELECT max(h.id) FROM ${HISTORY_TABLE} h WHERE h.at = (SELECT max(at) FROM ${HISTORY_TABLE} WHERE at <= b.finished_at)), 0) AS after
       FROM ${BACKUPS_TABLE} b WHERE ${where.join(' AND ')}
     ) placed ${placed.length ? `WHERE ${placed.join(' AND ')}` : ''}
     ORDER BY after DESC, finished_at DESC, id DESC`,
    params,
  );
  return rows.map((r) => ({ after: Number(r.after), backup: backupRecord(r) }));
}
