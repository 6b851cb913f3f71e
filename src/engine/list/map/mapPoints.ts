import type { FilterParam, ResourceDescriptor } from '../../contract';
import { placeOf } from '../../resource';
import type { Filters } from '../useListParams';

/** One record on the map: only what a marker and its popup need travels (10,000 of them stay small). */
export interface MapPoint {
  id: string;
  title: string;
  latitude: number;
  longitude: number;
}

/** A period filter in force says what every marker is: the list holds only the free (or only the occupied). */
export type PointStatus = 'livre' | 'ocupado';

/** The columns the export is asked for: the id, the title and the two coordinates, in that order. */
export function mapColumns(d: ResourceDescriptor): string[] | undefined {
  if (!d.map) return undefined;
  return ['id', d.titleField ?? 'id', d.map.latitude, d.map.longitude];
}

/** "Livre" when "Livre entre" is set, "Ocupado" when "Ocupado entre" is; nothing without a period. */
export function statusOf(filterParams: FilterParam[], filters: Filters): PointStatus | undefined {
  const set = filterParams.find((p) => (p.kind === 'free' || p.kind === 'busy') && filters[p.param]);
  return set ? (set.kind === 'free' ? 'livre' : 'ocupado') : undefined;
}

/** One line of the export's CSV (`;`, cells quoted with doubled quotes when they hold one). */
function cells(line: string): string[] {
  const out: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') (cell += '"'), i++;
      else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ';') out.push(cell), (cell = '');
    else cell += c;
  }
  out.push(cell);
  return out;
}

/** The export writes numbers for a Brazilian spreadsheet: a decimal comma, no thousands dot. */
const coordinate = (cell: string | undefined) => {
  const n = cell?.trim() ? Number(cell.replace(',', '.')) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/**
 * The points in an export of `mapColumns` (header first). A record without a valid pair of coordinates has no
 * place on the map and is left out; a title with a line break is kept whole (quoted lines are joined).
 */
export function readMapPoints(csv: string): MapPoint[] {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const points: MapPoint[] = [];
  let pending = '';
  for (const raw of lines.slice(1)) {
    const line = pending ? `${pending}\n${raw}` : raw;
    // An odd number of quotes: the cell goes on in the next line.
    if ((line.match(/"/g)?.length ?? 0) % 2) {
      pending = line;
      continue;
    }
    pending = '';
    if (!line) continue;
    const [id, title, lat, lng] = cells(line);
    const place = placeOf(coordinate(lat), coordinate(lng));
    if (id && place) points.push({ id, title: title || id, ...place });
  }
  return points;
}
