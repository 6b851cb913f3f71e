import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ListResult, ResourceDescriptor } from '../contract';
import { isKeyOf, swrKeys } from './swrKeys';
import type { RecordValues } from './types';

/**
 * Puts the server's answer to a save into the cache before anyone reads it: the record itself and its row
 * in every cached page of the resource's list. A list opened right after the save then draws the saved
 * values at once, instead of its stale page until its own read answers (the old price for a moment).
 */
export function useWriteBack(): (d: ResourceDescriptor, id: string | undefined, saved: unknown) => void {
  const { mutate } = useSWRConfig();
  return useCallback(
    (d, id, saved) => {
      if (!saved || typeof saved !== 'object') return;
      const record = saved as RecordValues;
      const key = String(record.id ?? id ?? '');
      if (!key) return;
      const isListOf = (k: unknown) => isKeyOf(k, 'list') && k[1] === d.name;
      const withRow = (page: ListResult | undefined) =>
        page && page.items.some((r) => String(r.id) === key)
          ? { ...page, items: page.items.map((r) => (String(r.id) === key ? { ...r, ...record } : r)) }
          : page;
      void mutate(isListOf, withRow, { revalidate: false });
      void mutate(swrKeys.record(d, id), (old: RecordValues | undefined) => ({ ...old, ...record }), { revalidate: false });
    },
    [mutate],
  );
}
