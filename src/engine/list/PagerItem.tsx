import type { PaginationRenderItemParams } from '@mui/material/Pagination';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { plainIcon } from '../icons';
import './listPager.css';

// The arrows MUI's PaginationItem draws (its internal copies of these icons), as plain <svg>s.
const arrows = { first: plainIcon(FirstPageIcon), previous: plainIcon(NavigateBeforeIcon), next: plainIcon(NavigateNextIcon), last: plainIcon(LastPageIcon) };

/**
 * One of the pager's items as MUI's rounded PaginationItem draws it (its rules in listPager.css), on a plain button:
 * MUI's Pagination still works out the items, their names and where the focus goes; its PaginationItem was about
 * nine components an item (a styled ButtonBase, its ripple, an icon slot): the pager was 148 of a 10-row list's
 * ~700, the largest part of its first drawing after the rows. Pressed with no ripple, as the rows' buttons and the menu's
 * links are. MUI's Pagination hands each item its name and aria-current beside the typed fields.
 */
export function PagerItem({ type, page, selected, disabled, onClick, 'aria-label': label, 'aria-current': current }: PaginationRenderItemParams & { 'aria-label'?: string; 'aria-current'?: 'page' }) {
  if (type === 'start-ellipsis' || type === 'end-ellipsis') return <div className="painel-pager-ellipsis">…</div>;
  const className = `painel-pager-item${selected ? ' Mui-selected' : ''}${disabled ? ' Mui-disabled' : ''}`;
  return (
    <button type="button" className={className} disabled={disabled} aria-label={label} aria-current={current} onClick={onClick}>
      {type === 'page' ? page : arrows[type]}
    </button>
  );
}
