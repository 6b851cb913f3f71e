import type { Dashboard, DashboardPanel } from '../../../engine/contract';
import { calendarSteps, type Db, type PanelStep } from '../../db';
import type { Registry } from '../../model';

/** A step of a panel's window, named as its row of the table says it ("B48", "nov/2026"). */
export interface NamedStep extends PanelStep {
  label: string;
}

/** What a panel's numbers are about: its steps, how the whole is named, and what the steps' column is called. */
export interface PanelWindow {
  steps: NamedStep[];
  /** "B48 · 23/11 a 06/12"; undefined when no step was found (no period in the calendar). */
  label?: string;
  column: string;
}

const MONTHS = ['jan', 'fev', 'mar', 'abr', 'mai', 'jun', 'jul', 'ago', 'set', 'out', 'nov', 'dez'];
const pad = (n: number) => String(n).padStart(2, '0');
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** `count` months from `from` months after the month of `at`. */
function months(at: string, from: number, count: number): NamedStep[] {
  const [y, m] = [Number(at.slice(0, 4)), Number(at.slice(5, 7)) - 1];
  return Array.from({ length: count }, (_, i) => {
    const start = new Date(Date.UTC(y, m + from + i, 1));
    const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0));
    const first = `${start.getUTCFullYear()}-${pad(start.getUTCMonth() + 1)}-01`;
    return { first, last: `${first.slice(0, 8)}${pad(end.getUTCDate())}`, label: `${MONTHS[start.getUTCMonth()]}/${start.getUTCFullYear()}` };
  });
}

/** How many periods from the current one the declared panels reach (a window of six from the next: 7). */
export function periodsReach(dashboard: Dashboard): number {
  const reach = dashboard.panels.map((p) => (!p.window || p.window.unit === 'period' ? Math.max(0, p.window?.from ?? 0) + (p.window?.count ?? 1) : 0));
  return Math.max(1, ...reach);
}

/** The calendar's first `reach` periods on the day `at`: the one it falls in (or the next, between two) on. */
export function readPeriods(db: Db, registry: Registry, reach: number) {
  return async (at: string): Promise<NamedStep[]> => {
    const c = registry.calendar;
    return c ? calendarSteps(db, registry.get(c.resource), c, at, 0, reach) : [];
  };
}

/**
 * The panel's window on the day `at`: its `count` periods of the calendar (the one `at` falls in is step 0, of
 * `periods(at)`) or months, from `from` on; without a window, the current period (or month, with no calendar).
 * `together` makes them one step.
 */
export async function panelWindow(periods: (at: string) => Promise<NamedStep[]>, registry: Registry, panel: DashboardPanel, at: string): Promise<PanelWindow> {
  const calendarOf = registry.dashboard.calendar;
  const spec = panel.window ?? { unit: calendarOf ? ('period' as const) : ('month' as const) };
  const [from, count] = [spec.from ?? 0, spec.count ?? 1];
  // Periods before the current one are not asked for (from ≥ 0 in every declared window so far).
  const steps = spec.unit === 'month' ? months(at, from, count) : (await periods(at)).slice(Math.max(0, from), Math.max(0, from) + count);
  // A panel that declares no window, on a day no period of the calendar covers (a new installation), counts over
  // the current month rather than saying nothing: "Reservas não confirmadas" is 0, not "Sem dados".
  if (!steps.length && !panel.window && spec.unit === 'period') return panelWindow(periods, registry, { ...panel, window: { unit: 'month' } }, at);
  const column = spec.unit === 'month' ? 'Mês' : 'Período';
  if (!steps.length) return { steps, column };
  const [a, b] = [steps[0], steps[steps.length - 1]];
  const label = a === b ? a.label : `${a.label} a ${b.label}`;
  const whole = `${label} · ${dayMonth(a.first)} a ${dayMonth(b.last)}`;
  if (spec.together) return { steps: [{ first: a.first, last: b.last, label }], label: whole, column };
  return { steps, label: whole, column };
}
