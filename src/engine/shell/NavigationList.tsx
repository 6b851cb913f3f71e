import { useId, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router-dom';
import { useEngine } from '../core';
import { groupResources, HOME_PATH, resourceOf } from '../resource';
import { iconFor, resourceIcon } from '../icons';

interface NavItemProps {
  to: string;
  label: string;
  Icon: ComponentType<{ fontSize?: 'small' }>;
  selected: boolean;
  onNavigate?: () => void;
}

function NavItem({ to, label, Icon, selected, onNavigate }: NavItemProps) {
  // A list holds list items: the link sits inside an <li>.
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        sx={[
          { borderRadius: 1, mx: 1, '&.Mui-selected': { color: 'primary.dark', fontWeight: 600 } },
          // On the dark background the darker teal is too dim: the light one reads.
          (t) => t.applyStyles('dark', { '&.Mui-selected': { color: 'primary.light' } }),
        ]}
      >
        <ListItemIcon sx={{ minWidth: 36, color: selected ? 'primary.main' : undefined }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

function NavGroup({ name, children }: { name: string; children: ReactNode }) {
  const id = useId();
  return (
    <List
      dense
      aria-labelledby={id}
      subheader={
        <ListSubheader id={id} sx={{ lineHeight: '36px', bgcolor: 'transparent' }}>
          {name}
        </ListSubheader>
      }
    >
      {children}
    </List>
  );
}

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The drawer's content: home, then every resource under its group header, the current one highlighted. */
export function NavigationList({ onNavigate }: { onNavigate?: () => void }) {
  const { descriptors } = useEngine();
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-label="Navegação principal" sx={{ overflowY: 'auto' }}>
      <Toolbar>
        <Typography component="span" variant="h6" sx={[{ fontWeight: 700, color: 'primary.dark' }, (t) => t.applyStyles('dark', { color: 'primary.light' })]}>
          Painel
        </Typography>
      </Toolbar>
      <Divider />
      <List dense aria-label="Início">
        <NavItem
          to={HOME_PATH}
          label="Início"
          Icon={iconFor('home')}
          selected={pathname === HOME_PATH || pathname === `${HOME_PATH}/`}
          onNavigate={onNavigate}
        />
      </List>
      {groupResources(descriptors).map((group) => (
        <NavGroup key={group.name} name={group.name}>
          {group.resources.map((d) => (
            <NavItem
              key={d.name}
              to={resourceOf(d).paths.list}
              label={d.labels.plural}
              Icon={resourceIcon(d)}
              selected={isUnder(pathname, resourceOf(d).paths.list)}
              onNavigate={onNavigate}
            />
          ))}
        </NavGroup>
      ))}
    </Box>
  );
}
