import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { formatDayAndTime } from '../contract';
import { BACKUPS_PATH } from '../resource';
import { useBackupsState } from './useBackupsState';

/**
 * The home page's warning, for administrators: the last good backup is older than twice the period, or there is
 * none after the server has been up a period. Nothing while it loads, when all is well, or when it cannot be read.
 */
export function BackupWarning() {
  const { data } = useBackupsState();
  if (!data?.overdue) return null;
  const last = data.lastGood;
  const hours = data.settings.everyHours;
  return (
    // The link under the words, not beside them: beside, a phone squeezed both into narrow columns.
    <Alert severity="warning" sx={{ maxWidth: 760 }}>
      <AlertTitle>Cópia de segurança atrasada</AlertTitle>
      {last
        ? `A última cópia boa é de ${formatDayAndTime(last.takenAt ?? last.startedAt)}: mais antiga que o dobro do período (${hours} ${hours === 1 ? 'hora' : 'horas'}).`
        : 'Nenhuma cópia de segurança boa foi feita ainda.'}
      <Box sx={{ mt: 0.5, ml: -0.5 }}>
        <Button color="inherit" size="small" component={RouterLink} to={BACKUPS_PATH}>
          Ver cópias de segurança
        </Button>
      </Box>
    </Alert>
  );
}
