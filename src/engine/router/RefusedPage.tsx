import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { Refusal } from './pageAccess';

export const REFUSED_TITLE = 'Sem permissão';

/** A page that exists but the person's role may not open: what is refused and why, and a way back. Not a 404. */
export function RefusedPage({ why, back }: Refusal) {
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="overline" color="text.secondary">
        {REFUSED_TITLE}
      </Typography>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
        Sem permissão para esta página
      </Typography>
      <Typography sx={{ mb: 1 }}>{why}</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Se precisar dela, peça a um administrador do painel.
      </Typography>
      <Button component={Link} to={back.to} variant="contained">
        {back.label}
      </Button>
    </Box>
  );
}
