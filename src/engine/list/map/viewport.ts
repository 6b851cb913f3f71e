// Web Mercator as the tiles draw it (256-pixel tiles): where a map of a given size must stand to show points.
import type { MapPoint } from './mapPoints';

export interface View {
  center: [number, number];
  zoom: number;
}

/** [west, south, east, north] in degrees, as supercluster asks for it. */
export type Box = [number, number, number, number];

const TILE = 256;
const MAX_ZOOM = 17;
const x = (lng: number) => (lng + 180) / 360;
const y = (lat: number) => {
  const s = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
};
const lngOf = (px: number) => px * 360 - 180;
const latOf = (py: number) => (Math.atan(Math.sinh(Math.PI * (1 - 2 * py))) * 180) / Math.PI;

/** The centre and the closest zoom that shows every point in `width` × `height` pixels (a margin kept). */
export function fitView(points: MapPoint[], width: number, height: number): View {
  if (!points.length) return { center: [-14.2, -51.9], zoom: 4 };
  let [minX, maxX, minY, maxY] = [1, 0, 1, 0];
  for (const p of points) {
    minX = Math.min(minX, x(p.longitude));
    maxX = Math.max(maxX, x(p.longitude));
    minY = Math.min(minY, y(p.latitude));
    maxY = Math.max(maxY, y(p.latitude));
  }
  const span = Math.max((maxX - minX) / (width * 0.8), (maxY - minY) / (height * 0.8));
  const zoom = span > 0 ? Math.max(1, Math.min(MAX_ZOOM, Math.floor(Math.log2(1 / (span * TILE))))) : 15;
  return { center: [latOf((minY + maxY) / 2), lngOf((minX + maxX) / 2)], zoom };
}

/** What a map of `width` × `height` pixels shows around `view` (before it has said so itself). */
export function boxOf({ center, zoom }: View, width: number, height: number): Box {
  const scale = TILE * 2 ** zoom;
  const cx = x(center[1]);
  const cy = y(center[0]);
  const west = lngOf(cx - width / 2 / scale);
  const east = lngOf(cx + width / 2 / scale);
  return [Math.max(-180, west), latOf(Math.min(1, cy + height / 2 / scale)), Math.min(180, east), latOf(Math.max(0, cy - height / 2 / scale))];
}
