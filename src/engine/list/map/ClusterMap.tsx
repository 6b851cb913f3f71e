// Its own chunk (ListMapLayout loads it lazily): pigeon-maps and supercluster come only with a list's map.
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Map, Overlay, type PigeonProps } from 'pigeon-maps';
import Supercluster from 'supercluster';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import RemoveIcon from '@mui/icons-material/Remove';
import { osmProps, tileComponent } from '../../ui';
import type { MapPoint, PointStatus } from './mapPoints';
import { boxOf, fitView, type Box as Bounds, type View } from './viewport';
import { markerLook, statusWord } from './markerLook';

export interface ClusterMapProps {
  points: MapPoint[];
  status?: PointStatus;
  height: number;
  /** "outdoors" (how a cluster names what it holds). */
  plural: string;
  /** The record's page, where it has one. */
  linkOf(id: string): string | undefined;
}

const MARKER = 26;
const CLUSTER = 40;
const MAX_ZOOM = 18;

const NO_TILES = () => <></>;

/**
 * On a server (no width to measure), the map's width on the screen it assumes (serverLook answers the media
 * query): a desktop 1280 pixels wide less the drawer (256) and the page's margins and border (50), or a phone 390
 * wide less its margins and border (34). The browser's app measures it again when it draws over the page.
 */
function useServerWidth(): number | undefined {
  const desktop = useMediaQuery('(min-width:1280px)', { noSsr: true });
  return typeof window === 'undefined' ? (desktop ? 1280 - 306 : 390 - 34) : undefined;
}

/**
 * Every point at once, clustered: supercluster indexes them once, and each view draws only what it shows (a
 * cluster per crowd, with its count; a marker per record alone). A marker is a button (Tab reaches it, Enter
 * opens its card); its card names the record, says free or occupied, and links to it. Tiles that fail (no
 * internet) are hidden and the markers stay.
 */
