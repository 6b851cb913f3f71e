import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatNumber } from '../../contract';
import { osmLink, placeOf } from '../../resource';
import { brandColor } from '../../ui';

const MapView = lazy(() => import('./MapView'));

const HEIGHT = 240;

interface MapPreviewProps {
  /** The form's current values of the two fields (what is typed now, not what was saved). */
  latitude: unknown;
  longitude: unknown;
}

/**
 * The place the form's coordinates point at, following what is typed: a map with a marker and a link to
 * OpenStreetMap. Without a valid pair, a hint; without tiles (no internet), a notice and the link.
 */
export function MapPreview({ latitude, longitude }: MapPreviewProps) {
  const place = placeOf(latitude, longitude);
  // Tiles failed for this place: a new place tries again.
  const [unavailableAt, setUnavailableAt] = useState<string>();
  const key = place && `${place.latitude},${place.longitude}`;
  const words = place && `${formatNumber(place.latitude)}, ${formatNumber(place.longitude)}`;
  const box = { height: HEIGHT, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' } as const;
  return (
    <Stack spacing={1} sx={{ mt: 2 }} component="section" aria-label="Mapa do local">
      <Typography variant="subtitle2" component="h2">
        Mapa
      </Typography>
      {!place ? (
        <Box sx={{ ...box, display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
          <Typography color="text.secondary">Informe latitude e longitude para ver o local no mapa.</Typography>
        </Box>
      ) : unavailableAt === key ? (
        <Box role="status" sx={{ ...box, display: 'grid', placeItems: 'center', p: 2, textAlign: 'center' }}>
          <Typography color="text.secondary">Mapa indisponível sem conexão. Use “Ver no mapa” para abrir o local no OpenStreetMap.</Typography>
        </Box>
      ) : (
        <Box role="group" aria-label={`Mapa: ${words}`} sx={box}>
          <Suspense fallback={null}>
            <MapView key={key} center={[place.latitude, place.longitude]} height={HEIGHT} color={brandColor} onUnavailable={() => setUnavailableAt(key)} />
          </Suspense>
        </Box>
      )}
      {place && (
        <Typography variant="body2" color="text.secondary">
          {words} ·{' '}
          <Link href={osmLink(place)} target="_blank" rel="noopener noreferrer">
            Ver no mapa
          </Link>
        </Typography>
      )}
    </Stack>
  );
}
