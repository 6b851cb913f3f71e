import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PanelSlot } from './PanelSlot';
import { useDashboard } from './useDashboard';
import { useHomeController } from './useHomeController';

/**
 * /app — a greeting, then the panels the server declares for this person's role, in order (schemas/dashboard.json):
 * the backup warning, the record counts, the latest changes, figures, charts and short lists. One per row on a
 * phone; on a wider screen small panels share a row and wide ones take it all.
 */
export function HomePage() {
  const home = useHomeController();
  const { panels, numbers } = useDashboard();
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{home.firstName ? `Olá, ${home.firstName}! ` : ''}Escolha o que deseja gerenciar.</Typography>
      {panels ? (
        <Box sx={{ display: 'grid', rowGap: 3, columnGap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(auto-fill, minmax(280px, 1fr))' } }}>
          {panels.map((panel) => (
            <PanelSlot key={panel.id} panel={panel} numbers={numbers.get(panel.id)} />
          ))}
        </Box>
      ) : (
        <Skeleton variant="rounded" height={160} aria-label="Carregando os painéis" />
      )}
    </Stack>
  );
}
