import { useState } from 'react';
import Button from '@mui/material/Button';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import type { ListController } from './useListController';
import { useSavedViews } from './useSavedViews';
import { ViewsDialog } from './ViewsDialog';

/** "Visualizações" (with the open view's name): saved setups of this list, on the server. */
export function ViewsButton({ list }: { list: ListController }) {
  const views = useSavedViews(list);
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<BookmarksIcon />} onClick={() => setOpen(true)} aria-haspopup="dialog">
        {views.current ? `Visualização: ${views.current.name}` : 'Visualizações'}
      </Button>
      {open && <ViewsDialog list={list} views={views} onClose={() => setOpen(false)} />}
    </>
  );
}
