import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { keepClearOfToasts } from '../ui';
import type { TrashController } from './useTrashController';

/** Over the rows: "Selecionar todos" and, once some are ticked, how many and "Restaurar selecionados (N)". */
export function TrashSelectionBar({ trash }: { trash: TrashController }) {
  const count = trash.selected.length;
  const all = count > 0 && count === trash.rows.length;
  return (
    <Stack
      direction="row"
      useFlexGap
      sx={{
        pl: 0.5,
        pr: 2,
        py: 0.5,
        columnGap: 1.5,
        rowGap: 0.5,
        flexWrap: 'wrap',
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: count ? 'action.selected' : undefined,
      }}
      {...keepClearOfToasts}
    >
      <FormControlLabel
        label="Selecionar todos"
        control={<Checkbox checked={all} indeterminate={count > 0 && !all} onChange={trash.toggleAll} disabled={trash.restoringSelected} />}
        sx={{ mr: 0 }}
      />
      {count > 0 && (
        <>
          <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
            {`${count.toLocaleString('pt-BR')} ${count === 1 ? 'selecionado' : 'selecionados'}`}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ ml: { sm: 'auto' }, flexWrap: 'wrap' }}>
            <Button size="small" variant="contained" startIcon={<RestoreFromTrashIcon />} disabled={trash.restoringSelected} onClick={() => void trash.restoreSelected()}>
              {trash.restoringSelected ? 'Restaurando…' : `Restaurar selecionados (${count.toLocaleString('pt-BR')})`}
            </Button>
            <Button size="small" onClick={trash.clearSelection} disabled={trash.restoringSelected}>
              Limpar seleção
            </Button>
          </Stack>
        </>
      )}
    </Stack>
  );
}
