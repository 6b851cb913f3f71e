import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForeverOutlined';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrashOutlined';
import { keepClearOfToasts } from '../ui';
import type { TrashController } from './useTrashController';

/** The deleted records: each named (ticked for "Restaurar selecionados"), with its resource, who deleted it and when, "Restaurar" and "Excluir definitivamente". */
export function TrashRows({ trash }: { trash: TrashController }) {
  return (
    <Box component="ul" aria-label="Registros na lixeira" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {trash.rows.map((row) => {
        const busy = trash.restoring === row.item.id;
        return (
          <Stack
            component="li"
            key={row.item.id}
            direction={{ xs: 'column', sm: 'row' }}
            spacing={{ xs: 1, sm: 2 }}
            sx={{ pl: 0.5, pr: 2, py: 1.5, alignItems: { sm: 'center' }, '& + &': { borderTop: 1, borderColor: 'divider' } }}
          >
            <Stack direction="row" sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start' }}>
              <Checkbox
                checked={trash.isSelected(row)}
                onChange={() => trash.toggle(row)}
                disabled={trash.restoringSelected}
                slotProps={{ input: { 'aria-label': `Selecionar ${row.title}` } }}
                sx={{ mt: -0.75 }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${row.resourceLabel} · ${row.deleted}`}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {row.expires}
                </Typography>
                {row.problem && (
                  <Typography variant="body2" color="error" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                    {row.problem}
                  </Typography>
                )}
              </Box>
            </Stack>
            {/* Restoring one record after another is what this page is for: a toast never covers the buttons. */}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap' }} {...keepClearOfToasts}>
              <Button
                size="small"
                variant="outlined"
                startIcon={<RestoreFromTrashIcon />}
                aria-label={`Restaurar ${row.title}`}
                disabled={trash.restoring !== undefined}
                onClick={() => void trash.restore(row)}
              >
                {busy ? 'Restaurando…' : 'Restaurar'}
              </Button>
              <Button size="small" color="error" startIcon={<DeleteForeverIcon />} aria-label={`Excluir definitivamente ${row.title}`} onClick={() => trash.askPurge(row)}>
                Excluir definitivamente
              </Button>
            </Stack>
          </Stack>
        );
      })}
    </Box>
  );
}
