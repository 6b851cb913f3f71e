/**
 * The relative dates a dashboard panel's filters may say, read the same by `npm run check:schemas` and by the
 * server: `@hoje`, `@hoje+14`, `@hoje-30` (days from today), `@inicio` / `@fim` (the panel's window's first and
 * last day, `@inicio+1` too) and `@periodo` (the window as `AAAA-MM-DD/AAAA-MM-DD`, what `livre=` takes).
 */

/** The days a panel is computed for: today, and its window's first and last day (AAAA-MM-DD). */
export interface PanelDays {
  today: string;
  first: string;
  last: string;
}

const RELATIVE = /^@(hoje|inicio|fim)([+-]\d{1,4})?$/;
const DAY_MS = 86_400_000;

/** A day (AAAA-MM-DD) moved by `n` days. */
export const addDays = (day: string, n: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Whether a filter value is a relative date (and so written as one must be). */
export const isRelative = (raw: string) => raw.startsWith('@');

/** A relative date said right: one of the words above, with an optional number of days. */
export const isRelativeDate = (raw: string) => raw === '@periodo' || RELATIVE.test(raw);

/** A filter value as the list reads it: a relative date made a day (or a period); any other value as it is. */
export function resolvePanelValue(raw: string, days: PanelDays): string {
  if (raw === '@periodo') return `${days.first}/${days.last}`;
  const m = RELATIVE.exec(raw);
  if (!m) return raw;
  const base = m[1] === 'hoje' ? days.today : m[1] === 'inicio' ? days.first : days.last;
  return m[2] ? addDays(base, Number(m[2])) : base;
}

/** Every filter of a panel with its relative dates made days. */
export const resolvePanelFilters = (filters: Record<string, string> | undefined, days: PanelDays): Record<string, string> =>
  Object.fromEntries(Object.entries(filters ?? {}).map(([k, v]) => [k, resolvePanelValue(v, days)]));
