import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Waiting for something the page cannot draw without (session, screen code). */
export function CenteredProgress({ label = 'Carregando conteúdo' }: { label?: string }) {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh', width: '100%' }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}
