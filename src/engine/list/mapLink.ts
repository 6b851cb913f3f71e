import type { ResourceDescriptor } from '../contract';
import type { RecordValues } from '../data';

const isCoordinate = (v: unknown, limit: number): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/**
 * OpenStreetMap at the record's place (the descriptor's `map` names the fields), marked and zoomed to a
 * street; none when the descriptor declares no map or the record lacks a valid pair of coordinates.
 */
export function mapLink(d: ResourceDescriptor, row: RecordValues): string | undefined {
  if (!d.map) return undefined;
  const lat = row[d.map.latitude];
  const lon = row[d.map.longitude];
  if (!isCoordinate(lat, 90) || !isCoordinate(lon, 180)) return undefined;
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
}
