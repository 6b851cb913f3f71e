import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { ActivityRow } from './activityRows';

/** What a change was made to: "Categoria · Eventos 2026", the record linked while it exists (the activity, the home page). */
export function ActivitySubject({ row, color }: { row: ActivityRow; color?: string }) {
  return (
    <Typography variant="body2" color={color} sx={{ overflowWrap: 'anywhere' }}>
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
