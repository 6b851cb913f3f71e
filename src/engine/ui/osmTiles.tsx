// What every map of the engine draws under its markers: OpenStreetMap's tiles and credit, in Portuguese.
import type { ComponentProps } from 'react';
import type { Map } from 'pigeon-maps';

type MapProps = ComponentProps<typeof Map>;

/** OpenStreetMap's raster tiles, as its tile policy asks (https, the standard server). */
export const osmTiles = (x: number, y: number, z: number) => `https://tile.openstreetmap.org/${z}/${x}/${y}.png`;

/**
 * pigeon-maps' own hints and credit are English: ours, in place (META becomes "ctrl" or "⌘"; the credit is
 * worded as openstreetmap.org words it in Portuguese). The page scrolls under the wheel and one finger; the map
 * zooms with Ctrl/⌘ + wheel or two fingers.
 */
export const osmProps = {
  provider: osmTiles,
  metaWheelZoom: true,
  metaWheelZoomWarning: 'Segure META e gire a roda do mouse para aproximar ou afastar o mapa',
  twoFingerDrag: true,
  twoFingerDragWarning: 'Use dois dedos para mover o mapa',
  attribution: (
    <>
      ©{' '}
      <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">
        Contribuidores do OpenStreetMap
      </a>
    </>
  ),
  attributionPrefix: false,
} satisfies Partial<MapProps>;

interface TileWatch {
  onLoad(): void;
  onError(): void;
}

/** Tiles that fail are hidden (never a broken-image icon); the caller counts what loaded and what failed. */
export function tileComponent({ onLoad, onError }: TileWatch): MapProps['tileComponent'] {
  return ({ tile, tileLoaded }) => (
    <img
      src={tile.url}
      srcSet={tile.srcSet}
      width={tile.width}
      height={tile.height}
      alt=""
      onLoad={() => {
        onLoad();
        tileLoaded();
      }}
      onError={(e) => {
        e.currentTarget.style.visibility = 'hidden';
        onError();
      }}
      style={{ position: 'absolute', left: tile.left, top: tile.top, willChange: 'transform', transformOrigin: 'top left' }}
    />
  );
}
