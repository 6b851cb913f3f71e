import type { PanelData } from '../contract';

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  /** A line's dash once the theme's colours have all been used (a seventh city is told apart by its dashes). */
  dash?: string;
}

/**
 * Each series column, in the theme's colours (its CSS variables: light and dark each their own): the ones the thresholds use
 * (warning 70 %, info 90 %) last, so a chart of up to four series never shares a colour with a threshold line.
 */
export function chartSeries(data: PanelData, palette: Record<'primary' | 'secondary' | 'success' | 'error' | 'info' | 'warning', { main: string }>): ChartSeries[] {
  const colors = [palette.primary.main, palette.secondary.main, palette.success.main, palette.error.main, palette.info.main, palette.warning.main];
  const labels = new Map(data.columns.map((c) => [c.key, c.label]));
  return (data.series ?? []).map((key, i) => ({
    key,
    label: labels.get(key) ?? key,
    color: colors[i % colors.length],
    dash: i < colors.length ? undefined : '5 3',
  }));
}
