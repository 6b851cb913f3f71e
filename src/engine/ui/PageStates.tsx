import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { keepClearOfToasts } from './toastClearance';

// The states every page that loads a list of things goes through besides showing them, drawn alike.

/** Why a load failed, as the data layer tells it (an OperationError): the server's reason, else its message. */
interface Failure {
  reason?: string;
  message: string;
}

/** A failed load: what failed (the title), why, and "Tentar novamente" when trying again can help (`canRetry`). */
export function LoadFailure({ title, error, canRetry, retry }: { title: string; error?: Failure; canRetry: boolean; retry(): void }) {
  const onRetry = canRetry ? retry : undefined;
  const reason = error?.reason ?? error?.message;
  return (
    <Alert
      {...keepClearOfToasts}
      severity="error"
      sx={{ m: 2 }}
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Tentar novamente
          </Button>
        )
      }
    >
      <AlertTitle>{title}</AlertTitle>
      {reason}
    </Alert>
  );
}

/** Placeholders shaped like the rows to come, announced as loading `label`. */
export function LoadingRows({ label, count = 5, height = 44 }: { label: string; count?: number; height?: number }) {
  return (
    <Stack spacing={1} role="status" aria-label={label} sx={{ p: 2 }}>
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}

/** A page's one message in place of its rows: an icon, the words, and what can be done (`children`: buttons). */
function StateMessage({ icon: Icon, message, children }: { icon: typeof InboxOutlinedIcon; message: string; children?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} role="status">
      <Icon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{message}</Typography>
      {children && <Stack direction="row" spacing={1} sx={{ mt: 2, justifyContent: 'center' }}>{children}</Stack>}
    </Box>
  );
}

/** Nothing to show: why, and what can be done about it (`children`: the buttons). */
export function EmptyState({ message, children }: { message: string; children?: ReactNode }) {
  return <StateMessage icon={InboxOutlinedIcon} message={message}>{children}</StateMessage>;
}

/** What the person's role may not see here at all, said as the server says it (its 403): never a page that looks empty. */
export function RefusedState({ message }: { message: string }) {
  return <StateMessage icon={LockOutlinedIcon} message={message} />;
}
