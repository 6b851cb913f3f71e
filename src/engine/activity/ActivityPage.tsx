import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { ActivitySubject, HistoryEntryView } from '../history';
import { ConfirmDialog, EmptyState, LoadFailure, LoadingRows, RefusedState } from '../ui';
import { ActivityFilterBar } from './ActivityFilterBar';
import { BackupEntryView } from './BackupEntryView';
import { BulkEntryView } from './BulkEntryView';
import { useActivityController, type ActivityController } from './useActivityController';

function Content({ activity }: { activity: ActivityController }) {
  if (activity.refused) return <RefusedState message={activity.refused} />;
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
      {activity.groups.map((group) =>
        group.kind === 'backup' ? (
          <BackupEntryView key={`backup-${group.backup.id}`} backup={group.backup} />
        ) : group.kind === 'bulk' ? (
          // A backup in the middle of an import splits it in two lines: keyed by its first change too.
          <BulkEntryView key={`${group.bulkId}-${group.rows[0].item.entry.id}`} bulk={group} onUndo={activity.askUndo} />
        ) : (
          <HistoryEntryView key={group.row.item.entry.id} item={group.row.item} subject={<ActivitySubject row={group.row} />} />
        ),
      )}
    </Box>
  );
}

/** /app/atividade — every change across resources, newest first (a bulk request or an import as one, undoable): filters, pages, the CSV. */
export function ActivityPage() {
  const activity = useActivityController();
  return (
    <Stack spacing={2}>
      {!activity.refused && <ActivityFilterBar activity={activity} />}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Content activity={activity} />
      </Paper>
      <ConfirmDialog
        open={Boolean(activity.confirmingUndo)}
        title="Desfazer esta ação em lote?"
        confirmLabel="Desfazer"
        busy={activity.undoing}
        onConfirm={() => void activity.undo()}
        onCancel={activity.cancelUndo}
      >
        {activity.confirmingUndo?.undoQuestion}
      </ConfirmDialog>
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
