import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

/**
 * After a mutation every cached read is revalidated (only mounted ones refetch): records show up in
 * other lists as references and in the home counts, so "just this resource" would leave stale names.
 */
export function useRevalidate(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate(() => true), [mutate]);
}
