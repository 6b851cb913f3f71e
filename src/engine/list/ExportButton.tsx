import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { formatBytes } from '../core';
import type { ListController } from './useListController';

/** "Exportar CSV"; while the file streams, how much has come (rows of how many, and bytes). */
export function ExportButton({ list }: { list: ListController }) {
  if (!list.canExport) return null;
  const progress = list.exportProgress;
  const percent = progress?.total ? Math.min(100, (progress.rows / progress.total) * 100) : undefined;
  const text = progress
    ? `${progress.rows.toLocaleString('pt-BR')}${progress.total !== undefined ? ` de ${progress.total.toLocaleString('pt-BR')}` : ''} linhas · ${formatBytes(progress.bytes)}`
    : '';
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
      <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={() => void list.exportCsv()} disabled={Boolean(progress)}>
        {progress ? 'Exportando…' : 'Exportar CSV'}
      </Button>
      {progress && (
        <Box role="status" aria-live="polite" sx={{ mt: 0.5 }}>
          <LinearProgress variant={percent === undefined ? 'indeterminate' : 'determinate'} value={percent} aria-label="Progresso da exportação" />
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {text}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
