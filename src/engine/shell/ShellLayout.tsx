import { Suspense, useCallback, useState, type ReactNode } from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import MenuIcon from '@mui/icons-material/Menu';
import { ReminderBell } from '../reminders';
import { CenteredProgress, useDocumentTitle } from '../ui';
import { NavigationList } from './NavigationList';
import { ShortcutsDialog } from './ShortcutsDialog';
import { CONTENT_ID, SkipLink } from './SkipLink';
import { useKeyboardShortcuts } from './useKeyboardShortcuts';
import { UserMenu } from './UserMenu';
import { usePageTitle } from './usePageTitle';

const DRAWER_WIDTH = 256;

/**
 * The page's title, in the bar and the browser tab. A component of its own: the title is read from the router's
 * state, which changes at every step of every navigation (a loader starting, ending), and only this line needs
 * drawing again then, not the whole shell.
 */
function PageTitle() {
  const title = usePageTitle();
  useDocumentTitle(title);
  return (
    <Typography component="h1" variant="h6" noWrap sx={{ flexGrow: 1, fontWeight: 600 }}>
      {title}
    </Typography>
  );
}

/** App bar, navigation drawer (permanent from `md` up, a menu button below) and the page. */
export function ShellLayout({ page }: { page: ReactNode }) {
  const theme = useTheme();
  // noSsr: read the media query on the first render, so the wrong drawer never shows.
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [help, setHelp] = useState(false);
  const openHelp = useCallback(() => setHelp(true), []);
  useKeyboardShortcuts(openHelp);

  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        color="inherit"
        sx={{
          width: { md: `calc(100% - ${DRAWER_WIDTH}px)` },
          ml: { md: `${DRAWER_WIDTH}px` },
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {!desktop && (
            <IconButton edge="start" aria-label="Abrir menu" onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <PageTitle />
          <ReminderBell />
          <UserMenu onShortcuts={openHelp} />
        </Toolbar>
      </AppBar>
      <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        {desktop ? (
          <Drawer variant="permanent" open slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}>
            <NavigationList />
          </Drawer>
        ) : (
          <Drawer
            variant="temporary"
            open={open}
            onClose={() => setOpen(false)}
            slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
          >
            <NavigationList onNavigate={() => setOpen(false)} />
          </Drawer>
        )}
      </Box>
      <Box component="main" id={CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}>
        <Toolbar />
        <Suspense fallback={<CenteredProgress />}>
          {page}
        </Suspense>
      </Box>
      <ShortcutsDialog open={help} onClose={() => setHelp(false)} />
    </Box>
  );
}
