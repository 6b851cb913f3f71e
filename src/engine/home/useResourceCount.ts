import useSWR from 'swr';
import { useEngine } from '../core';
import { swrKeys } from '../data';
import type { ResourceDescriptor } from '../contract';

/** How many records a resource has (a one-row page's total); none for singletons and resources without a list. */
export function useResourceCount(d: ResourceDescriptor): { count?: number; failed: boolean } {
  const { data } = useEngine();
  const key = d.operations.list && !d.singleton ? swrKeys.count(d) : null;
  // Straight to the data provider: nine failing counts are not nine toasts; the card says it.
  const { data: count, error } = useSWR(key, () => data.list(d, { page: 1, limit: 1 }).then((r) => r.total));
  return { count, failed: Boolean(error) };
}
