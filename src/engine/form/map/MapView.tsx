// Its own chunk (MapPreview loads it lazily): pigeon-maps is fetched only by forms that show a place.
import { useState } from 'react';
import { Map, Marker, type Point } from 'pigeon-maps';

export interface MapViewProps {
  center: Point;
  height: number;
  /** Brand colour of the marker. */
  color: string;
  /** No tile could be fetched (offline, blocked): the caller shows something else. */
  onUnavailable(): void;
}

/** OpenStreetMap's raster tiles, as its tile policy asks (https, the standard server). */
const osmTiles = (x: number, y: number, z: number) => `https://tile.openstreetmap.org/${z}/${x}/${y}.png`;

/**
 * The place on OpenStreetMap with a marker. Tiles that fail are hidden (never a broken-image icon); when none
 * has loaded and some failed, the map reports itself unavailable.
 */
export default function MapView({ center, height, color, onUnavailable }: MapViewProps) {
  const [state] = useState(() => ({ loaded: 0, failed: 0, reported: false }));
  const failed = () => {
    state.failed++;
    if (!state.loaded && !state.reported) {
      state.reported = true;
      onUnavailable();
    }
  };
  return (
    <Map
      provider={osmTiles}
      center={center}
      zoom={16}
      height={height}
      // The page scrolls under the wheel and one finger; the map zooms with Ctrl/⌘ + wheel or two fingers.
      // pigeon-maps' own hints and credit are English: ours, in place (META becomes "ctrl" or "⌘"; the credit is
      // worded as openstreetmap.org words it in Portuguese).
      metaWheelZoom
      metaWheelZoomWarning="Segure META e gire a roda do mouse para aproximar ou afastar o mapa"
      twoFingerDrag
      twoFingerDragWarning="Use dois dedos para mover o mapa"
      attribution={
        <>
          ©{' '}
          <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
            Contribuidores do OpenStreetMap
          </a>
        </>
      }
      attributionPrefix={false}
      tileComponent={({ tile, tileLoaded }) => (
        <img
          src={tile.url}
          srcSet={tile.srcSet}
          width={tile.width}
          height={tile.height}
          alt=""
          onLoad={() => {
            state.loaded++;
            tileLoaded();
          }}
          onError={(e) => {
            e.currentTarget.style.visibility = 'hidden';
            failed();
          }}
          style={{ position: 'absolute', left: tile.left, top: tile.top, willChange: 'transform', transformOrigin: 'top left' }}
        />
      )}
    >
      <Marker anchor={center} width={40} color={color} />
    </Map>
  );
}
