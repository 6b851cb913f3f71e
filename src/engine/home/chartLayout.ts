import { nice, ticks } from 'd3-array';
import type { PanelUnit } from './panelWords';

/** The axis labels' size (px) and the height of one line of them. */
export const FONT = 12;
export const LINE = 14;
/** A slanted category label is cut after this many characters ("Mobiliário urbano…"): the table has it whole. */
const SLANT_CHARS = 18;
/** The most lines a wrapped category label takes. */
const MAX_LINES = 4;
export const SIN45 = Math.SQRT1_2;

/**
 * A label's width at 12 px, estimated (Roboto averages a little over half an em): there is no layout to measure
 * in before drawing, and the estimate is the same in a test. A bit generous, so labels never touch.
 */
export const textWidth = (text: string) => text.length * 6.3;

export interface ValueAxis {
  min: number;
  max: number;
  ticks: number[];
}

/**
 * The value axis: from zero (bars measured from anything else mislead), up to at least the high threshold so both
 * lines are drawn — a percentage up to 100 %, anything else a tenth above it for the line's label — at round
 * steps (d3's ticks: 1, 2 or 5 times a power of ten) about `count` of them, whole ones for a count or money.
 */
export function valueAxis(values: number[], thresholds: { low: number; high: number } | undefined, unit: PanelUnit, count: number): ValueAxis {
  const percent = unit === 'percent';
  const lowest = Math.min(0, ...values);
  let highest = Math.max(0, ...values);
  if (thresholds) highest = percent ? Math.max(1, highest, thresholds.high) : Math.max(highest, thresholds.high) * 1.1;
  // Nothing but zeros: an axis up to 1 (or 100 %), not a flat line of nothing.
  if (highest === lowest) highest = lowest + 1;
  const [min, max] = nice(lowest, highest, count);
  // A count is never a fraction ("0,5" records is no tick), and cents are noise on a money axis ("R$ 0,2").
  const whole = unit === 'count' || unit === 'money';
  return { min, max, ticks: ticks(min, max, count).filter((t) => !whole || Number.isInteger(t)) };
}

export interface CategoryLabels {
  /** flat: one line each; wrapped: up to four lines each; slanted: at 45°, cut to SLANT_CHARS, every `every`-th shown. */
  mode: 'flat' | 'wrapped' | 'slanted';
  /** Each label's lines (one for flat and slanted). */
  lines: string[][];
  every: number;
  /** The room they take under the axis, px. */
  height: number;
}

/** Words put on lines no wider than `width`, greedily; undefined when a word alone is wider. */
function wrap(label: string, width: number): string[] | undefined {
  const lines: string[] = [];
  for (const word of label.split(/\s+/).filter(Boolean)) {
    if (textWidth(word) > width) return undefined;
    const last = lines.at(-1);
    if (last !== undefined && textWidth(`${last} ${word}`) <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/**
 * How the categories are written under a slot `step` px wide so no two overlap: on one line if they fit, on up to
 * four lines at word breaks if that fits in less room than slanting, else slanted at 45° (cut when long) and, where the slots are narrower
 * than a line, only every second (third…) one.
 */
export function categoryLabels(labels: string[], step: number): CategoryLabels {
  const room = step - 6;
  if (labels.every((l) => textWidth(l) <= room)) return { mode: 'flat', lines: labels.map((l) => [l]), every: 1, height: LINE + 8 };
  const cut = labels.map((l) => (l.length > SLANT_CHARS ? `${l.slice(0, SLANT_CHARS - 1).trimEnd()}…` : l));
  // Neighbours at 45° are step × sin 45° apart, measured across the text: at least a line.
  const every = Math.max(1, Math.ceil(LINE / (step * SIN45)));
  const slanted: CategoryLabels = { mode: 'slanted', lines: cut.map((l) => [l]), every, height: Math.ceil((Math.max(...cut.map(textWidth)) + FONT) * SIN45) + 10 };
  // Wrapped whole, when every word fits its slot and that takes no more room than slanting (and cutting) would.
  const wrapped = labels.map((l) => wrap(l, room));
  if (wrapped.every((w) => w && w.length <= MAX_LINES)) {
    const lines = wrapped as string[][];
    const height = LINE * Math.max(...lines.map((l) => l.length)) + 8;
    if (height <= slanted.height) return { mode: 'wrapped', lines, every: 1, height };
  }
  return slanted;
}
