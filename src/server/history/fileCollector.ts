import { FILE_GC_TABLE, ident, sendOrQueue, TRASH_TABLE, type Db } from '../db';
import type { Registry } from '../model';
import type { UploadStore } from '../uploads';

/**
 * Stored files are removed late, not when a record stops pointing at them: a replaced avatar may come back with
 * "Desfazer" or "Restaurar esta versão", a deleted record's files with the trash. A file no record needs is
 * scheduled here and removed once due (after the undo window) if still no record and no trashed record points
 * at it; a restore that brings it back takes it off the list.
 */
export class FileCollector {
  constructor(
    private readonly registry: Registry,
    private readonly store: UploadStore,
    /** How long after it stops being needed a file may still come back (the undo window). */
    private readonly graceMs: number,
    private readonly log?: { error(obj: unknown, msg: string): void },
  ) {}

  private uploads = () => this.registry.all.flatMap((res) => Object.values(res.uploads).map((u) => ({ table: res.table, column: u.column })));

  /**
   * Schedules stored files (other values, an external URL, are ignored) for removal once the grace period is
   * over (`graceMs` 0: at the next collection, a purge's files).
   */
  async schedule(db: Db, urls: unknown[], graceMs = this.graceMs): Promise<void> {
    const ours = [...new Set(urls.filter((u): u is string => this.store.nameOf(u) !== undefined))];
    if (!ours.length) return;
    await sendOrQueue(
      db,
      `INSERT INTO ${FILE_GC_TABLE} (url, due_at) SELECT u, clock_timestamp() + make_interval(secs => $2) FROM unnest($1::text[]) AS u
       ON CONFLICT (url) DO UPDATE SET due_at = EXCLUDED.due_at`,
      [ours, graceMs / 1000],
    );
  }

  /** A restore pointed a record at these files again: they stay. Both are queued inside a transaction (sendOrQueue). */
  async keep(db: Db, urls: unknown[]): Promise<void> {
    const ours = urls.filter((u): u is string => this.store.nameOf(u) !== undefined);
    if (ours.length) await sendOrQueue(db, `DELETE FROM ${FILE_GC_TABLE} WHERE url = ANY($1::text[])`, [ours]);
  }

  /**
   * Removes the due files that nothing points at any more; how many went. `now` lets a test move the clock;
   * without it the database's own clock decides (the one that wrote `due_at`: a JavaScript Date, cut to the
   * millisecond, could still be before a due time written microseconds earlier).
   */
  async collect(db: Db, now?: Date, batch = 500): Promise<number> {
    const due = await db.query<{ url: string }>(
      `SELECT url FROM ${FILE_GC_TABLE} WHERE due_at <= COALESCE($1::timestamptz, clock_timestamp()) ORDER BY due_at LIMIT $2`,
      [now ? now.toISOString() : null, batch],
    );
    if (!due.length) return 0;
    const urls = due.map((d) => d.url);
    const used = new Set<string>();
    for (const { table, column } of this.uploads()) {
      for (const r of await db.query<{ u: string }>(`SELECT ${ident(column)} AS u FROM ${ident(table)} WHERE ${ident(column)} = ANY($1::text[])`, [urls])) used.add(r.u);
    }
    for (const r of await db.query<{ u: string }>(`SELECT DISTINCT unnest(files) AS u FROM ${TRASH_TABLE} WHERE files && $1::text[]`, [urls])) used.add(r.u);
    let removed = 0;
    for (const url of urls) {
      if (!used.has(url)) {
        try {
          await this.store.remove(url);
          removed += 1;
        } catch (e) {
          // Tried again at the next collection.
          this.log?.error({ err: e, url }, 'falha ao remover arquivo enviado');
          continue;
        }
      }
      await db.query(`DELETE FROM ${FILE_GC_TABLE} WHERE url = $1`, [url]);
    }
    return removed;
  }
}
