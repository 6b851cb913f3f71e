import type { ResourceDescriptor } from '../contract';

type Row = Record<string, unknown>;

const isCoordinate = (v: unknown, limit: number): v is number => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/** A latitude and a longitude that name a place on Earth, or undefined. */
export function placeOf(latitude: unknown, longitude: unknown): { latitude: number; longitude: number } | undefined {
  return isCoordinate(latitude, 90) && isCoordinate(longitude, 180) ? { latitude, longitude } : undefined;
}

/** OpenStreetMap at a place, marked and zoomed to a street. */
export const osmLink = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;

/**
 * OpenStreetMap at the record's place (the descriptor's `map` names the fields); none when the descriptor
 * declares no map or the record lacks a valid pair of coordinates.
 */
export function mapLink(d: ResourceDescriptor, row: Row): string | undefined {
  if (!d.map) return undefined;
  const place = placeOf(row[d.map.latitude], row[d.map.longitude]);
  return place && osmLink(place);
}
