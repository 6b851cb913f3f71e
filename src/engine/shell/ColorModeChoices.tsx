import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import CheckIcon from '@mui/icons-material/Check';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import SystemModeIcon from '@mui/icons-material/SettingsBrightnessOutlined';

type Mode = 'light' | 'dark' | 'system';

const CHOICES: { mode: Mode; label: string; Icon: typeof LightModeIcon }[] = [
  { mode: 'light', label: 'Claro', Icon: LightModeIcon },
  { mode: 'dark', label: 'Escuro', Icon: DarkModeIcon },
  { mode: 'system', label: 'Seguir o sistema', Icon: SystemModeIcon },
];

/**
 * "Tema" in the account menu: light, dark, or the system's setting (the default), each one click away, so a
 * choice can always be undone. MUI keeps it in this browser (`painel-tema`, which the sign-in page reads too).
 * Flat items under a subheader, not a nested group: the menu's arrow keys move among its list's own items.
 */
export function ColorModeChoices() {
  const { mode, setMode } = useColorScheme();
  const current: Mode = mode ?? 'system';
  return (
    <>
      <ListSubheader sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>Tema</ListSubheader>
      {CHOICES.map(({ mode: choice, label, Icon }) => (
        <MenuItem key={choice} role="menuitemradio" aria-checked={current === choice} onClick={() => setMode(choice)}>
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{label}</ListItemText>
          {current === choice && <CheckIcon fontSize="small" sx={{ ml: 2, color: 'primary.main' }} aria-hidden />}
        </MenuItem>
      ))}
    </>
  );
}
