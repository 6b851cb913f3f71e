import type { FilterCondition, TimelineSpec } from '../../engine/contract';
import type { Resource } from '../model';
import type { Db } from './db';
import { filterSql } from './filterSql';
import { ident } from './sql';

/**
 * The SQL of the home page's figures (schemas/dashboard.json): each one query over a window of steps (periods or
 * months), grouped by step and, when asked, by a field. The records are selected by the list's own filters
 * (filterSql), so a figure counts exactly what its list shows and the list's indexes serve it.
 */

/** One step of a window: its first and last day (AAAA-MM-DD, both included). */
export interface PanelStep {
  first: string;
  last: string;
}

/** A number of one step (0-based) and one value of the `by` field (null: no `by`, or the field is empty). */
export interface StepValue {
  step: number;
  key: string | null;
  value: number;
}

/** A count or a sum over the records of `res` passing `filters`. */
export interface TotalSpec {
  filters: FilterCondition[];
  /** The number field summed; absent: a count. */
  sum?: string;
  /** The date field that places a record in a step; absent with one step: every record is in it. */
  date?: string;
  /** Each record's amount spread over its days [start, end]; only the days inside a step count there. */
  spread?: { start: string; end: string };
  by?: string;
}

type Where = (params: unknown[]) => string;

/**
 * A panel's text is the same at every computation (its values are parameters): PostgreSQL keeps it parsed and
 * planned on each connection. Planning cost more than running these small queries (the live home bench, demo data).
 */
const KEPT_PLANNED = { repeated: true } as const;

/** The window's steps as a relation w(a, b, i): first day, last day, step number from 1. */
const stepsSql = (params: unknown[], steps: PanelStep[]) =>
  `unnest($${params.push(steps.map((s) => s.first))}::text[], $${params.push(steps.map((s) => s.last))}::text[]) WITH ORDINALITY AS w(a, b, i)`;

/** The records whose [start, end] meets [first, last], said as the list's own range filters (their indexes). */
const meets = (start: string, end: string, first: string, last: string): FilterCondition[] => [
  { param: `${start}.lte`, field: start, op: 'lte', kind: 'date', value: last },
  { param: `${end}.gte`, field: end, op: 'gte', kind: 'date', value: first },
];

function whereOf(res: Resource, filters: FilterCondition[], extra: Where[] = []): Where {
  return (params) => {
    const conditions = [...filters.map((f) => filterSql(res, f, params)), ...extra.map((e) => e(params))];
    return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  };
}

/** Days of [a, b] inside [start, end] (dates are ISO text). */
const overlapDays = (start: string, end: string) => `(least(${end}::date, w.b::date) - greatest(${start}::date, w.a::date) + 1)`;

const byKey = (by: string | undefined, alias: string) => (by ? `${alias}.${ident(by)}::text` : 'NULL::text');

/** A count or a sum per step (and per `by` value): one query. */
export async function panelTotals(db: Db, res: Resource, spec: TotalSpec, steps: PanelStep[]): Promise<StepValue[]> {
  const params: unknown[] = [];
  const first = steps[0].first;
  const last = steps[steps.length - 1].last;
  const key = byKey(spec.by, 'r');
  let select: string;
  if (spec.spread) {
    const [s, e] = [spec.spread.start, spec.spread.end].map((f) => `r.${ident(f)}`);
    const where = whereOf(res, [...spec.filters, ...meets(spec.spread.start, spec.spread.end, first, last)], [() => `${ident(spec.spread!.start)} <= ${ident(spec.spread!.end)}`]);
    const amount = spec.sum ? `coalesce(r.${ident(spec.sum)}, 0)::float8 * ${overlapDays(s, e)} / (${e}::date - ${s}::date + 1)` : '1';
    select = `SELECT w.i::int AS step, ${key} AS key, sum(${amount})::float8 AS value
      FROM (SELECT * FROM ${ident(res.table)} ${where(params)}) r JOIN ${stepsSql(params, steps)} ON ${s} <= w.b AND ${e} >= w.a
      GROUP BY 1, 2`;
  } else {
    const where = whereOf(res, spec.filters);
    const amount = spec.sum ? `coalesce(sum(r.${ident(spec.sum)}), 0)::float8` : 'count(*)::float8';
    const placed = spec.date ? `ON r.${ident(spec.date)} >= w.a AND r.${ident(spec.date)} <= w.b` : 'ON true';
    select = `SELECT w.i::int AS step, ${key} AS key, ${amount} AS value
      FROM (SELECT * FROM ${ident(res.table)} ${where(params)}) r JOIN ${stepsSql(params, steps)} ${placed}
      GROUP BY 1, 2`;
  }
  const rows = await db.query<{ step: number; key: string | null; value: number }>(select, params, KEPT_PLANNED);
  return rows.map((r) => ({ step: Number(r.step) - 1, key: r.key, value: Number(r.value) }));
}

