import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BackupOutlinedIcon from '@mui/icons-material/BackupOutlined';
import { EmptyState, keepClearOfToasts, LoadFailure, LoadingRows, RefusedState } from '../ui';
import { BackupsTable } from './BackupsTable';
import { useBackupsController, type BackupsController } from './useBackupsController';

function LastGood({ backups }: { backups: BackupsController }) {
  const last = backups.lastGood;
  return (
    <Paper variant="outlined" component="section" aria-label="Última cópia boa" sx={{ p: 2 }}>
      <Typography component="h2" variant="overline" color="text.secondary" sx={{ fontWeight: 600 }}>
        Última cópia boa
      </Typography>
      {last ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>{`${last.when} · ${last.size} · verificada`}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {last.where}
          </Typography>
        </>
      ) : (
        <Typography color="text.secondary">Nenhuma cópia feita e verificada ainda.</Typography>
      )}
    </Paper>
  );
}

function Recent({ backups }: { backups: BackupsController }) {
  if (backups.error && !backups.lines.length) return <LoadFailure title={backups.errorTitle} error={backups.error} canRetry={backups.canRetry} retry={backups.retry} />;
  if (backups.loading) return <LoadingRows label="Carregando as cópias de segurança" count={3} />;
  if (!backups.lines.length) return <EmptyState message="Nenhuma cópia de segurança feita ainda." />;
  return <BackupsTable lines={backups.lines} />;
}

/** /app/copias-de-seguranca — the server's backups: the last good one, "Fazer cópia agora", the recent ones. Administrators only. */
export function BackupsPage() {
  const backups = useBackupsController();
  if (backups.refused) return <RefusedState message={backups.refused} />;
  const busy = backups.running || backups.starting;
  // Disabled only for the one asked for here: a row a killed server left unfinished reads as running, and must not
  // block the button for good (the server answers 409 while one really runs).
  const asked = backups.starting || backups.waiting;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }} {...keepClearOfToasts}>
        <Box>
          <Typography color="text.secondary">O servidor copia o banco de dados e os arquivos enviados, e confere cada cópia restaurando-a num banco descartável.</Typography>
          {backups.schedule && (
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {`${backups.schedule} Em ${backups.dir}.`}
            </Typography>
          )}
        </Box>
        <Button variant="contained" startIcon={<BackupOutlinedIcon />} disabled={asked || Boolean(backups.error && !backups.lines.length)} onClick={() => void backups.makeNow()} sx={{ flexShrink: 0 }}>
          Fazer cópia agora
        </Button>
      </Stack>
      {busy && (
        <Box role="status" aria-live="polite">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Fazendo a cópia de segurança… Ela é verificada antes de terminar.
          </Typography>
          <LinearProgress aria-label="Cópia de segurança em andamento" />
        </Box>
      )}
      {backups.overdue && (
        <Alert severity="warning">
          {backups.lastGood ? 'A última cópia boa é mais antiga que o dobro do período: veja se as cópias agendadas estão falhando.' : 'Nenhuma cópia boa foi feita desde que o servidor começou.'}
        </Alert>
      )}
      {!backups.loading && !(backups.error && !backups.lines.length) && <LastGood backups={backups} />}
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Recent backups={backups} />
      </Paper>
    </Stack>
  );
}
