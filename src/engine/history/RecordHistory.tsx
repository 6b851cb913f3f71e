import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/HistoryOutlined';
import RestoreIcon from '@mui/icons-material/RestoreOutlined';
import { ConfirmDialog, keepClearOfToasts } from '../ui';
import { HistoryEntryView } from './HistoryEntryView';
import type { RecordHistory as RecordHistoryController } from './useRecordHistory';

function Entries({ history }: { history: RecordHistoryController }) {
  if (history.loading) {
    return (
      <Stack spacing={1} role="status" aria-label="Carregando histórico">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={48} />
        ))}
      </Stack>
    );
  }
  if (history.error && !history.items.length) {
    return (
      <Alert
        severity="error"
        action={
          history.canRetry && (
            <Button color="inherit" size="small" onClick={history.retry}>
              Tentar novamente
            </Button>
          )
        }
      >
        {`Não foi possível carregar o histórico. ${history.error.reason ?? history.error.message}`}
      </Alert>
    );
  }
  if (!history.items.length) return <Typography color="text.secondary">Nenhuma alteração registrada.</Typography>;
  return (
    <>
      <Box component="ol" aria-label="Alterações, da mais recente à mais antiga" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {history.items.map((item) => (
          <HistoryEntryView
            key={item.entry.id}
            item={item}
            showVersion
            actions={(describedBy) =>
              history.restorable(item) && (
                <Button
                  {...keepClearOfToasts}
                  size="small"
                  startIcon={<RestoreIcon />}
                  sx={{ mt: 0.5, ml: -0.5 }}
                  aria-describedby={describedBy}
                  onClick={() => history.askRestore(item)}
                >
                  Restaurar esta versão
                </Button>
              )
            }
          />
        ))}
      </Box>
      {history.more && (
        <Button onClick={history.loadMore} disabled={history.loadingMore} sx={{ mt: 1 }}>
          {history.loadingMore ? 'Carregando…' : 'Carregar mais'}
        </Button>
      )}
    </>
  );
}

/** "Histórico" on a record's page: who changed what and when, newest first; an older version can be restored. */
export function RecordHistory({ history }: { history: RecordHistoryController }) {
  if (!history.available) return null;
  const version = history.confirming;
  return (
    <>
      <Accordion
        variant="outlined"
        disableGutters
        expanded={history.open}
        onChange={(_, open) => history.setOpen(open)}
        // The summary's own heading is the section's: an h2 under the page's h1.
        slots={{ heading: 'h2' }}
        slotProps={{ heading: { style: { margin: 0 } }, transition: { unmountOnExit: true } }}
        sx={{ maxWidth: 760, '&::before': { display: 'none' } }}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <HistoryIcon fontSize="small" color="action" />
            <Typography component="span" variant="subtitle1" sx={{ fontWeight: 600 }}>
              Histórico
            </Typography>
          </Stack>
        </AccordionSummary>
        <AccordionDetails {...keepClearOfToasts}>
          <Entries history={history} />
        </AccordionDetails>
      </Accordion>
      <ConfirmDialog
        open={Boolean(version)}
        title={`Restaurar a versão ${version?.entry.version ?? ''}?`}
        confirmLabel="Restaurar"
        busy={history.restoring}
        onConfirm={() => void history.restore()}
        onCancel={history.cancelRestore}
      >
        {`Os campos voltam a ser como ficaram em ${version?.when ?? ''}, por ${version?.who ?? ''}. A restauração entra no histórico como uma nova versão; senhas não mudam.`}
        {history.unsaved && ' As alterações não salvas do formulário serão descartadas.'}
      </ConfirmDialog>
    </>
  );
}
