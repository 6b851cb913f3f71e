import useSWR from 'swr';
import type { ResourceDescriptor, SavedView } from '../contract';
import { useEngine } from '../core';
import { swrKeys } from '../data';

/**
 * The person's default view of this list ("Abrir a lista com ela"), from the defaults of every list read once a
 * session (the route usually brought them already); `known` false while they are still coming. Not read again on
 * each list: the views dialog refreshes them when it changes one.
 */
export function useDefaultView(d: ResourceDescriptor): { known: boolean; view?: SavedView } {
  const { painel } = useEngine();
  const { data, error } = useSWR(painel.available ? swrKeys.defaultViews() : null, () => painel.defaultViews(), { revalidateIfStale: false });
  return { known: !painel.available || data !== undefined || error !== undefined, view: data?.find((v) => v.resource === d.name) };
}
