import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router-dom';
import { HOME_PATH } from '../resource';

/** Unknown path or resource, or a page the descriptor does not declare. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="overline" color="text.secondary">
        Erro 404
      </Typography>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 600, mb: 1 }}>
        Página não encontrada
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, wordBreak: 'break-word' }}>
        O endereço {pathname} não existe neste painel.
      </Typography>
      <Button component={Link} to={HOME_PATH} variant="contained">
        Voltar ao início
      </Button>
    </Box>
  );
}
