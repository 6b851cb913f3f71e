import type { Ref } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import './toastOptions';
import { useToastClearance } from './toastClearance';

type ToastProps = CustomContentProps & { description?: string; ref?: Ref<HTMLDivElement> };

const severity = (variant: string): AlertColor =>
  variant === 'success' || variant === 'error' || variant === 'warning' ? variant : 'info';

/** One toast: the title, the optional description, and a close button. */
export function Toast({ ref, id, message, variant, description, style, className }: ToastProps) {
  const { closeSnackbar } = useSnackbar();
  useToastClearance();
  return (
    <SnackbarContent ref={ref} style={style} className={className}>
      <Alert
        severity={severity(variant)}
        variant="filled"
        closeText="Fechar"
        onClose={() => closeSnackbar(id)}
        sx={{ width: '100%', minWidth: { sm: 320 }, maxWidth: 440, boxShadow: 3, alignItems: 'center' }}
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
