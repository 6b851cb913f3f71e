import { useState } from 'react';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { cellLabel, dayMonth, occupantsWords } from './calendar';
import { occupiedLook } from './cellLook';
import type { TimelineController } from './useTimeline';

/** The phone's timeline: one row at a time (chosen, or stepped through), its periods as a list. */
export function TimelineList({ timeline }: { timeline: TimelineController }) {
  const theme = useTheme();
  const { rows, columns } = timeline;
  const [chosen, setChosen] = useState(0);
  const index = Math.min(chosen, Math.max(0, rows.length - 1));
  const row = rows[index];
  if (!row) return null;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={`${timeline.rowLabel} anterior`} disabled={index === 0} onClick={() => setChosen(index - 1)}>
          <ChevronLeftIcon />
        </IconButton>
        <TextField select size="small" fullWidth label={timeline.rowLabel} value={row.id} onChange={(e) => setChosen(rows.findIndex((r) => r.id === e.target.value))}>
          {rows.map((r) => (
            <MenuItem key={r.id} value={r.id}>
              {r.title}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={`Próximo ${timeline.rowLabel.toLowerCase()}`} disabled={index >= rows.length - 1} onClick={() => setChosen(index + 1)}>
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Paper variant="outlined">
        <List dense disablePadding aria-label={`${row.title}: ocupação`}>
          {columns.map((c) => {
            const occupants = timeline.occupants(row.id, c);
            const [shown] = occupants;
            const whose = occupantsWords(occupants.map((o) => ({ title: o.title, status: o.statusLabel })));
            // A list's items are <li> (a screen reader counts them); the button goes in it.
            return (
              <ListItem key={c.key} disablePadding>
                <ListItemButton
                  divider
                  aria-label={cellLabel(row.title, c, occupants.map((o) => ({ title: o.title, status: o.statusLabel })))}
                  onClick={() => timeline.open(row.id, c)}
                  sx={shown ? occupiedLook(theme, shown.statusIndex) : { borderLeft: '4px solid transparent' }}
                >
                  <ListItemText primary={`${c.label} · ${dayMonth(c.start)} a ${dayMonth(c.end)}`} secondary={whose || 'Livre'} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
    </Stack>
  );
}
