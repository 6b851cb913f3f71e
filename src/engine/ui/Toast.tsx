import type { Ref } from 'react';
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

/** One toast: the title, the optional description, its button ("Desfazer") if any, and a close button. */
export function Toast({ ref, id, message, variant, description, noticeAction, style, className }: ToastProps) {
  const { closeSnackbar } = useSnackbar();
  // Every screen reads again once the action ran: the undone change may show in any list or form.
  const revalidate = useRevalidate();
  useToastClearance();
  // Alert draws its own close button only when it has no action: with one, both are drawn here.
  const action = noticeAction && (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          closeSnackbar(id);
          void noticeAction.run().then(revalidate);
        }}
        sx={{ fontWeight: 700 }}
      >
        {noticeAction.label}
      </Button>
      <IconButton size="small" color="inherit" aria-label="Fechar" title="Fechar" onClick={() => closeSnackbar(id)}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        severity={severity(variant)}
        variant="filled"
        closeText="Fechar"
        onClose={() => closeSnackbar(id)}
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
    </SnackbarContent>
  );
}
