import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Link } from 'react-router-dom';
import { phrases } from '../contract';
import { keepClearOfToasts } from '../ui';
import type { ListController } from './useListController';

export function ListLoading() {
  return (
    <Stack spacing={1} role="status" aria-label="Carregando registros" sx={{ p: 2 }}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} variant="rounded" height={44} />
      ))}
    </Stack>
  );
}

export function ListError({ list }: { list: ListController }) {
  return (
    <Alert
      {...keepClearOfToasts}
      severity="error"
      sx={{ m: 2 }}
      action={
        list.canRetry && (
          <Button color="inherit" size="small" onClick={list.retry}>
            Tentar novamente
          </Button>
        )
      }
    >
      <AlertTitle>{list.errorTitle}</AlertTitle>
      {list.error?.reason ?? list.error?.message}
    </Alert>
  );
}

/**
 * Nothing to show: nothing exists yet (offer to create), or the search and filters in force found nothing
 * (say which, and offer to clear each).
 */
export function ListEmpty({ list }: { list: ListController }) {
  const d = list.descriptor;
  const filtered = Object.keys(list.filters).length > 0;
  const why = list.q && filtered ? `para “${list.q}” com os filtros aplicados` : list.q ? `para “${list.q}”` : 'com os filtros aplicados';
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} role="status">
      <InboxOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      {list.q || filtered ? (
        <>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{`Nenhum resultado ${why}.`}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center' }}>
            {filtered && <Button onClick={list.clearFilters}>Limpar filtros</Button>}
            {list.q && <Button onClick={list.clearSearch}>Limpar busca</Button>}
          </Stack>
        </>
      ) : (
        <>
          <Typography sx={{ mt: 1, fontWeight: 600 }}>{phrases.noneYet(d)}</Typography>
          {list.resource.canCreate && (
            <Button sx={{ mt: 2 }} component={Link} to={list.resource.paths.create} variant="outlined">
              {phrases.newRecord(d)}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