/** What an occupancy reads: the timeline's resource and declaration, the rows' resource and its filters. */
export interface OccupancySpec {
  res: Resource;
  timeline: TimelineSpec;
  rows: Resource;
  rowFilters: FilterCondition[];
  by?: string;
}

/** An occupancy's numbers: occupied row-days per step (and key), and how many rows there are (per key). */
export interface Occupancy {
  occupied: StepValue[];
  /** Each row available every day of a step. */
  rows: { key: string | null; value: number }[];
}

/**
 * Occupied row-days per step (and `by` value of the row): the days each record not of a free status holds
 * inside the step, summed. The rule that no two records of a row overlap makes that a count of days. The rows
 * counted in the same statement (a row of step NULL per key): one round trip, not two.
 */
export async function occupancy(db: Db, spec: OccupancySpec, steps: PanelStep[]): Promise<Occupancy> {
  const { res, timeline: t, rows } = spec;
  const params: unknown[] = [];
  const first = steps[0].first;
  const last = steps[steps.length - 1].last;
  const [s, e] = [`r.${ident(t.start)}`, `r.${ident(t.end)}`];
  const held: Where[] = [() => `${ident(t.start)} <= ${ident(t.end)}`];
  if (t.status && t.free?.length) held.push((p) => `(${ident(t.status!)} IS NULL OR NOT (${ident(t.status!)} = ANY ($${p.push(t.free)}::text[])))`);
  const rowWhere = whereOf(rows, spec.rowFilters);
  const where = whereOf(res, meets(t.start, t.end, first, last), held);
  const found = await db.query<{ step: number | null; key: string | null; value: number }>(
    `WITH o AS (SELECT id, ${byKey(spec.by, ident(rows.table))} AS k FROM ${ident(rows.table)} ${rowWhere(params)})
     SELECT w.i::int AS step, o.k AS key, sum(${overlapDays(s, e)})::float8 AS value
     FROM (SELECT * FROM ${ident(res.table)} ${where(params)}) r
     JOIN o ON o.id = r.${ident(t.row)}
     JOIN ${stepsSql(params, steps)} ON ${s} <= w.b AND ${e} >= w.a
     GROUP BY 1, 2
     UNION ALL SELECT NULL, k, count(*)::float8 FROM o GROUP BY 2`,
    params,
    KEPT_PLANNED,
  );
  const [counted, occupied] = [found.filter((r) => r.step === null), found.filter((r) => r.step !== null)];
  return {
    occupied: occupied.map((r) => ({ step: Number(r.step) - 1, key: r.key, value: Number(r.value) })),
    rows: counted.map((r) => ({ key: r.key, value: Number(r.value) })),
  };
}

/** The calendar's periods from the one `at` falls in (or the next, between two) on: `skip` of them passed over, then `take`. */
export async function calendarSteps(db: Db, calendar: Resource, c: { label: string; start: string; end: string }, at: string, skip: number, take: number) {
  return db.query<{ label: string; first: string; last: string }>(
    `SELECT ${ident(c.label)}::text AS label, ${ident(c.start)}::text AS first, ${ident(c.end)}::text AS last FROM ${ident(calendar.table)}
     WHERE ${ident(c.end)} >= $1::text AND ${ident(c.start)} <= ${ident(c.end)} ORDER BY ${ident(c.start)}, id OFFSET $2 LIMIT $3`,
    [at, skip, take],
    KEPT_PLANNED,
  );
}
