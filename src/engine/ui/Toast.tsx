import type { ReactNode, Ref } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import { useRevalidate, type NoticeAction } from '../data';
import './toastOptions';
import { useToastClearance } from './toastClearance';

type ToastProps = CustomContentProps & {
  description?: string;
  noticeAction?: NoticeAction;
  ref?: Ref<HTMLDivElement>;
};

const severity = (variant: string): AlertColor => (variant === 'success' || variant === 'error' || variant === 'warning' ? variant : 'info');

/** One toast: notistack's content around ToastAlert, which closes it, and the screens read again after its action. */
export function Toast({ ref, id, message, variant, description, noticeAction, style, className }: ToastProps) {
  const { closeSnackbar } = useSnackbar();
  // Every screen reads again once the action ran: the undone change may show in any list or form.
  const revalidate = useRevalidate();
  useToastClearance();
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <ToastAlert
        variant={variant}
        message={message}
        description={description}
        actionLabel={noticeAction?.label}
        onAction={() => {
          closeSnackbar(id);
          void noticeAction?.run().then(revalidate);
        }}
        onClose={() => closeSnackbar(id)}
      />
    </SnackbarContent>
  );
}

interface ToastAlertProps {
  variant: string;
  message: ReactNode;
  description?: string;
  /** The toast's button ("Desfazer"), if it has one. */
  actionLabel?: string;
  onAction(): void;
  onClose(): void;
}

/** What a toast shows: the title, the optional description, its button if any, and a close button. */
export function ToastAlert({ variant, message, description, actionLabel, onAction, onClose }: ToastAlertProps) {
  // Alert draws its own close button only when it has no action: with one, both are drawn here.
  const action = actionLabel && (
    <>
      <Button color="inherit" size="small" onClick={onAction} sx={{ fontWeight: 700 }}>
        {actionLabel}
      </Button>
      <IconButton size="small" color="inherit" aria-label="Fechar" title="Fechar" onClick={onClose}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
  return (
    <Alert
      severity={severity(variant)}
      variant="filled"
      closeText="Fechar"
      onClose={onClose}
      action={action}
      sx={{
        width: '100%',
        minWidth: { sm: 320 },
        maxWidth: 440,
        boxShadow: 3,
        alignItems: 'center',
      }}
    >
      {description ? (
        <>
          <AlertTitle sx={{ mb: 0.25 }}>{message}</AlertTitle>
          {description}
        </>
      ) : (
        message
      )}
    </Alert>
  );
}
