import type { TimelineCalendar, TimelineSpec } from '../../engine/contract';
import type { Resource } from '../model';
import type { Db } from './db';
import { ident } from './sql';

type Values = Record<string, unknown>;

/**
 * The records of `res` on these rows that meet [from, to] (dates are ISO text: compared as text), but those whose
 * status frees the cell; by row and start. Each whole, as stored: its title may name any field.
 */
export async function timelineBars(db: Db, res: Resource, spec: TimelineSpec, rowIds: string[], from: string, to: string): Promise<Values[]> {
  if (!rowIds.length) return [];
  const [row, start, end] = [spec.row, spec.start, spec.end].map(ident);
  const params: unknown[] = [rowIds, from, to];
  const free = spec.status && spec.free?.length ? ` AND (${ident(spec.status)} IS NULL OR NOT (${ident(spec.status)} = ANY ($${params.push(spec.free)}::text[])))` : '';
  const found = await db.query<{ j: Values }>(
    `SELECT to_jsonb(t.*) AS j FROM ${ident(res.table)} t
     WHERE ${row} = ANY ($1::text[]) AND ${end} >= $2::text AND ${start} <= $3::text${free}
     ORDER BY ${row}, ${start}, id`,
    params,
  );
  return found.map((f) => f.j);
}

/** The calendar's periods that meet [from, to], in order. */
export async function timelinePeriods(db: Db, res: Resource, c: TimelineCalendar, from: string, to: string): Promise<{ id: string; label: string; start: string; end: string }[]> {
  return db.query(
    `SELECT id, ${ident(c.label)}::text AS label, ${ident(c.start)}::text AS start, ${ident(c.end)}::text AS "end" FROM ${ident(res.table)}
     WHERE ${ident(c.end)} >= $1::text AND ${ident(c.start)} <= $2::text ORDER BY ${ident(c.start)}, id`,
    [from, to],
  );
}

/** The index the bars are read by: a row's records, those ending from a day on (the past is the bulk of them). */
export const timelineIndex = (spec: TimelineSpec) => `(${[spec.row, spec.end, spec.start].map(ident).join(', ')})`;
