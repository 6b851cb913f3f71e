import { lazy, Suspense, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Panel, PanelData } from '../contract';
import { onServer } from '../core';
import { visuallyHidden } from '../ui';
import { CHART_HEIGHT } from './panelSizes';
import { PanelTable } from './PanelTable';
import { rangeWords } from './panelWords';

// The chart library is its own chunk, asked for only when a chart panel is drawn.
const PanelChart = lazy(() => import('./PanelChart'));

interface ChartBodyProps {
  panel: Panel;
  data: PanelData;
  rowTo(index: number): string | undefined;
}

/**
 * A chart, its thresholds in words, and its numbers as a table: out of sight but read by screen readers, shown
 * with "Ver tabela" to whoever prefers numbers.
 */
export function ChartBody({ panel, data, rowTo }: ChartBodyProps) {
  const [table, setTable] = useState(false);
  const tableId = useId();
  return (
    <Box>
      {/* The table says the same to a screen reader and a keyboard: the drawing is neither read nor focused (inert). */}
      <Box inert sx={{ height: CHART_HEIGHT }}>
        {/* Drawn by the server: the drawing's place, as the app draws it before its chunk has come (a chart is sized to
            its box, which a server cannot know: docs/decisions.md). */}
        {onServer ? (
          <Skeleton variant="rounded" height={CHART_HEIGHT} />
        ) : (
          <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
            <PanelChart title={panel.title} kind={panel.chart ?? 'bars'} data={data} />
          </Suspense>
        )}
      </Box>
      {data.thresholds && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {rangeWords(data.thresholds, data.unit)}
        </Typography>
      )}
      <Button size="small" aria-expanded={table} aria-controls={tableId} onClick={() => setTable((shown) => !shown)} sx={{ ml: -0.5 }}>
        {table ? 'Ocultar tabela' : 'Ver tabela'}
      </Button>
      <Box id={tableId} tabIndex={table ? 0 : undefined} sx={table ? { overflowX: 'auto' } : visuallyHidden}>
        <PanelTable label={panel.title} data={data} rowTo={rowTo} />
      </Box>
    </Box>
  );
}
