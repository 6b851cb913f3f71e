import Box from '@mui/material/Box';
import { useTheme, type Theme } from '@mui/material/styles';
import type { Panel, PanelData } from '../contract';
import { categoryLabels, FONT, LINE, SIN45, textWidth, valueAxis } from './chartLayout';
import { ChartLegend } from './ChartLegend';
import { chartSeries } from './chartSeries';
import { CHART_HEIGHT } from './panelSizes';
import { axisValue, panelValue } from './panelWords';
import { useBoxSize } from './useBoxSize';

interface PanelChartProps {
  /** The panel's title (the drawing itself is hidden from screen readers: its table speaks). */
  title: string;
  kind: NonNullable<Panel['chart']>;
  data: PanelData;
}

/** The widest a bar is drawn: a wide panel of three bars stays a chart, not three walls. */
const MAX_BAR = 48;

/**
 * A threshold's label in its line's colour, darker on light paper and lighter on dark so it reads (the scheme is
 * a class on <html>, known to CSS only).
 */
const thresholdLabels = (theme: Theme) => {
  const { warning, info } = (theme.vars ?? theme).palette;
  return {
    '& [data-threshold="low"] text': { fill: warning.dark },
    '& [data-threshold="high"] text': { fill: info.dark },
    ...theme.applyStyles('dark', { '& [data-threshold="low"] text': { fill: warning.light }, '& [data-threshold="high"] text': { fill: info.light } }),
  };
};

/**
 * A chart panel's drawing, in SVG, its own chunk: the category column along the axis, each series column as
 * bars or a line in the theme's colours (light and dark), the value axis from zero in the panel's unit, the
 * thresholds as dashed lines labelled with their value, a legend when there is more than one series. No tooltip
 * or hover: the table under it has the numbers, and the drawing is inert. Sized to its box (a third of the page,
 * or a phone), with the categories' labels flat, wrapped or slanted so none overlaps (chartLayout).
 */
