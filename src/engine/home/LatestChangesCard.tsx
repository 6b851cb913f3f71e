import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { ActivitySubject, type ActivityRow } from '../history';
import { useLatestChanges } from './useLatestChanges';

/** "Ana Souza · Alteração", "Categoria · Eventos 2026" (linked while it exists), and when. */
function LatestChange({ row }: { row: ActivityRow }) {
  return (
    // On a phone the time goes under the change: beside it, it squeezed the words into a narrow column.
    <Stack component="li" direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }} sx={{ py: 1, justifyContent: 'space-between', '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2">
          <Box component="span" sx={{ fontWeight: 600 }}>
            {row.item.who}
          </Box>
          {` · ${row.item.operation}`}
        </Typography>
        <ActivitySubject row={row} color="text.secondary" />
      </Box>
      <Typography variant="caption" color="text.secondary" component="time" dateTime={row.item.entry.at} sx={{ flexShrink: 0, textAlign: { sm: 'right' } }}>
        {row.item.when}
      </Typography>
    </Stack>
  );
}

/** The home page's "Últimas alterações": the latest changes across resources, and the way to all of them. */
export function LatestChangesCard() {
  const latest = useLatestChanges();
  const headingId = useId();
  if (!latest.available) return null;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="overline" color="text.secondary" sx={{ fontWeight: 600 }}>
        Últimas alterações
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 760 }}>
        <CardContent sx={{ pb: 0 }}>
          {latest.failed ? (
            <Typography variant="body2" color="text.secondary">
              Não foi possível carregar as últimas alterações.
            </Typography>
          ) : !latest.rows ? (
            <Stack spacing={1} aria-label="Carregando as últimas alterações">
              {[0, 1, 2].map((i) => (
                <Skeleton key={i} variant="rounded" height={40} />
              ))}
            </Stack>
          ) : latest.rows.length ? (
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {latest.rows.map((row) => (
                <LatestChange key={row.item.entry.id} row={row} />
              ))}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              Nenhuma alteração registrada ainda.
            </Typography>
          )}
        </CardContent>
        <CardActions>
          <Button size="small" component={RouterLink} to={latest.to}>
            Ver toda a atividade
          </Button>
        </CardActions>
      </Card>
    </Box>
  );
}
