import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { formatBytes } from '../core';
import { useOpenedOnce } from '../ui';
import type { ListController } from './useListController';

/** Which columns go in the file: the ones on screen, or every field the person may read (id included). */
function ExportChoice({ list, open, onClose }: { list: ListController; open: boolean; onClose(): void }) {
  const titleId = useId();
  const [visibleOnly, setVisibleOnly] = useState(true);
  if (!useOpenedOnce(open)) return null;
  const shown = list.columns.visible.map((c) => c.label).join(', ');
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>Exportar CSV</DialogTitle>
      <DialogContent>
        <RadioGroup value={visibleOnly ? 'visible' : 'all'} onChange={(e) => setVisibleOnly(e.target.value === 'visible')} aria-label="Colunas do arquivo">
          <FormControlLabel
            value="visible"
            control={<Radio />}
            label={
              <>
                Colunas visíveis
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  {shown}
                </Typography>
              </>
            }
          />
          <FormControlLabel
            value="all"
            control={<Radio />}
            label={
              <>
                Todos os campos
                <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
                  Inclui o ID e os campos que não aparecem na lista.
                </Typography>
              </>
            }
            sx={{ mt: 1 }}
          />
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          A busca, os filtros e a ordem da lista valem para o arquivo; todas as páginas são exportadas.
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            void list.exportCsv(visibleOnly);
          }}
        >
          Exportar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Exportar CSV" (which columns, then the file); while the file streams, how much has come (rows of how many, and bytes). */
export function ExportButton({ list }: { list: ListController }) {
  const [choosing, setChoosing] = useState(false);
  if (!list.canExport) return null;
  const progress = list.exportProgress;
  const percent = progress?.total ? Math.min(100, (progress.rows / progress.total) * 100) : undefined;
  const text = progress
    ? `${progress.rows.toLocaleString('pt-BR')}${progress.total !== undefined ? ` de ${progress.total.toLocaleString('pt-BR')}` : ''} linhas · ${formatBytes(progress.bytes)}`
    : '';
  const start = () => (list.exportChoosesColumns ? setChoosing(true) : void list.exportCsv(false));
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', minWidth: 0 }}>
      <Button variant="outlined" size="small" startIcon={<DownloadIcon />} onClick={start} disabled={Boolean(progress)} aria-haspopup={list.exportChoosesColumns ? 'dialog' : undefined}>
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
      <ExportChoice list={list} open={choosing} onClose={() => setChoosing(false)} />
    </Box>
  );
}
