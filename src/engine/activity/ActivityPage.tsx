import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { HistoryEntryView, type ActivityRow } from '../history';
import { keepClearOfToasts } from '../ui';
import { ActivityFilterBar } from './ActivityFilterBar';
import { useActivityController, type ActivityController } from './useActivityController';

/** What a change was made to: "Categoria · Eventos 2026", the record linked while it exists. */
function Subject({ row }: { row: ActivityRow }) {
  return (
    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
      {`${row.resourceLabel} · `}
      {row.to ? (
        <Link component={RouterLink} to={row.to}>
          {row.title}
        </Link>
      ) : (
        row.title
      )}
    </Typography>
  );
}

function Content({ activity }: { activity: ActivityController }) {
  if (activity.error && !activity.rows.length) {
    return (
      <Alert
        {...keepClearOfToasts}
        severity="error"
        sx={{ m: 2 }}
        action={
          activity.canRetry && (
            <Button color="inherit" size="small" onClick={activity.retry}>
              Tentar novamente
            </Button>
          )
        }
      >
        <AlertTitle>{activity.errorTitle}</AlertTitle>
        {activity.error.reason ?? activity.error.message}
      </Alert>
    );
  }
  if (activity.loading) {
    return (
      <Stack spacing={1} role="status" aria-label="Carregando a atividade" sx={{ p: 2 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={64} />
        ))}
      </Stack>
    );
  }
  if (!activity.rows.length) {
    const filtered = Object.keys(activity.filters).length > 0;
    return (
      <Box sx={{ textAlign: 'center', py: 6, px: 2 }} role="status">
        <InboxOutlinedIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
        <Typography sx={{ mt: 1, fontWeight: 600 }}>{filtered ? 'Nenhuma alteração com os filtros aplicados.' : 'Nenhuma alteração registrada ainda.'}</Typography>
        {filtered && (
          <Button sx={{ mt: 2 }} onClick={activity.clearFilters}>
            Limpar filtros
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box component="ol" aria-label="Alterações, da mais recente à mais antiga" sx={{ listStyle: 'none', m: 0, px: 2, py: 0.5 }}>
      {activity.rows.map((row) => (
        <HistoryEntryView key={row.item.entry.id} item={row.item} subject={<Subject row={row} />} />
      ))}
    </Box>
  );
}

/** /app/atividade — every change across resources, newest first: filters, pages, the CSV. */
export function ActivityPage() {
  const activity = useActivityController();
  return (
    <Stack spacing={2}>
      <ActivityFilterBar activity={activity} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Content activity={activity} />
      </Paper>
      {activity.more && (
        <Box>
          <Button onClick={activity.loadMore} disabled={activity.loadingMore}>
            {activity.loadingMore ? 'Carregando…' : 'Carregar mais'}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
