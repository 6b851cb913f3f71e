import { useTheme } from '@mui/material/styles';
import { BarPlot } from '@mui/x-charts/BarChart';
import { ChartsDataProvider } from '@mui/x-charts/ChartsDataProvider';
import { ChartsLegend } from '@mui/x-charts/ChartsLegend';
import { ChartsReferenceLine } from '@mui/x-charts/ChartsReferenceLine';
import { ChartsSurface } from '@mui/x-charts/ChartsSurface';
import { ChartsWrapper } from '@mui/x-charts/ChartsWrapper';
import { ChartsXAxis } from '@mui/x-charts/ChartsXAxis';
import { ChartsYAxis } from '@mui/x-charts/ChartsYAxis';
import { LinePlot, MarkPlot } from '@mui/x-charts/LineChart';
import type { Panel, PanelData } from '../contract';
import { CHART_HEIGHT } from './panelSizes';
import { axisValue, panelValue } from './panelWords';

/** The library's own words, should it show any here (its defaults are English). */
const LOCALE_TEXT = { noData: 'Sem dados neste período', loading: 'Carregando…' };

/**
 * The value axis from zero (bars measured from anything else mislead), up to at least the high threshold, so
 * both lines are always drawn: a percentage up to 100 %, else a tenth above the threshold.
 */
function valueRange(data: PanelData): { min?: number; max?: number } {
  const values = data.rows.flatMap((row) => (data.series ?? []).map((key) => row[key])).filter((v): v is number => typeof v === 'number');
  const lowest = Math.min(0, ...values);
  if (!data.thresholds) return { min: lowest };
  const highest = Math.max(...values, data.thresholds.high);
  return { min: lowest, max: data.unit === 'percent' ? Math.max(1, highest) : highest * 1.1 };
}

interface PanelChartProps {
  /** The panel's title (the drawing itself is hidden from screen readers: its table speaks). */
  title: string;
  kind: NonNullable<Panel['chart']>;
  data: PanelData;
}

/**
 * A chart panel's drawing, its own chunk (@mui/x-charts loads only with it). Composed from the library's parts
 * rather than its BarChart/LineChart: no tooltip, toolbar or highlight (the table under it has the numbers), a
 * smaller chunk. The category column along the axis, each series column as bars or a line in the theme's colours
 * (light and dark), the thresholds as dashed lines labelled with their value, a legend when there is more than one series.
 */
export default function PanelChart({ kind, data }: PanelChartProps) {
  const { palette } = useTheme();
  const columns = new Map(data.columns.map((c) => [c.key, c]));
  const category = data.category ?? data.columns[0]?.key ?? '';
  const type = kind === 'lines' ? ('line' as const) : ('bar' as const);
  const series = (data.series ?? []).map((key) => {
    const unit = columns.get(key)?.unit ?? data.unit;
    // Straight segments between the periods: a smoothed curve would draw values nobody counted.
    return { type, curve: 'linear' as const, dataKey: key, label: columns.get(key)?.label ?? key, valueFormatter: (v: number | null) => panelValue(v, unit) };
  });
  const thresholds = data.thresholds && [
    { y: data.thresholds.low, color: palette.warning.main },
    { y: data.thresholds.high, color: palette.info.main },
  ];
  return (
    <ChartsDataProvider
      dataset={data.rows as Record<string, string | number | null>[]}
      series={series}
      height={CHART_HEIGHT - (series.length > 1 ? 32 : 0)}
      colors={[palette.primary.main, palette.secondary.main, palette.success.main, palette.warning.main]}
      xAxis={[{ scaleType: kind === 'lines' ? 'point' : 'band', dataKey: category }]}
      yAxis={[{ valueFormatter: (v: number | null) => axisValue(v, data.unit), width: data.unit === 'money' ? 80 : 56, ...valueRange(data) }]}
      localeText={LOCALE_TEXT}
    >
      <ChartsWrapper legendPosition={{ vertical: 'top', horizontal: 'start' }} hideLegend={series.length < 2}>
        {series.length > 1 && <ChartsLegend />}
        <ChartsSurface>
          {kind === 'lines' ? (
            <>
              <LinePlot />
              <MarkPlot />
            </>
          ) : (
            <BarPlot />
          )}
          <ChartsXAxis />
          <ChartsYAxis />
          {thresholds?.map((t) => (
            <ChartsReferenceLine key={t.y} y={t.y} label={panelValue(t.y, data.unit)} labelAlign="end" lineStyle={{ stroke: t.color, strokeDasharray: '6 4' }} labelStyle={{ fill: t.color, fontSize: 12 }} />
          ))}
        </ChartsSurface>
      </ChartsWrapper>
    </ChartsDataProvider>
  );
}
