import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import BackupOutlinedIcon from '@mui/icons-material/BackupOutlined';
import { formatDayAndTime, type Backup } from '../contract';
import { backupActivityWords } from '../backups';
import { BACKUPS_PATH } from '../resource';

/** A backup (made or failed) or a restore among the changes: who, what, when, where; linked to "Cópias de segurança". */
export function BackupEntryView({ backup }: { backup: Backup }) {
  const { what, detail } = backupActivityWords(backup);
  const at = backup.finishedAt ?? backup.startedAt;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <BackupOutlinedIcon sx={{ width: 32, height: 32, p: 0.5, color: backup.error ? 'error.main' : 'text.secondary' }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}>
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {backup.by}
          </Typography>
          {/* Its words are long for a chip: on a phone they wrap instead of being cut. */}
          <Chip size="small" variant="outlined" color={backup.error ? 'error' : 'info'} label={what} sx={{ height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal' } }} />
          <Typography variant="body2" component="time" dateTime={at} color="text.secondary">
            {formatDayAndTime(at)}
          </Typography>
        </Stack>
        <Typography variant="body2" color={backup.error ? 'error' : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
          {detail}
        </Typography>
        <Typography variant="caption" component={RouterLink} to={BACKUPS_PATH} color="primary">
          Ver cópias de segurança
        </Typography>
      </Box>
    </Box>
  );
}
