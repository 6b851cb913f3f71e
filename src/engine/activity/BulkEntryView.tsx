import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import UndoIcon from '@mui/icons-material/Undo';
import { ActivitySubject, HistoryEntryView } from '../history';
import type { ActivityBulk } from './activityGroups';

/**
 * A bulk request or an import as one line: who, what, when, how many records; "Desfazer" (the whole of it) while
 * it can be undone, and its changes one by one on demand.
 */
export function BulkEntryView({ bulk, onUndo }: { bulk: ActivityBulk; onUndo(bulk: ActivityBulk): void }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const [first] = bulk.rows;
  const n = bulk.rows.length;
  return (
    <HistoryEntryView
      item={{ ...first.item, lines: [] }}
      subject={<Typography variant="body2">{bulk.records}</Typography>}
      actions={(describedBy) => (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, ml: -0.5, flexWrap: 'wrap' }}>
            {bulk.undoable && (
              <Button size="small" startIcon={<UndoIcon />} aria-describedby={describedBy} onClick={() => onUndo(bulk)}>
                Desfazer
              </Button>
            )}
            <Button size="small" color="inherit" startIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />} aria-expanded={open} aria-controls={listId} onClick={() => setOpen(!open)}>
              {open ? 'Ocultar as alterações' : n === 1 ? 'Ver a alteração' : `Ver as ${n.toLocaleString('pt-BR')} alterações`}
            </Button>
          </Stack>
          {open && (
            <Box component="ol" id={listId} aria-label="Alterações desta ação em lote" sx={{ listStyle: 'none', m: 0, mt: 0.5, pl: 1.5, borderLeft: 2, borderColor: 'divider' }}>
              {bulk.rows.map((row) => (
                <HistoryEntryView key={row.item.entry.id} item={row.item} subject={<ActivitySubject row={row} />} />
              ))}
            </Box>
          )}
        </>
      )}
    />
  );
}
