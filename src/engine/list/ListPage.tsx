import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useRouteResource } from '../core';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { useListController } from './useListController';

/** /app/:resource — search, the rows of one page, paging, row actions. */
export function ListPage() {
  const list = useListController(useRouteResource());
  const content = list.error && !list.rows.length ? (
    <ListError list={list} />
  ) : list.loading ? (
    <ListLoading />
  ) : list.rows.length ? (
    <ListTable list={list} />
  ) : (
    <ListEmpty list={list} />
  );
  return (
    <Stack spacing={2}>
      <ListToolbar list={list} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        {content}
      </Paper>
    </Stack>
  );
}
