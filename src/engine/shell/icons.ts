import AddIcon from '@mui/icons-material/Add';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ResourceDescriptor } from '../descriptor';

type SvgIconComponent = typeof SvgIcon;

/**
 * Icons by name, as descriptors name them (`actions[].icon`). Adding an icon is one import and one line;
 * unknown names fall back to a neutral icon instead of failing.
 */
export const icons: Record<string, SvgIconComponent> = {
  add: AddIcon,
  article: ArticleOutlinedIcon,
  delete: DeleteOutlineIcon,
  edit: EditOutlinedIcon,
  home: HomeOutlinedIcon,
  image: ImageOutlinedIcon,
  list: ViewListOutlinedIcon,
  logout: LogoutIcon,
  password: KeyOutlinedIcon,
  person: PersonOutlineIcon,
  settings: SettingsOutlinedIcon,
  swap: SwapHorizIcon,
  toggle: ToggleOnOutlinedIcon,
};

export function iconFor(name: string | undefined, fallback = 'list'): SvgIconComponent {
  return (name && icons[name]) || icons[fallback];
}

/** Descriptors have no resource icon yet: one-row settings get a gear, everything else a list. */
export const resourceIcon = (d: ResourceDescriptor): SvgIconComponent => iconFor(d.singleton ? 'settings' : 'list');