export default function PanelChart({ kind, data }: PanelChartProps) {
  const theme = useTheme();
  // The theme's CSS variables where it has them: one drawing right in light and dark.
  const palette = (theme.vars ?? theme).palette;
  const [box, boxRef] = useBoxSize<HTMLDivElement>({ width: 320, height: CHART_HEIGHT });
  const series = chartSeries(data, palette);
  const category = data.category ?? data.columns[0]?.key ?? '';
  const categoryUnit = data.columns.find((c) => c.key === category)?.unit ?? 'text';
  const rows = data.rows;

  const values = rows.flatMap((row) => series.map((s) => row[s.key])).filter((v): v is number => typeof v === 'number');
  const axis = valueAxis(values, data.thresholds, data.unit, Math.max(2, Math.floor(box.height / 48)));
  const tickTexts = axis.ticks.map((t) => axisValue(t, data.unit));
  const names = rows.map((row) => panelValue(row[category], categoryUnit));
  const top = 10;
  // The thresholds' labels in a margin of their own at the right, level with their lines: never over a bar or a point.
  const right = data.thresholds ? Math.ceil(Math.max(textWidth(panelValue(data.thresholds.low, data.unit)), textWidth(panelValue(data.thresholds.high, data.unit)))) + 8 : 6;
  let left = Math.ceil(Math.max(...tickTexts.map(textWidth))) + 10;
  let plotWidth = Math.max(1, box.width - left - right);
  let step = plotWidth / Math.max(1, rows.length);
  let labels = categoryLabels(names, step);
  // The first slanted label hangs left of its bar: room for it, then the slots again.
  const hang = labels.mode === 'slanted' ? Math.ceil((textWidth(labels.lines[0][0]) + FONT) * SIN45 - step / 2) : 0;
  if (hang > left) {
    left = hang;
    plotWidth = Math.max(1, box.width - left - right);
    step = plotWidth / Math.max(1, rows.length);
    labels = categoryLabels(names, step);
  }
  const plotHeight = Math.max(1, box.height - top - labels.height);
  const y = (v: number) => top + (plotHeight * (axis.max - v)) / (axis.max - axis.min || 1);
  const x = (i: number) => left + step * (i + 0.5);
  const zero = y(Math.max(axis.min, Math.min(0, axis.max)));
  const bottom = top + plotHeight;
  const barWidth = Math.min(MAX_BAR, (step * 0.7) / Math.max(1, series.length));
  // Colours as style, not attributes: an SVG attribute cannot name a CSS variable.
  const text = { fontSize: FONT, fontFamily: 'inherit', style: { fill: palette.text.secondary } };
  const thresholds = data.thresholds && [
    { band: 'low', value: data.thresholds.low, line: palette.warning.main, at: y(data.thresholds.low) },
    { band: 'high', value: data.thresholds.high, line: palette.info.main, at: y(data.thresholds.high) },
  ];
  // Two thresholds closer than a line of text: their labels moved apart, each half the shortfall.
  const apart = thresholds ? Math.max(0, LINE - (thresholds[0].at - thresholds[1].at)) / 2 : 0;

  return (
    <Box sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      {series.length > 1 && <ChartLegend series={series} lines={kind === 'lines'} />}
      <Box ref={boxRef} sx={[{ flex: 1, minHeight: 0, position: 'relative' }, thresholdLabels]}>
        <svg width={box.width} height={box.height} style={{ position: 'absolute', inset: 0, overflow: 'visible' }} aria-hidden>
          {axis.ticks.map((t, i) => (
            <g key={t}>
              <line x1={left} x2={left + plotWidth} y1={y(t)} y2={y(t)} style={{ stroke: palette.divider }} />
              <text data-tick x={left - 8} y={y(t)} dy="0.32em" textAnchor="end" {...text}>
                {tickTexts[i]}
              </text>
            </g>
          ))}
          {kind === 'bars'
            ? series.map((s, k) =>
                rows.map((row, i) => {
                  const v = row[s.key];
                  if (typeof v !== 'number') return null;
                  const at = x(i) - (barWidth * series.length) / 2 + barWidth * k;
                  return <rect key={`${s.key}-${i}`} data-bar x={at + 0.5} width={Math.max(1, barWidth - 1)} y={Math.min(y(v), zero)} height={Math.abs(y(v) - zero)} rx={2} style={{ fill: s.color }} />;
                }),
              )
            : series.map((s) => {
                // A missing value breaks the line: straight segments between counted periods only (a smoothed or
                // bridged curve would draw values nobody counted).
                const d = rows.map((row, i) => {
                  const v = row[s.key];
                  if (typeof v !== 'number') return '';
                  return `${typeof rows[i - 1]?.[s.key] === 'number' ? 'L' : 'M'}${x(i)},${y(v)}`;
                });
                return (
                  <g key={s.key}>
                    <path data-line={s.label} d={d.join('')} fill="none" style={{ stroke: s.color }} strokeWidth={2} strokeDasharray={s.dash} strokeLinejoin="round" />
                    {rows.map((row, i) => {
                      const v = row[s.key];
                      return typeof v === 'number' && <circle key={i} cx={x(i)} cy={y(v)} r={3} style={{ fill: palette.background.paper, stroke: s.color }} strokeWidth={2} />;
                    })}
                  </g>
                );
              })}
          <line x1={left} x2={left + plotWidth} y1={zero} y2={zero} style={{ stroke: palette.text.secondary }} />
          {thresholds?.map((t) => (
            <g key={t.band} data-threshold={t.band}>
              <line x1={left} x2={left + plotWidth} y1={t.at} y2={t.at} style={{ stroke: t.line }} strokeWidth={1.5} strokeDasharray="6 4" />
              <text x={left + plotWidth + 4} y={t.at + (t.band === 'low' ? apart : -apart)} dy="0.32em" fontSize={FONT} fontFamily="inherit">
                {panelValue(t.value, data.unit)}
              </text>
            </g>
          ))}
          {labels.lines.map((lines, i) =>
            i % labels.every ? null : labels.mode === 'slanted' ? (
              <text key={i} data-category transform={`translate(${x(i)},${bottom + 8}) rotate(-45)`} dy="0.32em" textAnchor="end" {...text}>
                {lines[0]}
              </text>
            ) : (
              <text key={i} data-category x={x(i)} y={bottom + 6} textAnchor="middle" {...text}>
                {lines.map((line, j) => (
                  <tspan key={j} x={x(i)} dy={j ? LINE : '1em'}>
                    {line}
                  </tspan>
                ))}
              </text>
            ),
          )}
        </svg>
      </Box>
    </Box>
  );
}
