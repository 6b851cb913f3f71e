import { useId, type ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { HistoryOperation } from '../contract';
import { initials } from '../core';
import { ChangeList } from './ChangeList';
import type { EntryItem } from './entryItem';

/** An operation's chip colour: what was added, removed or brought back reads at a glance. */
const CHIP_COLOR: Record<HistoryOperation, 'default' | 'success' | 'error' | 'info'> = {
  create: 'success',
  update: 'default',
  delete: 'error',
  restore: 'info',
  purge: 'error',
};

interface HistoryEntryViewProps {
  item: EntryItem;
  /** What was changed, when the list spans records (the activity): the resource and the record, linked. */
  subject?: ReactNode;
  /** Shows the record's version ("Versão 3"): a record's own history. */
  showVersion?: boolean;
  /** Buttons under the entry ("Restaurar esta versão"); they are described by the entry's header. */
  actions?(describedBy: string): ReactNode;
}

/** One change: who and when, the operation, what it touched (each field before and after). */
export function HistoryEntryView({ item, subject, showVersion, actions }: HistoryEntryViewProps) {
  const headerId = useId();
  const { entry } = item;
  const letters = initials(item.who);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Avatar sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'action.selected', color: 'text.primary' }} aria-hidden>
        {letters || '?'}
      </Avatar>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack id={headerId} direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {item.who}
          </Typography>
          <Chip size="small" variant="outlined" color={CHIP_COLOR[entry.operation] ?? 'default'} label={item.operation} />
          {showVersion && (
            <Typography variant="body2" component="span" color="text.secondary">
              {`Versão ${entry.version}`}
            </Typography>
          )}
          <Typography variant="body2" component="time" dateTime={entry.at} color="text.secondary">
            {item.when}
          </Typography>
        </Stack>
        {subject}
        {item.notes.length > 0 && (
          <Typography variant="caption" component="p" color="text.secondary">
            {item.notes.join(' · ')}
          </Typography>
        )}
        {item.lines.length > 0 && (
          <Box sx={{ mt: 0.75 }}>
            <ChangeList lines={item.lines} />
          </Box>
        )}
        {actions?.(headerId)}
      </Box>
    </Box>
  );
}