export default function ClusterMap({ points, status, height, plural, linkOf }: ClusterMapProps) {
  const serverWidth = useServerWidth();
  const [width, setWidth] = useState(serverWidth);
  const index = useMemo(() => {
    const sc = new Supercluster<{ i: number }>({ radius: 56, maxZoom: 16 });
    sc.load(points.map((p, i) => ({ type: 'Feature', properties: { i }, geometry: { type: 'Point', coordinates: [p.longitude, p.latitude] } })));
    return sc;
  }, [points]);
  // Fitted to the points once the map's width is known, and again when the search or the filters bring others.
  const [fitted, setFitted] = useState<{ view: View; bounds?: Bounds; of: MapPoint[] }>();
  const [open, setOpen] = useState<number>();
  if (width && fitted?.of !== points) {
    setFitted({ view: fitView(points, width, height), of: points });
    setOpen(undefined);
  }
  // A server draws no tiles: a failed one would be a broken image there (nothing hides it before the app runs).
  const tiles = useMemo(() => (serverWidth ? NO_TILES : tileComponent({ onLoad: () => {}, onError: () => {} })), []);
  if (!width || !fitted) return <Box ref={(el: HTMLDivElement | null) => void (el && setWidth(el.clientWidth || 800))} sx={{ height }} />;
  const { view, bounds } = fitted;
  const setView = (next: View, b?: Bounds) => setFitted({ view: next, bounds: b, of: points });
  const shown = index.getClusters(bounds ?? boxOf(view, width, height), Math.round(view.zoom));
  const look = markerLook(status);
  const zoomTo = (zoom: number, center = view.center) => setView({ center, zoom: Math.max(1, Math.min(MAX_ZOOM, zoom)) });
  const chosen = open === undefined ? undefined : points[open];

  return (
    // Dark theme: the tiles inverted, so a dark page has no bright square in it (the markers keep their colours).
    <Box sx={[{ position: 'relative', height }, (t) => t.applyStyles('dark', { '& img': { filter: 'invert(1) hue-rotate(180deg) brightness(0.9)' } })]}>
      <Map
        {...osmProps}
        height={height}
        defaultWidth={width}
        center={view.center}
        zoom={view.zoom}
        maxZoom={MAX_ZOOM}
        tileComponent={tiles}
        onBoundsChanged={({ center, zoom, bounds: b }) => setView({ center, zoom }, [b.sw[1], b.sw[0], b.ne[1], b.ne[0]])}
        onClick={() => setOpen(undefined)}
      >
        {shown.map((f) => {
          const [lng, lat] = f.geometry.coordinates;
          if ('cluster_id' in f.properties) {
            const { cluster_id: id, point_count: count } = f.properties;
            return (
              <Overlay key={`c${id}`} anchor={[lat, lng]} offset={[CLUSTER / 2, CLUSTER / 2]}>
                <Box
                  component="button"
                  type="button"
                  aria-label={`${count} ${plural} aqui: aproximar`}
                  onClick={() => zoomTo(index.getClusterExpansionZoom(id), [lat, lng])}
                  sx={{ ...look.cluster, width: CLUSTER, height: CLUSTER, font: 'inherit', fontSize: 13, fontWeight: 700, cursor: 'pointer' }}
                >
                  {count >= 1000 ? `${Math.floor(count / 1000)} mil` : count}
                </Box>
              </Overlay>
            );
          }
          const i = (f.properties as { i: number }).i;
          const p = points[i];
          return (
            <Overlay key={p.id} anchor={[lat, lng]} offset={[MARKER / 2, MARKER / 2]}>
              <Box
                component="button"
                type="button"
                title={status ? `${p.title} — ${statusWord(status)}` : p.title}
                aria-label={status ? `${p.title} — ${statusWord(status)}` : p.title}
                aria-expanded={open === i}
                onClick={() => setOpen(open === i ? undefined : i)}
                sx={{ ...look.marker, width: MARKER, height: MARKER, cursor: 'pointer', p: 0 }}
              />
            </Overlay>
          );
        })}
        {chosen && (
          <CardOverlay anchor={[chosen.latitude, chosen.longitude]} mapWidth={width} mapHeight={height}>
            <Card point={chosen} status={status} to={linkOf(chosen.id)} onClose={() => setOpen(undefined)} />
          </CardOverlay>
        )}
      </Map>
      <Stack component={Paper} elevation={2} sx={{ position: 'absolute', top: 8, right: 8 }}>
        <IconButton size="small" aria-label="Aproximar" onClick={() => zoomTo(view.zoom + 1)} disabled={view.zoom >= MAX_ZOOM}>
          <AddIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label="Afastar" onClick={() => zoomTo(view.zoom - 1)} disabled={view.zoom <= 1}>
          <RemoveIcon fontSize="small" />
        </IconButton>
      </Stack>
    </Box>
  );
}

const CARD_WIDTH = 240;

/** The card over its marker, or under it in the map's upper half; moved sideways to stay inside the map. */
function CardOverlay({ left = 0, top = 0, mapWidth, mapHeight, children }: PigeonProps & { mapWidth: number; mapHeight: number; children: ReactNode }) {
  const gap = MARKER / 2 + 6;
  const x = Math.max(4, Math.min(mapWidth - CARD_WIDTH - 4, left - CARD_WIDTH / 2)) - left;
  const place = top > mapHeight / 2 ? `translate(${x}px, calc(-100% - ${gap}px))` : `translate(${x}px, ${gap}px)`;
  return (
    <div className="pigeon-click-block" style={{ position: 'absolute', transform: `translate(${left}px, ${top}px)`, zIndex: 1 }}>
      <div style={{ transform: place }}>{children}</div>
    </div>
  );
}

function Card({ point, status, to, onClose }: { point: MapPoint; status?: PointStatus; to?: string; onClose(): void }) {
  return (
    <Paper role="dialog" aria-label={point.title} elevation={4} sx={{ width: CARD_WIDTH, p: 1.5, pr: 4, position: 'relative' }}>
      <IconButton size="small" aria-label="Fechar" onClick={onClose} sx={{ position: 'absolute', top: 4, right: 4 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
      <Typography variant="subtitle2" component="p">
        {point.title}
      </Typography>
      {status && (
        <Typography variant="body2" color="text.secondary">
          {statusWord(status)} no período
        </Typography>
      )}
      {to && (
        <Link component={RouterLink} to={to} variant="body2">
          Abrir
        </Link>
      )}
    </Paper>
  );
}
