import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useFailureWhile } from './noticeContext';
import { useOpenedOnce } from './useOpenedOnce';
import { BusySpinner } from './BusySpinner';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Destructive confirmations are red. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before something that cannot be undone (delete, leaving a form with unsaved changes). When the action
 * fails (an error told while it runs), the dialog says why, once (no toast repeats it), instead of repeating what
 * would have happened, and offers to try again only when that can succeed (canRetry).
 */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel = 'Cancelar', destructive, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  const [attempt, setAttempt] = useState(0);
  const failure = useFailureWhile(open && Boolean(busy), `${open}:${attempt}`);
  const failed = Boolean(failure) && !busy;
  const canConfirm = !failed || Boolean(failure?.retryable);
  if (!useOpenedOnce(open)) return null;
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} component="div">
          {failed && failure ? (
            <Alert severity="error">
              <AlertTitle>{failure.title}</AlertTitle>
              {failure.description}
            </Alert>
          ) : (
            children
          )}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {failed ? 'Fechar' : cancelLabel}
        </Button>
        {canConfirm && (
          <Button
            onClick={() => {
              setAttempt((n) => n + 1);
              onConfirm();
            }}
            disabled={busy}
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            startIcon={busy ? <BusySpinner /> : undefined}
          >
            {failed ? 'Tentar novamente' : confirmLabel}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
