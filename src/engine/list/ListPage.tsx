import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useRouteResource } from '../core';
import { TooltipHost } from '../ui';
import { ListCards } from './ListCards';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { useListController } from './useListController';
import './listCells.css';

/** /app/:resource — search, the rows of one page, paging, row actions. */
export function ListPage() {
  const list = useListController(useRouteResource());
  // noSsr: the right layout on the first render, no table flashing on a phone.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const content = list.error && !list.rows.length ? (
    <ListError list={list} />
  ) : list.loading ? (
    <ListLoading />
  ) : list.rows.length ? (
    phone ? <ListCards list={list} /> : <ListTable list={list} />
  ) : (
    <ListEmpty list={list} />
  );
  return (
    <Stack spacing={2}>
      <ListToolbar list={list} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TooltipHost>{content}</TooltipHost>
      </Paper>
    </Stack>
  );
}
