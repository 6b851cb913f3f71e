import AddIcon from '@mui/icons-material/Add';
import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import DesignServicesOutlinedIcon from '@mui/icons-material/DesignServicesOutlined';
import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import PeopleOutlinedIcon from '@mui/icons-material/PeopleOutlined';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import SignpostOutlinedIcon from '@mui/icons-material/SignpostOutlined';
import WorkOutlinedIcon from '@mui/icons-material/WorkOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import BackupOutlinedIcon from '@mui/icons-material/BackupOutlined';
import BadgeOutlinedIcon from '@mui/icons-material/BadgeOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import KeyOutlinedIcon from '@mui/icons-material/KeyOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import ViewTimelineOutlinedIcon from '@mui/icons-material/ViewTimelineOutlined';
import ToggleOnOutlinedIcon from '@mui/icons-material/ToggleOnOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ResourceDescriptor } from '../contract';

type SvgIconComponent = typeof SvgIcon;

/**
 * Icons by name, as descriptors name them (`actions[].icon`). Adding an icon is one import and one line;
 * unknown names fall back to a neutral icon instead of failing.
 */
const icons: Record<string, SvgIconComponent> = {
  add: AddIcon,
  article: ArticleOutlinedIcon,
  backup: BackupOutlinedIcon,
  badge: BadgeOutlinedIcon,
  banner: PhotoLibraryOutlinedIcon,
  billboard: SignpostOutlinedIcon,
  calendar: EventNoteOutlinedIcon,
  category: CategoryOutlinedIcon,
  delete: DeleteOutlineIcon,
  edit: EditOutlinedIcon,
  history: HistoryOutlinedIcon,
  home: HomeOutlinedIcon,
  image: ImageOutlinedIcon,
  list: ViewListOutlinedIcon,
  logout: LogoutIcon,
  password: KeyOutlinedIcon,
  people: PeopleOutlinedIcon,
  person: PersonOutlineIcon,
  post: PostAddOutlinedIcon,
  service: DesignServicesOutlinedIcon,
  settings: SettingsOutlinedIcon,
  store: StorefrontOutlinedIcon,
  swap: SwapHorizIcon,
  timeline: ViewTimelineOutlinedIcon,
  toggle: ToggleOnOutlinedIcon,
  view: VisibilityOutlinedIcon,
  work: WorkOutlinedIcon,
};

export function iconFor(name: string | undefined, fallback = 'list'): SvgIconComponent {
  return (name && icons[name]) || icons[fallback];
}

/** The descriptor's own icon; without one, one-row settings get a gear and everything else a list. */
export const resourceIcon = (d: ResourceDescriptor): SvgIconComponent => iconFor(d.icon, d.singleton ? 'settings' : 'list');
