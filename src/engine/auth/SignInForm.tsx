import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PlainTextField, useDocumentTitle } from '../ui';
import { useSignIn, type SignInValues } from './useSignIn';

// The dialog (MUI's Modal, focus trap, transitions) is fetched only when asked for: the sign-in page's
// first download stays small.
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog').then((m) => ({ default: m.ForgotPasswordDialog })));

export const defaultForgotPasswordHelp =
  'Por segurança, o Painel não envia senhas por e-mail. Peça a outro administrador que defina uma nova senha para a sua conta e troque-a depois de entrar.';

export interface SignInFormProps {
  forgotPasswordHelp?: string;
  /** Kept from the prerendered page, typed before its script ran. */
  initialValues?: SignInValues;
}

/**
 * The sign-in page's content, without routing: the app's sign-in route and the standalone sign-in page
 * (SignInRoot, what a visitor without a session downloads first) both render it.
 */
export function SignInForm({ forgotPasswordHelp = defaultForgotPasswordHelp, initialValues }: SignInFormProps) {
  const form = useSignIn(initialValues);
  const [helpOpen, setHelpOpen] = useState(false);
  // Mounted from the first time it is asked for, so closing it still plays its exit transition.
  const [helpMounted, setHelpMounted] = useState(false);
  useDocumentTitle('Entrar');

  function openHelp() {
    // The original only logged this; the log stays for whoever watches the console.
    console.info('Redefinição de senha solicitada: orientação exibida ao usuário.');
    setHelpMounted(true);
    setHelpOpen(true);
  }

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
        {/* The inputs have no `name` on purpose: the prerendered page is drawn before its script runs, and Enter
            pressed then submits the form the browser's way, a GET that would put named fields (the password) in
            the address. Without names it sends nothing. Password managers go by `autocomplete`. */}
        <Stack component="form" noValidate onSubmit={form.submit} spacing={2.5}>
          <Box>
            <Typography component="h1" variant="h5" sx={[{ fontWeight: 700, color: 'primary.dark' }, (t) => t.applyStyles('dark', { color: 'primary.light' })]}>
              Painel
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Entre com sua conta de administrador.
            </Typography>
          </Box>
          {form.error && <Alert severity="error">{form.error}</Alert>}
          <PlainTextField
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus
            fullWidth
            value={form.email}
            onChange={(e) => form.setEmail(e.target.value)}
            error={Boolean(form.fieldErrors.email)}
            helperText={form.fieldErrors.email}
          />
          <PlainTextField
            label="Senha"
            type="password"
            autoComplete="current-password"
            fullWidth
            value={form.password}
            onChange={(e) => form.setPassword(e.target.value)}
            error={Boolean(form.fieldErrors.password)}
            helperText={form.fieldErrors.password}
          />
          <Button type="submit" variant="contained" size="large" disabled={form.submitting} fullWidth>
            Entrar
          </Button>
          <Button variant="text" size="small" onClick={openHelp} sx={{ alignSelf: 'center' }}>
            Esqueci minha senha
          </Button>
        </Stack>
      </Paper>
      {helpMounted && (
        <Suspense fallback={null}>
          <ForgotPasswordDialog open={helpOpen} onClose={() => setHelpOpen(false)} help={forgotPasswordHelp} />
        </Suspense>
      )}
    </Box>
  );
}
