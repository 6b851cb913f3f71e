import { useId, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import { Link as RouterLink } from 'react-router-dom';
import type { Reminder, ResourceDescriptor } from '../contract';
import { useEngine } from '../core';
import { resourceOf } from '../resource';
import { useOpenedOnce, visuallyHidden } from '../ui';
import { useReminders } from './useReminders';

/** "Lembretes: 2 não lidos": the bell's name says the count to a screen reader. */
const bellLabel = (unread: number) => (unread === 0 ? 'Lembretes' : `Lembretes: ${unread} ${unread === 1 ? 'não lido' : 'não lidos'}`);

/** Where a reminder leads: its record's page, when this person's app has it. */
function recordLink(descriptors: ResourceDescriptor[], r: Reminder): string | undefined {
  const d = descriptors.find((x) => x.name === r.resource);
  const resource = d && resourceOf(d);
  return resource?.canOpen ? (resource.isSingleton ? resource.paths.list : resource.paths.edit(r.recordId)) : undefined;
}

/** The header's bell: the signed-in person's reminders, the unread counted on it; each opens its record. */
export function ReminderBell() {
  const { asks, data, mutate, markRead, markAllRead } = useReminders();
  const { descriptors } = useEngine();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const drawn = useOpenedOnce(Boolean(anchor));
  const titleId = useId();
  // "Marcar todos como lidos" disables itself: the focus stays in the list (Esc still closes it).
  const paper = useRef<HTMLDivElement>(null);
  if (!asks) return null;
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];
  const close = () => setAnchor(null);
  const open = (reminder: Reminder) => {
    close();
    void markRead(reminder);
  };

  return (
    <>
      <IconButton
        aria-label={bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => {
          setAnchor(e.currentTarget);
          void mutate();
        }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsIcon />
        </Badge>
      </IconButton>
      {drawn && (
        <Popover
          open={Boolean(anchor)}
          anchorEl={anchor}
          onClose={close}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-labelledby': titleId,
              sx: { width: 360, maxWidth: 'calc(100vw - 32px)' },
            },
          }}
        >
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 1.5,
            }}
          >
            <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
              Lembretes
            </Typography>
            <Button
              size="small"
              disabled={unread === 0}
              onClick={() => {
                paper.current?.focus();
                void markAllRead();
              }}
            >
              Marcar todos como lidos
            </Button>
          </Box>
          <Divider />
          {items.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 3, textAlign: 'center' }}>
              Nenhum lembrete
            </Typography>
          ) : (
            <List dense disablePadding sx={{ maxHeight: 420, overflowY: 'auto' }}>
              {items.map((r) => {
                const to = recordLink(descriptors, r);
                return (
                  <ListItemButton key={r.id} {...(to ? { component: RouterLink, to } : {})} onClick={() => open(r)} sx={{ alignItems: 'flex-start', gap: 1 }}>
                    <ListItemText
                      primary={r.title}
                      secondary={r.message}
                      slotProps={{
                        primary: { sx: { fontWeight: r.read ? 400 : 600 } },
                      }}
                    />
                    {!r.read && (
                      <Box
                        component="span"
                        sx={{
                          mt: 1,
                          flexShrink: 0,
                          width: 8,
                          height: 8,
                          borderRadius: '50%',
                          bgcolor: 'error.main',
                        }}
                      >
                        <Box component="span" sx={visuallyHidden}>
                          Não lido
                        </Box>
                      </Box>
                    )}
                  </ListItemButton>
                );
              })}
            </List>
          )}
        </Popover>
      )}
    </>
  );
}
