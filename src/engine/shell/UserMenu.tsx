import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import { Link } from 'react-router-dom';
import { useAuth } from '../auth';
import { initials } from '../core';
import { iconFor } from '../icons';
import { useOpenedOnce } from '../ui';
import { ColorModeChoices } from './ColorModeChoices';
import { useMyAccount } from './useMyAccount';

/** The app bar's account button (with the user's picture): who is signed in, "Minha conta" and "Sair". */
export function UserMenu({ onShortcuts }: { onShortcuts(): void }) {
  const auth = useAuth();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuDrawn = useOpenedOnce(Boolean(anchor));
  const user = auth.user ?? {};
  const name = typeof user.name === 'string' && user.name ? user.name : undefined;
  const email = typeof user.email === 'string' ? user.email : undefined;
  const LogoutIcon = iconFor('logout');
  const AccountIcon = iconFor('person');
  const account = useMyAccount();

  return (
    <>
      <IconButton
        aria-label="Conta do usuário"
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ p: 0.5 }}
      >
        <Avatar src={account?.picture} alt="" sx={{ width: 34, height: 34, fontSize: 15, bgcolor: 'primary.dark', color: 'common.white' }}>
          {initials(name ?? email ?? '?')}
        </Avatar>
      </IconButton>
      {menuDrawn && (
        <Menu
          anchorEl={anchor}
          open={Boolean(anchor)}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          <Box sx={{ px: 2, py: 1, maxWidth: 280 }}>
            {name && (
              <Typography variant="subtitle2" noWrap>
                {name}
              </Typography>
            )}
            {email && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {email}
              </Typography>
            )}
          </Box>
          <Divider />
          {account && (
            <MenuItem component={Link} to={account.to} onClick={() => setAnchor(null)}>
              <ListItemIcon>
                <AccountIcon fontSize="small" />
              </ListItemIcon>
              Minha conta
            </MenuItem>
          )}
          <Divider />
          <ColorModeChoices />
          <Divider />
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onShortcuts();
            }}
          >
            <ListItemIcon>
              <KeyboardIcon fontSize="small" />
            </ListItemIcon>
            Atalhos do teclado
          </MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              auth.signOut();
            }}
          >
            <ListItemIcon>
              <LogoutIcon fontSize="small" />
            </ListItemIcon>
            Sair
          </MenuItem>
        </Menu>
      )}
    </>
  );
}
