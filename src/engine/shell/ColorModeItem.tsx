import ListItemIcon from '@mui/material/ListItemIcon';
import MenuItem from '@mui/material/MenuItem';
import { useColorScheme } from '@mui/material/styles';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';

/** "Tema escuro" on or off: the system's setting until the user chooses, then their choice (kept in this browser). */
export function ColorModeItem() {
  const { mode, systemMode, setMode } = useColorScheme();
  const dark = (mode === 'system' ? systemMode : mode) === 'dark';
  return (
    <MenuItem role="menuitemcheckbox" aria-checked={dark} onClick={() => setMode(dark ? 'light' : 'dark')}>
      <ListItemIcon>
        <DarkModeIcon fontSize="small" />
      </ListItemIcon>
      Tema escuro
    </MenuItem>
  );
}
