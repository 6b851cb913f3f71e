import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ConfirmDialog, EmptyState, keepClearOfToasts, LoadFailure, LoadingRows, RefusedState } from '../ui';
import { TrashRows } from './TrashRows';
import { TrashSelectionBar } from './TrashSelectionBar';
import { useTrashController, type TrashController } from './useTrashController';

function Content({ trash }: { trash: TrashController }) {
  if (trash.refused) return <RefusedState message={trash.refused} />;
  if (trash.error && !trash.rows.length) {
    return <LoadFailure title={trash.errorTitle} error={trash.error} canRetry={trash.canRetry} retry={trash.retry} />;
  }
  if (trash.loading) return <LoadingRows label="Carregando a lixeira" count={3} height={56} />;
  if (!trash.rows.length) {
    return (
      <EmptyState message="A lixeira está vazia.">
        {trash.resource && <Button onClick={() => trash.setResource(undefined)}>Ver a lixeira de todos os recursos</Button>}
      </EmptyState>
    );
  }
  return (
    <>
      <TrashSelectionBar trash={trash} />
      <TrashRows trash={trash} />
    </>
  );
}

/** /app/lixeira — deleted records (of every resource, or `?recurso=` one), newest first: restore (one, or those ticked) or delete for good. */
export function TrashPage() {
  const trash = useTrashController();
  const purging = trash.confirmingPurge;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }} {...keepClearOfToasts}>
        <Typography color="text.secondary">Registros excluídos ficam aqui por um tempo: restaure-os ou exclua-os definitivamente.</Typography>
        {!trash.refused && (
          <TextField
            select
            size="small"
            label="Recurso"
            value={trash.resource ?? ''}
            onChange={(e) => trash.setResource(e.target.value || undefined)}
            // "Todos os recursos" is a choice like the others: shown, not a blank under the label.
            slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
            sx={{ minWidth: 220, flexShrink: 0 }}
          >
            <MenuItem value="">Todos os recursos</MenuItem>
            {trash.resources.map((r) => (
              <MenuItem key={r.name} value={r.name}>
                {r.label}
              </MenuItem>
            ))}
          </TextField>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Content trash={trash} />
      </Paper>
      {trash.more && (
        <Box>
          <Button onClick={trash.loadMore} disabled={trash.loadingMore}>
            {trash.loadingMore ? 'Carregando…' : 'Carregar mais'}
          </Button>
        </Box>
      )}
      <ConfirmDialog
        open={Boolean(purging)}
        title="Excluir definitivamente?"
        confirmLabel="Excluir definitivamente"
        destructive
        busy={trash.purging}
        onConfirm={() => void trash.purge()}
        onCancel={trash.cancelPurge}
      >
        {`“${purging?.title ?? ''}” será excluíd${purging?.descriptor?.labels.gender === 'f' ? 'a' : 'o'} para sempre, com seus arquivos. Esta ação não pode ser desfeita.`}
      </ConfirmDialog>
    </Stack>
  );
}
