import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ResourceCard } from './ResourceCard';
import { useHomeController } from './useHomeController';

/** The "counts" panel: a card per resource with its record count, by navigation group. */
export function CountsPanel() {
  const home = useHomeController();
  return (
    <Stack spacing={3}>
      {home.groups.map((group) => (
        <Box component="section" key={group.name} aria-label={group.name}>
          <Typography component="h2" variant="overline" color="text.secondary" sx={{ fontWeight: 600 }}>
            {group.name}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
            {group.resources.map((d) => (
              <ResourceCard key={d.name} descriptor={d} />
            ))}
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
