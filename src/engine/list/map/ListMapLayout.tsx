import { lazy, Suspense, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { periodText } from '../periodFilter';
import type { ListController } from '../useListController';
import { statusOf, type PointStatus } from './mapPoints';
import { loadClusterMap, loadedClusterMap } from './load';
import { statusWord } from './markerLook';
import { useMapPoints } from './useMapPoints';

const ClusterMap = lazy(loadClusterMap);

const HEIGHT = 480;

/** "2 outdoors no mapa, livres entre 01/12/2026 e 15/12/2026"; "Nenhum outdoor no mapa" (words agree with the gender). */
function summary(list: ListController, count: number, status: PointStatus | undefined, capped: boolean): string {
  const { singular, plural, gender } = list.descriptor.labels;
  const many = count > 1;
  const what = (many ? plural : singular).toLocaleLowerCase('pt-BR');
  const period = list.filterParams.find((p) => (p.kind === 'free' || p.kind === 'busy') && list.filters[p.param]);
  const adjective = (status === 'livre' ? 'livre' : gender === 'f' ? 'ocupada' : 'ocupado') + (many ? 's' : '');
  const said = status && period ? `, ${adjective} entre ${periodText(list.filters[period.param])}` : '';
  const counted = count ? count.toLocaleString('pt-BR') : gender === 'f' ? 'Nenhuma' : 'Nenhum';
  // More than one answer holds: which ones are shown, and how to see the others.
  const first = capped ? ` (${gender === 'f' ? 'as primeiras' : 'os primeiros'}; a busca e os filtros mostram ${gender === 'f' ? 'as outras' : 'os outros'})` : '';
  return `${counted} ${what} no mapa${said}${first}`;
}

/**
 * The list's "Mapa" layout: every record its search and filters match, clustered on a map; above it, how many
 * and for which period; under it, the same records as a list of links for whoever does not use the map.
 */
export function ListMapLayout({ list }: { list: ListController }) {
  const { data, error, retry } = useMapPoints(list.descriptor, list.q, list.filters, statusOf(list.filterParams, list.filters));
  const points = data?.points;
  const status = data?.status;
  const [listed, setListed] = useState(false);
  // Its chunk already in (asked by the page's first steps, or by the server before drawing): drawn at once, not
  // through Suspense (whose fallback would show for a frame, and which a server draws as its fallback).
  const [Drawn] = useState(() => loadedClusterMap() ?? ClusterMap);
  // The map's code is fetched while its points are, not after them.
  useEffect(() => void loadClusterMap(), []);
  const linkOf = (id: string) => list.recordLink({ id })?.to;
  const plural = list.descriptor.labels.plural;
  if (error && !points) {
    return (
      <Stack spacing={1} sx={{ p: 2, alignItems: 'flex-start' }} role="alert">
        <Typography>{list.errorTitle}</Typography>
        <Button onClick={retry}>Tentar novamente</Button>
      </Stack>
    );
  }
  if (!points) return <Typography sx={{ p: 2 }} color="text.secondary">Carregando o mapa…</Typography>;
  return (
    <Stack>
      <Stack direction="row" sx={{ px: 2, py: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography role="status" variant="body2">
          {summary(list, points.length, status, data.capped)}
        </Typography>
        {points.length > 0 && (
          <Button size="small" aria-expanded={listed} aria-controls="map-places" onClick={() => setListed(!listed)}>
            {listed ? 'Ocultar lista' : 'Ver como lista'}
          </Button>
        )}
      </Stack>
      <Box sx={{ height: HEIGHT, bgcolor: 'action.hover' }}>
        <Suspense fallback={null}>
          <Drawn points={points} status={status} height={HEIGHT} plural={plural.toLocaleLowerCase('pt-BR')} linkOf={linkOf} />
        </Suspense>
      </Box>
      {/* Drawn only when asked: 10,000 links would cost the map's first paint. */}
      {listed && (
        <Box component="ul" id="map-places" aria-label={`${plural} no mapa`} sx={{ m: 0, px: 4, py: 1.5, columns: { sm: 2, md: 3 } }}>
          {points.map((p) => {
            const to = linkOf(p.id);
            const name = status ? `${p.title} — ${statusWord(status)}` : p.title;
            return (
              <li key={p.id}>
                {to ? (
                  <Link component={RouterLink} to={to}>
                    {name}
                  </Link>
                ) : (
                  name
                )}
              </li>
            );
          })}
        </Box>
      )}
    </Stack>
  );
}
