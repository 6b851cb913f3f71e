import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface ForgotPasswordDialogProps {
  open: boolean;
  onClose(): void;
  /** How this installation resets a password; the app passes its own wording. */
  help: string;
}

export function ForgotPasswordDialog({ open, onClose, help }: ForgotPasswordDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="forgot-password-title" maxWidth="xs">
      <DialogTitle id="forgot-password-title">Esqueci minha senha</DialogTitle>
      <DialogContent>
        <DialogContentText>{help}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Entendi
        </Button>
      </DialogActions>
    </Dialog>
  );
}
