import { formatDate, formatMoney, phrases, type Panel, type PanelData, type ResourceDescriptor } from '../contract';

export type PanelUnit = PanelData['unit'];
type Cell = string | number | null | undefined;

const count = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** A panel's value as a person reads it: 12 → "12", 1234.56 (money) → "R$ 1.234,56", 0.375 (percent) → "37,5 %"; nothing → "—". */
export function panelValue(value: Cell, unit: PanelUnit): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') return unit === 'date' ? formatDate(value) : value;
  if (unit === 'money') return formatMoney(value);
  // A ratio (0,375) said as a percentage; the no-break space keeps "%" with its number.
  if (unit === 'percent') return `${percent.format(value * 100)}\u00a0%`;
  return count.format(value);
}

// No fraction digits unless needed ("R$ 20 mil"): Node's ICU otherwise keeps one of the currency's two ("R$ 20,0 mil").
const compactMoney = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });

/** A chart axis's tick, short enough for its margin: money as "R$ 120 mil", anything else as panelValue says it. */
export const axisValue = (value: number | null, unit: PanelUnit) => (unit === 'money' && typeof value === 'number' ? compactMoney.format(value) : panelValue(value, unit));

export type Band = 'below' | 'within' | 'above';

/** Where a value falls against a panel's thresholds (below low, above high, else within). */
export const bandOf = (value: number, { low, high }: { low: number; high: number }): Band => (value < low ? 'below' : value > high ? 'above' : 'within');

/** The band in words, so it is never told by colour alone: "abaixo de 70 %", "acima de 90 %", "na faixa". */
export function bandWords(band: Band, thresholds: { low: number; high: number }, unit: PanelUnit): string {
  if (band === 'below') return `abaixo de ${panelValue(thresholds.low, unit)}`;
  if (band === 'above') return `acima de ${panelValue(thresholds.high, unit)}`;
  return 'na faixa';
}

/** "Faixa: de 70 % a 90 %": the thresholds a chart marks, said under it. */
export const rangeWords = (thresholds: { low: number; high: number }, unit: PanelUnit) => `Faixa: de ${panelValue(thresholds.low, unit)} a ${panelValue(thresholds.high, unit)}`;

/**
 * Nothing to draw: no rows, and — but for a list, whose number only counts its rows (0) — no number either. The
 * panel then says so instead of an empty table or chart.
 */
export const isEmpty = (kind: Panel['kind'], data: PanelData) => data.rows.length === 0 && (kind === 'list' || data.value === undefined);

/** What an empty panel says: a list names what it lists ("Nenhuma locação no período."), others "Sem dados neste período". */
export function emptyWords(kind: Panel['kind'], data: PanelData, descriptors: readonly ResourceDescriptor[]): string {
  if (kind !== 'list') return 'Sem dados neste período';
  const listed = descriptors.find((d) => d.name === data.link?.resource);
  return listed ? phrases.noneInPeriod(listed) : 'Nenhum registro no período.';
}
