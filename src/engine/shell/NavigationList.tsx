import { memo, useId, useMemo, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useLocation } from 'react-router-dom';
import { timelineTitle, type ResourceDescriptor } from '../contract';
import { PlainLink, useEngine } from '../core';
import { ACTIVITY_PATH, BACKUPS_PATH, groupResources, HOME_PATH, resourceOf, TRASH_PATH } from '../resource';
import { iconFor, resourceIcon } from '../icons';

interface NavItemProps {
  to: string;
  label: string;
  Icon: ComponentType<{ fontSize?: 'small' }>;
  selected: boolean;
  onNavigate?: () => void;
  /** Reads ahead the link's page (Engine.readAhead). */
  onIntent?: (to: string) => void;
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
const NavItem = memo(function NavItem({ to, label, Icon, selected, onNavigate, onIntent }: NavItemProps) {
  // Its page is read ahead from the pointer resting on it (a mouse's), a press (a finger has no hover) or the
  // keyboard's focus: by the click, its rows are on their way or here.
  // No ripple: mounted and drawn at the press, it held the click's navigation back and animated over the frames
  // drawing the next page (the hover's background and ListItemButton's focus background remain).
  const intent = onIntent && (() => onIntent(to));
  // A list holds list items: the link sits inside an <li>.
  return (
    <li>
      <NavButton
        component={PlainLink}
        to={to}
        selected={selected}
        aria-current={selected ? 'page' : undefined}
        onClick={onNavigate}
        onPointerEnter={intent}
        onPointerDown={intent}
        onFocus={intent}
        dense
        disableRipple
      >
        <Icon fontSize="small" />
        <span>{label}</span>
      </NavButton>
    </li>
  );
});

interface NavEntry {
  to: string;
  label: string;
  Icon: NavItemProps['Icon'];
  /** Whether the page at this address is this entry's (its highlight). */
  holds(pathname: string): boolean;
}

interface NavGroupProps {
  name: string;
  entries: NavEntry[];
  /** The entry highlighted, when it is one of this group's. */
  selected?: NavEntry;
  onNavigate?: () => void;
  onIntent?: (to: string) => void;
}

// Memoised with its entries: a navigation draws again only the groups whose highlight moves (a record opened from
// its list, none), not the whole drawer with its headers.
const NavGroup = memo(function NavGroup({ name, entries, selected, onNavigate, onIntent }: NavGroupProps) {
  const id = useId();
  const items = entries.map((e) => <NavItem key={e.to} to={e.to} label={e.label} Icon={e.Icon} selected={e === selected} onNavigate={onNavigate} onIntent={onIntent} />);
  if (!name) return <List dense aria-label="Início">{items}</List>;
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
      {items}
    </List>
  );
});

const isUnder = (pathname: string, base: string) => pathname === base || pathname.startsWith(`${base}/`);

/** The drawer's entries, group by group: home (a group without a name), every resource under its group, then the changes (activity, trash) and the backups. */
function navGroups(descriptors: ResourceDescriptor[], changes: { activity: boolean; trash: boolean }, backups: boolean): { name: string; entries: NavEntry[] }[] {
  const home: NavEntry = { to: HOME_PATH, label: 'Início', Icon: iconFor('home'), holds: (p) => p === HOME_PATH || p === `${HOME_PATH}/` };
  const under = (base: string) => (p: string) => isUnder(p, base);
  const resources = groupResources(descriptors).map((group) => ({
    name: group.name,
    entries: group.resources.flatMap((d): NavEntry[] => {
      const paths = resourceOf(d).paths;
      const list: NavEntry = { to: paths.list, label: d.labels.plural, Icon: resourceIcon(d), holds: (p) => isUnder(p, paths.list) && !isUnder(p, paths.timeline) };
      // A timeline ("Ocupação") beside the list of the resource that declares it.
      return d.timeline ? [list, { to: paths.timeline, label: timelineTitle(d), Icon: iconFor('timeline'), holds: under(paths.timeline) }] : [list];
    }),
  }));
  const changed: NavEntry[] = [
    ...(changes.activity ? [{ to: ACTIVITY_PATH, label: 'Atividade', Icon: iconFor('history'), holds: under(ACTIVITY_PATH) }] : []),
    ...(changes.trash ? [{ to: TRASH_PATH, label: 'Lixeira', Icon: iconFor('delete'), holds: under(TRASH_PATH) }] : []),
  ];
  return [
    { name: '', entries: [home] },
    ...resources,
    ...(changed.length ? [{ name: 'Alterações', entries: changed }] : []),
    ...(backups ? [{ name: 'Sistema', entries: [{ to: BACKUPS_PATH, label: 'Cópias de segurança', Icon: iconFor('backup'), holds: under(BACKUPS_PATH) }] }] : []),
  ];
}

/** The drawer's content: home, then every resource under its group header, then the changes (activity, trash); the current one highlighted. */
export function NavigationList({ onNavigate }: { onNavigate?: () => void }) {
  const { descriptors, painel, permits, administrator, readAhead } = useEngine();
  const backups = painel.available && Boolean(administrator);
  // The changes pages, each where the role may read some resource's history, or use some resource's trash.
  const activity = painel.available && descriptors.some((d) => permits('history', d));
  const trash = painel.available && descriptors.some((d) => permits('trash', d));
  const groups = useMemo(() => navGroups(descriptors, { activity, trash }, backups), [descriptors, activity, trash, backups]);
  const { pathname } = useLocation();
  const selected = groups.flatMap((g) => g.entries).find((e) => e.holds(pathname));
  return (
    <Box component="nav" aria-label="Navegação principal" sx={{ overflowY: 'auto' }}>
      <DrawerTitle />
      {groups.map((group) => (
        <NavGroup key={group.name} name={group.name} entries={group.entries} selected={group.entries.includes(selected!) ? selected : undefined} onNavigate={onNavigate} onIntent={readAhead} />
      ))}
    </Box>
  );
}

// Drawn once: the app's name over the menu, and the line under it.
const DrawerTitle = memo(function DrawerTitle() {
  return (
    <>
      <Toolbar>
        <Typography component="span" variant="h6" sx={[{ fontWeight: 700, color: 'primary.dark' }, (t) => t.applyStyles('dark', { color: 'primary.light' })]}>
          Painel
        </Typography>
      </Toolbar>
      <Divider />
    </>
  );
});
