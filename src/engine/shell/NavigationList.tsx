import { memo, useId, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { Link, useLocation } from 'react-router-dom';
import { timelineTitle } from '../contract';
import { useEngine } from '../core';
import { ACTIVITY_PATH, BACKUPS_PATH, groupResources, HOME_PATH, resourceOf, TRASH_PATH } from '../resource';
import { iconFor, resourceIcon } from '../icons';

interface NavItemProps {
  to: string;
  label: string;
  Icon: ComponentType<{ fontSize?: 'small' }>;
  selected: boolean;
  onNavigate?: () => void;
}

// Styled once per theme: an `sx` array on each of the ten items was computed again on every render.
const NavButton = styled(ListItemButton)(({ theme }) => ({
  borderRadius: theme.shape.borderRadius,
  margin: theme.spacing(0, 1),
  gap: theme.spacing(2),
  ...theme.typography.body2,
  '& > svg': { flexShrink: 0, color: (theme.vars ?? theme).palette.action.active },
  '& > span:first-of-type': { marginBlock: 4 },
  '&.Mui-selected': { color: (theme.vars ?? theme).palette.primary.dark, fontWeight: 600 },
  '&.Mui-selected > svg': { color: (theme.vars ?? theme).palette.primary.main },
  // On the dark background the darker teal is too dim: the light one reads.
  ...theme.applyStyles('dark', { '&.Mui-selected': { color: (theme.vars ?? theme).palette.primary.light } }),
  // styled() drops the `component` prop from the types, not from the component.
})) as typeof ListItemButton;

// Memoised: a navigation draws again only the items whose highlight changes, not the whole drawer.
const NavItem = memo(function NavItem({ to, label, Icon, selected, onNavigate }: NavItemProps) {
  // A list holds list items: the link sits inside an <li>.
  return (
    <li>
      <NavButton component={Link} to={to} selected={selected} aria-current={selected ? 'page' : undefined} onClick={onNavigate} dense>
        <Icon fontSize="small" />
        <span>{label}</span>
      </NavButton>
    </li>
  );
});

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

/** The drawer's content: home, then every resource under its group header, then the changes (activity, trash); the current one highlighted. */
export function NavigationList({ onNavigate }: { onNavigate?: () => void }) {
  const { descriptors, painel, permits, administrator } = useEngine();
  const backups = painel.available && Boolean(administrator);
  // The changes pages, each where the role may read some resource's history, or use some resource's trash.
  const activity = painel.available && descriptors.some((d) => permits('history', d));
  const trash = painel.available && descriptors.some((d) => permits('trash', d));
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
          {group.resources.flatMap((d) => {
            const paths = resourceOf(d).paths;
            const onTimeline = isUnder(pathname, paths.timeline);
            const item = (
              <NavItem key={d.name} to={paths.list} label={d.labels.plural} Icon={resourceIcon(d)} selected={isUnder(pathname, paths.list) && !onTimeline} onNavigate={onNavigate} />
            );
            // A timeline ("Ocupação") beside the list of the resource that declares it.
            if (!d.timeline) return [item];
            return [item, <NavItem key={`${d.name}-timeline`} to={paths.timeline} label={timelineTitle(d)} Icon={iconFor('timeline')} selected={onTimeline} onNavigate={onNavigate} />];
          })}
        </NavGroup>
      ))}
      {(activity || trash) && (
        <NavGroup name="Alterações">
          {activity && <NavItem to={ACTIVITY_PATH} label="Atividade" Icon={iconFor('history')} selected={isUnder(pathname, ACTIVITY_PATH)} onNavigate={onNavigate} />}
          {trash && <NavItem to={TRASH_PATH} label="Lixeira" Icon={iconFor('delete')} selected={isUnder(pathname, TRASH_PATH)} onNavigate={onNavigate} />}
        </NavGroup>
      )}
      {backups && (
        <NavGroup name="Sistema">
          <NavItem to={BACKUPS_PATH} label="Cópias de segurança" Icon={iconFor('backup')} selected={isUnder(pathname, BACKUPS_PATH)} onNavigate={onNavigate} />
        </NavGroup>
      )}
    </Box>
  );
}
