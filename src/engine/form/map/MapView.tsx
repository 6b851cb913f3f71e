// Its own chunk (MapPreview loads it lazily): pigeon-maps is fetched only by forms that show a place.
import { useState } from 'react';
import { Map, Marker, type Point } from 'pigeon-maps';
import { osmProps, tileComponent } from '../../ui';

export interface MapViewProps {
  center: Point;
  height: number;
  /** Brand colour of the marker. */
  color: string;
  /** No tile could be fetched (offline, blocked): the caller shows something else. */
  onUnavailable(): void;
}

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
      {...osmProps}
      center={center}
      zoom={16}
      height={height}
      tileComponent={tileComponent({ onLoad: () => void state.loaded++, onError: failed })}
    >
      <Marker anchor={center} width={40} color={color} />
    </Map>
  );
}
