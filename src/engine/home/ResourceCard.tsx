import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import type { ResourceDescriptor } from '../contract';
import { resourceIcon } from '../icons';
import { useResourceCard } from './useResourceCard';

/** One resource on the home page: its name, its record count, a way in. */
export function ResourceCard({ descriptor }: { descriptor: ResourceDescriptor }) {
  const card = useResourceCard(descriptor);
  const Icon = resourceIcon(descriptor);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={Link} to={card.to} sx={{ flexGrow: 1 }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Icon color="primary" />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {card.title}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 1 }}>
            {card.summary ?? <Skeleton width={90} aria-label="Carregando contagem" />}
          </Typography>
        </CardContent>
      </CardActionArea>
      {card.create && (
        <CardActions sx={{ pt: 0 }}>
          <Button size="small" component={Link} to={card.create.to}>
            {card.create.label}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
