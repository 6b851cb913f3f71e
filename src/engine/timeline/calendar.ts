// The columns of a timeline: a calendar's periods as its records say (the bissemanas are data an administrator
// edits, never a rule here), or weeks and months, which every calendar agrees on and are computed.
import type { TimelineAnswer } from '../contract';

export type CalendarKind = 'periods' | 'weeks' | 'months';

/** A period of the calendar resource, as the timeline call answers it. */
export type Period = TimelineAnswer['periods'][number];

/** One column: its days, both included (ISO dates). */
export interface Column {
  key: string;
  label: string;
  start: string;
  end: string;
}

/** A bar as the timeline call answers it. */
export type Bar = TimelineAnswer['bars'][number];

const DAY_MS = 86_400_000;
const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];

const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
const utc = (year: number, month: number, day: number) => Date.UTC(year, month, day);
const two = (n: number) => String(n).padStart(2, '0');

/** Monday of ISO week 1: the week holding the year's 4th of January. */
function isoWeekOne(year: number): number {
  const fourth = utc(year, 0, 4);
  const weekday = (new Date(fourth).getUTCDay() + 6) % 7;
  return fourth - weekday * DAY_MS;
}

function weeks(year: number): Column[] {
  const first = isoWeekOne(year);
  const count = Math.round((isoWeekOne(year + 1) - first) / (7 * DAY_MS));
  return Array.from({ length: count }, (_, i) => {
    const start = first + i * 7 * DAY_MS;
    const label = `S${two(i + 1)}`;
    return { key: label, label, start: iso(start), end: iso(start + 6 * DAY_MS) };
  });
}

function months(year: number): Column[] {
  return MONTHS.map((label, m) => ({ key: `${year}-${two(m + 1)}`, label, start: iso(utc(year, m, 1)), end: iso(utc(year, m + 1, 0)) }));
}

/** The year's columns of a kind; the periods are those of `periods` that start in the year. */
export function calendarColumns(kind: CalendarKind, year: number, periods: readonly Period[]): Column[] {
  if (kind === 'weeks') return weeks(year);
  if (kind === 'months') return months(year);
  const prefix = `${year}-`;
  return periods.filter((p) => p.start.startsWith(prefix)).map((p) => ({ key: p.id, label: p.label, start: p.start, end: p.end }));
}

/** The days to ask the server for: every day a column of the year may show (a year's last period may end in January). */
export function calendarRange(kind: CalendarKind, year: number): { from: string; to: string } {
  if (kind === 'weeks') {
    const all = weeks(year);
    return { from: all[0].start, to: all[all.length - 1].end };
  }
  return { from: `${year}-01-01`, to: kind === 'months' ? `${year}-12-31` : `${year + 1}-01-31` };
}

/** The bars that meet a column, both days included. */
export function barsIn<B extends Pick<Bar, 'start' | 'end'>>(column: Pick<Column, 'start' | 'end'>, bars: readonly B[]): B[] {
  return bars.filter((b) => b.start <= column.end && b.end >= column.start);
}

/** "08/06" */
export const dayMonth = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}`;

/** Who holds a cell, in words: "Padaria Bom Pão (Confirmada)"; a bar with nothing to name it by is "ocupado". */
export function occupantsWords(occupants: readonly { title: string; status?: string }[]): string {
  return occupants.map((o) => `${o.title || 'ocupado'}${o.status ? ` (${o.status})` : ''}`).join('; ');
}

/** What a screen reader says of a cell: "Av. Paulista, 1000 — B24, 08/06 a 21/06: livre". */
export function cellLabel(rowTitle: string, column: Column, occupants: readonly { title: string; status?: string }[]): string {
  const whose = occupants.length ? occupantsWords(occupants) : 'livre';
  return `${rowTitle} — ${column.label}, ${dayMonth(column.start)} a ${dayMonth(column.end)}: ${whose}`;
}
