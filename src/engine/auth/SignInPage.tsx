import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { CenteredProgress, useDocumentTitle } from '../ui';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { safeNext } from './nextPath';
import { useAuth } from './useAuth';
import { useSignIn } from './useSignIn';

const defaultForgotPasswordHelp =
  'Por segurança, o Painel não envia senhas por e-mail. Peça a outro administrador que defina uma nova senha para a sua conta e troque-a depois de entrar.';

interface SignInPageProps {
  forgotPasswordHelp?: string;
}

export function SignInPage({ forgotPasswordHelp = defaultForgotPasswordHelp }: SignInPageProps) {
  const auth = useAuth();
  const form = useSignIn();
  const [params] = useSearchParams();
  const location = useLocation();
  const [helpOpen, setHelpOpen] = useState(false);
  useDocumentTitle('Entrar');

  const from = (location.state as { from?: string } | null)?.from;
  if (auth.status === 'signedIn') return <Navigate to={safeNext(params.get('next') ?? from)} replace />;
  if (auth.status === 'checking') return <CenteredProgress label="Verificando sessão" />;

  function openHelp() {
    // The original only logged this; the log stays for whoever watches the console.
    console.info('Redefinição de senha solicitada: orientação exibida ao usuário.');
    setHelpOpen(true);
  }

  return (
    <Box component="main" sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }}>
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
          <TextField
            label="E-mail"
            type="email"
            name="email"
            autoComplete="username"
            autoFocus
            fullWidth
            value={form.email}
            onChange={(e) => form.setEmail(e.target.value)}
            error={Boolean(form.fieldErrors.email)}
            helperText={form.fieldErrors.email}
          />
          <TextField
            label="Senha"
            type="password"
            name="password"
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
      <ForgotPasswordDialog open={helpOpen} onClose={() => setHelpOpen(false)} help={forgotPasswordHelp} />
    </Box>
  );
}
