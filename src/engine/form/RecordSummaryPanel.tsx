import { useId } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router-dom';
import { iconFor } from '../icons';
import { keepClearOfToasts, StatusChip } from '../ui';
import type { RecordSummary } from './useRecordSummary';

/** Above an edit form: the record's picture, its status and its actions ("Sobre este registro"). */
export function RecordSummaryPanel({ summary }: { summary: RecordSummary }) {
  const headingId = useId();
  const location = useLocation();
  if (!summary.picture && !summary.facts.length && !summary.runs.length && !summary.pages.length) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 3, pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Typography id={headingId} variant="subtitle2" color="text.secondary" sx={{ mb: 1.5 }}>
        Sobre este registro
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {summary.picture && <Avatar src={summary.picture.url} alt={summary.picture.label} sx={{ width: 64, height: 64 }} />}
        {summary.facts.map((f) => (
          <Stack key={f.field} spacing={0.25}>
            <Typography variant="caption" color="text.secondary">
              {f.label}
            </Typography>
            {f.on === undefined ? <Chip label={f.text} size="small" /> : <StatusChip on={f.on} label={f.text} />}
          </Stack>
        ))}
      </Stack>
      {(summary.runs.length > 0 || summary.pages.length > 0) && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }} {...keepClearOfToasts}>
          {summary.runs.map(({ action, label, run }) => {
            const Icon = iconFor(action.icon);
            return (
              <Button key={action.name} variant="outlined" size="small" startIcon={<Icon />} disabled={summary.busy} onClick={() => void run()}>
                {label}
              </Button>
            );
          })}
          {summary.pages.map(({ action, to }) => {
            const Icon = iconFor(action.icon);
            return (
              // The action page comes back here, not to the list.
              <Button key={action.name} component={Link} to={to} state={{ from: location.pathname }} variant="outlined" size="small" startIcon={<Icon />}>
                {action.label}
              </Button>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
