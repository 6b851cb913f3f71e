import useSWR from 'swr';
import { DEFAULT_LIMIT, type ResourceDescriptor } from '../../contract';
import { useEngine } from '../../core';
import { swrKeys, type OperationError } from '../../data';
import type { Filters } from '../useListParams';
import { mapColumns, readMapPoints, type MapPoint } from './mapPoints';

const NO_PROGRESS = () => {};

/**
 * Every record the list's search and filters match (not one page): the export operation asked for four columns,
 * so only the id, the title and the coordinates travel, streamed in list order.
 */
export function useMapPoints(d: ResourceDescriptor, q: string, filters: Filters): { points?: MapPoint[]; error?: OperationError; retry(): void } {
  const { data: api } = useEngine();
  const columns = mapColumns(d);
  const { data, error, mutate } = useSWR(columns ? swrKeys.mapPoints(d, q, filters) : null, async () => {
    const blob = await api.exportCsv(d, { q, filters, page: 1, limit: DEFAULT_LIMIT, columns }, NO_PROGRESS);
    return readMapPoints(await blob.text());
  }, { keepPreviousData: true, revalidateOnFocus: false });
  return { points: data, error: error as OperationError | undefined, retry: () => void mutate() };
}
