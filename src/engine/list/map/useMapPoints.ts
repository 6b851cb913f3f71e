import useSWR from 'swr';
import { DEFAULT_LIMIT, type PainelCalls, type ResourceDescriptor } from '../../contract';
import { useEngine } from '../../core';
import { swrKeys, useAheadInCache, type OperationError } from '../../data';
import { mapQuery } from '../../resource';
import type { Filters } from '../useListParams';
import { mapColumns, readMapPoints, type MapPoint, type PointStatus } from './mapPoints';

const NO_PROGRESS = () => {};

export interface MapPoints {
  points: MapPoint[];
  /** What every point is in the period the filters hold ("Livre entre" in force: all free). */
  status?: PointStatus;
  /** More matched than one answer holds: the first ones are shown. */
  capped: boolean;
}

const mapPointsOf = (answer: PainelCalls['painel.map']['answer']): MapPoints => ({
  points: answer.points.map(([id, title, latitude, longitude]) => ({ id, title, latitude, longitude })),
  status: answer.status,
  capped: answer.capped,
});

/**
 * Every record the list's search and filters match (not one page): Painel's map call answers only the id, the
 * title and the coordinates, as arrays, compressed. Without Painel's own calls (another server), the export asked
 * for those four columns.
 */
export function useMapPoints(d: ResourceDescriptor, q: string, filters: Filters, status: PointStatus | undefined): { data?: MapPoints; error?: OperationError; retry(): void } {
  const { data: api, painel } = useEngine();
  const columns = mapColumns(d);
  const parts = { params: { resource: d.name }, query: mapQuery(q, filters) };
  // The points the page's first steps asked for (painel.prefetch), when they have arrived: the first render draws
  // the map (no "Carregando o mapa…" in between; useAheadInCache).
  const key = columns ? swrKeys.mapPoints(d, q, filters) : null;
  const first = useAheadInCache(key, () => {
    const answer = columns && painel.available ? painel.takeAhead('painel.map', parts) : undefined;
    return answer && mapPointsOf(answer);
  });
  const { data, error, mutate } = useSWR(
    key,
    async (): Promise<MapPoints> => {
      if (painel.available) return mapPointsOf(await painel.call('painel.map', parts));
      const blob = await api.exportCsv(d, { q, filters, page: 1, limit: DEFAULT_LIMIT, columns: columns! }, NO_PROGRESS);
      return { points: readMapPoints(await blob.text()), status, capped: false };
    },
    { keepPreviousData: true, revalidateOnFocus: false, ...(first ? { revalidateOnMount: false } : {}) },
  );
  return { data, error: error as OperationError | undefined, retry: () => void mutate() };
}
