import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import { useRouteResource } from '../core';
import { RecordForm } from '../form';
import { useActionController } from './useActionController';

/** /app/:resource/:id/:action — a record action with its own form (avatar upload, password change), drawn. */
export function ActionPage() {
  const { id = '', action } = useParams();
  const page = useActionController(useRouteResource(), id, action);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
      {page.who && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {page.descriptor.labels.singular}: <strong>{page.who}</strong>
        </Typography>
      )}
      <RecordForm spec={page.spec} form={page.form} cancelTo={page.backTo} submitLabel={page.submitLabel} />
    </Paper>
  );
}
