import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { Panel, PanelData } from '../contract';
import { useEngine } from '../core';
import { ChartBody } from './ChartBody';
import { FigureBody } from './FigureBody';
import { CHART_HEIGHT, FIGURE_HEIGHT } from './panelSizes';
import { PanelTable } from './PanelTable';
import { emptyWords, isEmpty } from './panelWords';
import { usePanelNumbers } from './usePanelNumbers';

/** While a panel loads: grey shapes of the size it will have, so nothing below it moves when it arrives. */
function PanelSkeleton({ panel }: { panel: Panel }) {
  const label = `Carregando ${panel.title}`;
  if (panel.kind === 'chart') return <Skeleton variant="rounded" height={CHART_HEIGHT} aria-label={label} />;
  if (panel.kind === 'list')
    return (
      <Stack spacing={1} aria-label={label}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={28} />
        ))}
      </Stack>
    );
  return (
    <Stack spacing={1} aria-label={label} sx={{ height: FIGURE_HEIGHT }}>
      <Skeleton variant="text" width={140} sx={{ fontSize: '2.125rem' }} />
      <Skeleton variant="text" width={180} />
    </Stack>
  );
}

/**
 * A panel with numbers (figure, chart, list): its title, what it shows once read — or that it is loading, empty
 * or could not be read (then "Tentar de novo"; the other panels go on) — and its ways out: "Ver lista", the list
 * behind it, and "Exportar CSV". `inline`: its numbers as the panel list brought them, if it did.
 */
export function NumbersPanel({ panel, inline }: { panel: Panel; inline?: PanelData }) {
  const numbers = usePanelNumbers(panel, inline);
  const { descriptors } = useEngine();
  const headingId = useId();
  const { data } = numbers;
  return (
    <Card
      component="section"
      aria-labelledby={headingId}
      variant="outlined"
      // Which panel, and whether it is drawn yet: what the bench (homeFirstPanel) and the e2e journey wait for.
      data-panel={panel.id}
      data-state={numbers.failed ? 'failed' : data ? 'drawn' : 'loading'}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', minWidth: 0 }}
    >
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {panel.title}
        </Typography>
        {panel.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {panel.description}
          </Typography>
        )}
        <Box sx={{ mt: 1 }}>
          {numbers.failed ? (
            <Stack spacing={1} sx={{ alignItems: 'flex-start', minHeight: panel.kind === 'chart' ? CHART_HEIGHT : FIGURE_HEIGHT }}>
              <Typography variant="body2" color="text.secondary">
                Não foi possível carregar este painel.
              </Typography>
              <Button size="small" variant="outlined" onClick={numbers.retry}>
                Tentar de novo
              </Button>
            </Stack>
          ) : !data ? (
            <PanelSkeleton panel={panel} />
          ) : isEmpty(panel.kind, data) ? (
            <Typography variant="body2" color="text.secondary" sx={{ minHeight: panel.kind === 'chart' ? CHART_HEIGHT : undefined }}>
              {emptyWords(panel.kind, data, descriptors)}
            </Typography>
          ) : panel.kind === 'chart' ? (
            <ChartBody panel={panel} data={data} rowTo={numbers.rowTo} />
          ) : panel.kind === 'list' ? (
            // Focusable: a keyboard scrolls a table wider than its card.
            <Box tabIndex={0} role="group" aria-label={panel.title} sx={{ overflowX: 'auto' }}>
              <PanelTable label={panel.title} data={data} rowTo={numbers.rowTo} />
            </Box>
          ) : (
            <FigureBody data={data} />
          )}
        </Box>
      </CardContent>
      <CardActions sx={{ pt: 0, flexWrap: 'wrap' }}>
        {numbers.listTo && (
          <Button size="small" component={RouterLink} to={numbers.listTo}>
            Ver lista
          </Button>
        )}
        <Button size="small" onClick={() => void numbers.exportCsv()} disabled={numbers.exporting || !data}>
          Exportar CSV
        </Button>
      </CardActions>
    </Card>
  );
}
