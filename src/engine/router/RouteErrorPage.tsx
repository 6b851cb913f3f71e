import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouteError } from 'react-router-dom';
import { keepClearOfToasts } from '../ui';

// How browsers word a lazily loaded chunk that could not be fetched (server down, new deploy).
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk/i;

/** A screen that failed to load or render (lost connection while fetching its code, invalid descriptor). */
export function RouteErrorPage() {
  return <ScreenFailure error={useRouteError()} />;
}

/** What RouteErrorPage shows, for a screen drawn outside its route (the list kept under its records). */
export function ScreenFailure({ error }: { error: unknown }) {
  console.error(error);
  const message = error instanceof Error ? error.message : undefined;
  const offline = Boolean(message && CHUNK_FAILURE.test(message));
  const detail = offline ? undefined : message;
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', my: 8, px: 2 }}>
      <Alert
        {...keepClearOfToasts}
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Recarregar
          </Button>
        }
      >
        <AlertTitle>{offline ? 'Não foi possível carregar esta tela.' : 'Algo deu errado ao abrir esta página.'}</AlertTitle>
        {offline
          ? 'O servidor não respondeu. Verifique sua conexão e recarregue a página.'
          : 'Recarregue a página; se o problema continuar, avise o suporte.'}
        {detail && (
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontSize: 12, mt: 1, mb: 0 }}>
            {detail}
          </Box>
        )}
      </Alert>
    </Box>
  );
}
