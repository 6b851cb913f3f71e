import useSWR from 'swr';
import { recordTitle } from '../contract';
import { swrKeys } from '../data';
import { useEngine } from './EngineContext';

/**
 * The title of another resource's record, for reference fields (a post's service, a tenancy's user).
 * Read once per id through SWR (rows sharing a reference share the request); without a read operation
 * in the referenced descriptor, or while loading or on failure, the id is shown.
 */
export function useRecordTitle(resource: string, id: unknown): { title: string; loading: boolean } {
  const { descriptors, data } = useEngine();
  const target = descriptors.find((d) => d.name === resource);
  const key = target?.operations.read && typeof id === 'string' && id ? swrKeys.record(target, id) : null;
  const { data: record, isLoading } = useSWR(key, () => data.read(target!, id as string));
  const fallback = id === undefined || id === null || id === '' ? '' : String(id);
  return { title: (record && target && recordTitle(target, { id, ...record })) || fallback, loading: isLoading };
}
