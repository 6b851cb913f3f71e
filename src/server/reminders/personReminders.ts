import type { Reminder } from '../../engine/contract';
import { REMINDERS_TABLE, type Db } from '../db';

/** Reminders a person's list shows, newest first. */
export const REMINDERS_SHOWN = 50;

type Row = { id: string; resource: string; record_id: string; reminder: string; about: string; title: string; message: string; created_at: Date | string; read_at: Date | null };

/** A person's reminders (their newest REMINDERS_SHOWN) and how many of all theirs are unread. */
export async function remindersOf(db: Db, personId: string): Promise<{ items: Reminder[]; unread: number }> {
  const rows = await db.query<Row>(`SELECT * FROM ${REMINDERS_TABLE} WHERE person_id = $1 ORDER BY id DESC LIMIT $2`, [personId, REMINDERS_SHOWN]);
  const items = rows.map((r) => ({
    id: String(r.id),
    resource: r.resource,
    recordId: r.record_id,
    reminder: r.reminder,
    about: r.about,
    title: r.title,
    message: r.message,
    createdAt: new Date(r.created_at).toISOString(),
    read: r.read_at !== null,
  }));
  return { items, unread: await unreadOf(db, personId) };
}

export async function unreadOf(db: Db, personId: string): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${REMINDERS_TABLE} WHERE person_id = $1 AND read_at IS NULL`, [personId]);
  return n;
}

/** Marks one of the person's reminders read (`id`), or all of them: false when `id` is not one of theirs. */
export async function markRead(db: Db, personId: string, id?: string): Promise<boolean> {
  if (id === undefined) {
    await db.query(`UPDATE ${REMINDERS_TABLE} SET read_at = clock_timestamp() WHERE person_id = $1 AND read_at IS NULL`, [personId]);
    return true;
  }
  if (!/^\d{1,18}$/.test(id)) return false;
  const rows = await db.query(`UPDATE ${REMINDERS_TABLE} SET read_at = coalesce(read_at, clock_timestamp()) WHERE person_id = $1 AND id = $2 RETURNING id`, [personId, id]);
  return rows.length > 0;
}
