import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link } from 'react-router-dom';
import type { OperationError } from '../data';
import { keepClearOfToasts } from '../ui';

interface RecordLoadErrorProps {
  title: string;
  error: OperationError | undefined;
  /** None when reading again cannot succeed (a record that is gone). */
  retry?(): void;
  backTo?: string;
}

/** The record could not be read: why, and a way to try again (when that can work) or go back. */
export function RecordLoadError({ title, error, retry, backTo }: RecordLoadErrorProps) {
  return (
    <Alert
      {...keepClearOfToasts}
      severity="error"
      action={
        <Stack direction="row" spacing={1}>
          {retry && (
            <Button color="inherit" size="small" onClick={retry}>
              Tentar novamente
            </Button>
          )}
          {backTo && (
            <Button color="inherit" size="small" component={Link} to={backTo}>
              Voltar
            </Button>
          )}
        </Stack>
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {error?.reason ?? error?.message}
    </Alert>
  );
}
