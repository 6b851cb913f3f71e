import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useListVisibility, useRouteResource } from '../core';
import { TooltipHost } from '../ui';
import { ListCards } from './ListCards';
import { ListMapLayout } from './map';
import { ListEmpty, ListError, ListLoading } from './ListStates';
import { ListTable } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { useListController } from './useListController';
import { useLiveRowMarks } from './useLiveRowMarks';
import './listCells.css';

/** /app/:resource — search, the rows of one page, paging, row actions. */
export function ListPage() {
  const list = useListController(useRouteResource());
  const marks = useLiveRowMarks(list.descriptor, list.rows);
  const { onHidden } = useListVisibility();
  // noSsr: the right layout on the first render, no table flashing on a phone.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const content = list.layout === 'mapa' ? (
    <ListMapLayout list={list} />
  ) : list.error && !list.rows.length ? (
    <ListError list={list} />
  ) : list.loading ? (
    <ListLoading />
  ) : list.rows.length ? (
    phone ? <ListCards list={list} changed={marks.changed} /> : <ListTable list={list} changed={marks.changed} />
  ) : (
    <ListEmpty list={list} />
  );
  return (
    <Stack spacing={2}>
      <ListToolbar list={list} />
      {marks.newElsewhere > 0 && (
        <Alert
          severity="info"
          onClose={marks.dismissNew}
          action={
            list.page > 1 && (
              <Button color="inherit" size="small" onClick={() => (marks.dismissNew(), list.setPage(1))}>
                Ir para a primeira página
              </Button>
            )
          }
        >
          {marks.newElsewhere === 1 ? '1 registro novo' : `${marks.newElsewhere} registros novos`} de outras pessoas não aparece{marks.newElsewhere === 1 ? '' : 'm'} nesta página.
        </Alert>
      )}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <TooltipHost goneWhen={onHidden}>{content}</TooltipHost>
      </Paper>
    </Stack>
  );
}
