import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router-dom';
import { phrases, type ResourceDescriptor } from '../contract';
import { resourceIcon } from '../icons';
import { useResourceCount } from './useResourceCount';

/** One resource on the home page: its name, its record count, a way in. */
export function ResourceCard({ descriptor: d }: { descriptor: ResourceDescriptor }) {
  const { count, failed } = useResourceCount(d);
  const Icon = resourceIcon(d);
  const summary = d.singleton ? (
    'Registro único'
  ) : failed ? (
    'Contagem indisponível'
  ) : count === undefined ? (
    <Skeleton width={90} aria-label="Carregando contagem" />
  ) : (
    phrases.count(d, count)
  );
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={Link} to={`/app/${d.name}`} sx={{ flexGrow: 1 }}>
        <CardContent>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Icon color="primary" />
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
              {d.labels.plural}
            </Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary" component="div" sx={{ mt: 1 }}>
            {summary}
          </Typography>
        </CardContent>
      </CardActionArea>
      {d.operations.create && !d.singleton && (
        <CardActions sx={{ pt: 0 }}>
          <Button size="small" component={Link} to={`/app/${d.name}/new`}>
            {phrases.newRecord(d)}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
