import { DISPLAY_TIME_ZONE, type ReminderRule } from '../../engine/contract';
import { ident, type Db } from '../db';
import type { Resource } from '../model';

/** A record a reminder is due on: its values as the API names them, and the day it is about. */
export interface DueRecord {
  values: Record<string, unknown>;
  about: string;
}

/** "2026-12-01" moved by `days` (negative: back), as a calendar date (no time zone involved). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The records of `res` a reminder is due on `today` (AAAA-MM-DD): its date within `within` days ahead or at
 * least `after` days past, its `when` met and its `unless` not. Dates are stored as AAAA-MM-DD text, compared
 * as such; createdAt is the day it was created in São Paulo.
 */
export async function dueRecords(db: Db, res: Resource, rule: ReminderRule, today: string): Promise<DueRecord[]> {
  const params: unknown[] = [];
  const $ = (v: unknown) => `$${params.push(v)}`;
  const day = rule.date === 'createdAt' ? `to_char(t.created_at AT TIME ZONE ${$(DISPLAY_TIME_ZONE)}, 'YYYY-MM-DD')` : `t.${ident(rule.date)}`;
  const where = [rule.within !== undefined ? `${day} BETWEEN ${$(today)} AND ${$(addDays(today, rule.within))}` : `${day} <= ${$(addDays(today, -rule.after!))}`];
  if (rule.when) where.push(`t.${ident(rule.when.field)}::text = ANY(${$(rule.when.in)}::text[])`);
  if (rule.unless) where.push(`(t.${ident(rule.unless.field)} IS NULL OR NOT t.${ident(rule.unless.field)}::text = ANY(${$(rule.unless.in)}::text[]))`);
  const rows = await db.query<{ j: Record<string, unknown>; about: string }>(
    `SELECT to_jsonb(t.*) - ${$([...res.secrets])}::text[] AS j, ${day} AS about FROM ${ident(res.table)} t WHERE ${where.join(' AND ')} ORDER BY ${day}, t.id`,
    params,
  );
  return rows.map(({ j, about }) => ({ values: { ...j, createdAt: j.created_at, updatedAt: j.updated_at }, about }));
}
