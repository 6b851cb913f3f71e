import Box from '@mui/material/Box';
import type { ChartSeries } from './chartSeries';

/** Which colour is which series, over the chart when it draws more than one: a line's stroke or a bar's square. */
export function ChartLegend({ series, lines }: { series: ChartSeries[]; lines: boolean }) {
  return (
    <Box
      component="ul"
      data-legend
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.25, m: 0, mb: 1, p: 0, listStyle: 'none', typography: 'caption', color: 'text.secondary' }}
    >
      {series.map((s) => (
        <Box component="li" key={s.key} sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
          <svg width={16} height={10} aria-hidden>
            {lines ? (
              <line x1={0} x2={16} y1={5} y2={5} strokeWidth={2} strokeDasharray={s.dash} style={{ stroke: s.color }} />
            ) : (
              <rect width={10} height={10} x={3} rx={2} style={{ fill: s.color }} />
            )}
          </svg>
          {s.label}
        </Box>
      ))}
    </Box>
  );
}
