import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { HistoryEntryView, type ActivityRow } from '../history';
import { EmptyState, LoadFailure, LoadingRows } from '../ui';
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
    return <LoadFailure title={activity.errorTitle} error={activity.error} canRetry={activity.canRetry} retry={activity.retry} />;
  }
  if (activity.loading) return <LoadingRows label="Carregando a atividade" count={4} height={64} />;
  if (!activity.rows.length) {
    const filtered = Object.keys(activity.filters).length > 0;
    return (
      <EmptyState message={filtered ? 'Nenhuma alteração com os filtros aplicados.' : 'Nenhuma alteração registrada ainda.'}>
        {filtered && <Button onClick={activity.clearFilters}>Limpar filtros</Button>}
      </EmptyState>
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
