import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import ViewColumnIcon from '@mui/icons-material/ViewColumnOutlined';
import { useOpenedOnce } from '../ui';
import type { ListController } from './useListController';

/** "Colunas": which columns the list shows, ticked in a menu (remembered in this browser). */
export function ColumnChooserButton({ list }: { list: ListController }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuDrawn = useOpenedOnce(Boolean(anchor));
  const menuId = useId();
  const { columns } = list;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<ViewColumnIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Colunas
      </Button>
      {menuDrawn && (
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {columns.all.map((c) => {
            const shown = columns.isVisible(c.field);
            return (
              <MenuItem key={c.field} role="menuitemcheckbox" aria-checked={shown} onClick={() => columns.toggle(c.field)} dense>
                <ListItemIcon>
                  <Checkbox edge="start" size="small" checked={shown} tabIndex={-1} disableRipple slotProps={{ input: { 'aria-hidden': true } }} />
                </ListItemIcon>
                <ListItemText>{c.label}</ListItemText>
              </MenuItem>
            );
          })}
        </Menu>
      )}
    </>
  );
}
